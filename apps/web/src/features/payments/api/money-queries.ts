/** Every money read shares this root, so a payout request or an admin's step refreshes all of them. */
export const MONEY_QUERY_ROOT = ['money'] as const;
