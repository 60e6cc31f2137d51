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
] as const;
export type TalentFilterKey = (typeof TALENT_FILTER_KEYS)[number];

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasTalentFilters(params: URLSearchParams): boolean {
  return TALENT_FILTER_KEYS.some((key) => Boolean(params.get(key)));
}

/** The 1-based page in the address bar; anything unreadable is the first page. */
export function talentPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The API query for the page in the address bar: known filters only, empty ones left out. */
export function talentApiQuery(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of TALENT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query.set(key, value);
  }
  query.set('page', String(talentPage(params)));
  query.set('limit', String(TALENT_PAGE_SIZE));
  return query.toString();
}

/** A copy of the address bar's query with some values changed ('' removes one); filters reset the page. */
export function withTalentParams(
  params: URLSearchParams,
  changes: Partial<Record<TalentFilterKey | 'page', string>>,
) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The address bar's query without any filter (and back on the first page). */
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
