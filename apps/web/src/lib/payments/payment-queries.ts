/** Payments and funding states share this root, so a payment made anywhere refreshes them all. */
export const PAYMENTS_QUERY_ROOT = ['payments'] as const;

/**
 * Every money read (earnings, payouts, the ledger) shares this root, so a payout request, an admin's step
 * or an approval that releases escrow refreshes all of them.
 */
export const MONEY_QUERY_ROOT = ['money'] as const;
