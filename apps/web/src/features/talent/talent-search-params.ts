import { TALENT_PAGE_SIZE } from '@reelhire/shared/talent';

/**
 * The directory's filters live in the address bar (shareable, kept on reload and Back) under the same
 * names as the API's query, so the page passes them through as they are. Rates are minor units there too.
 */
export const TALENT_FILTER_KEYS = [
  'q',
  'craft',
  'city',
  'currency',
  'min_rate',
  'max_rate',
  'availability',
  'available_on',
  'verified_only',
  // The order (decision 0060): relevance by default, or highest rated first.
  'sort',
] as const;
export type TalentFilterKey = (typeof TALENT_FILTER_KEYS)[number];

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasTalentFilters(params: URLSearchParams): boolean {
  return TALENT_FILTER_KEYS.some((key) => Boolean(params.get(key)));
}

/**
 * The API query for the filters in the address bar: known filters only, empty ones left out. Pages are
 * keyset cursors added by the list (decision 0057), not part of the address.
 */
export function talentApiQuery(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of TALENT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query.set(key, value);
  }
  query.set('limit', String(TALENT_PAGE_SIZE));
  return query.toString();
}

/**
 * A copy of the address bar's query with some values changed ('' removes one). The `page` of links made
 * before the directory paged by cursor is dropped: the results start from the top again.
 */
export function withTalentParams(params: URLSearchParams, changes: Partial<Record<TalentFilterKey, string>>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

/** The address bar's query without any filter. */
export function withoutTalentFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...TALENT_FILTER_KEYS, 'page']) next.delete(key);
  return next;
}

/** The "available on these dates" filter: ISO dates, comma-separated in the address bar, sorted, each once. */
export function availableOnDates(params: URLSearchParams): string[] {
  const dates = (params.get('available_on') ?? '')
    .split(',')
    .map((date) => date.trim())
    .filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date));
  return [...new Set(dates)].sort();
}
