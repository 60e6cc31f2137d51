/**
 * The job search's filters live in the address bar (shareable, kept on reload and Back) under the API's
 * own names, so the page passes them through as they are. Rates are minor units there too.
 */
export const JOB_FILTER_KEYS = [
  'q',
  'craft',
  'production_type',
  'city',
  'remote',
  'date_from',
  'date_to',
  'rate_type',
  'rate_min_minor',
  'rate_max_minor',
] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

export const JOBS_PAGE_SIZE = 20;

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasJobFilters(params: URLSearchParams): boolean {
  return JOB_FILTER_KEYS.some((key) => Boolean(params.get(key)));
}

/** The API query for the address bar's filters: known keys only, empty ones left out; paging is added. */
export function jobApiQuery(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of JOB_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query.set(key, value);
  }
  query.set('limit', String(JOBS_PAGE_SIZE));
  return query.toString();
}

/** A copy of the address bar's query with some values changed ('' removes one). */
export function withJobParams(params: URLSearchParams, changes: Partial<Record<JobFilterKey, string>>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The address bar's query without any filter. */
export function withoutJobFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of JOB_FILTER_KEYS) next.delete(key);
  return next;
}
