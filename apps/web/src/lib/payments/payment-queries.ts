/** Payments and funding states share this root, so a payment made anywhere refreshes them all. */
export const PAYMENTS_QUERY_ROOT = ['payments'] as const;
