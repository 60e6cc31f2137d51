/**
 * The tabs of the account page (/filmmaker/dashboard/account and /client/dashboard/account). docs/product.md §2:
 * the page can be opened with a navigation state selecting the notifications tab, for example
 * `navigate('/client/dashboard/account', { state: { tab: 'notifications' } })`.
 */
export const ACCOUNT_TABS = ['profile', 'security', 'notifications', 'availability', 'calendar'] as const;
/** Tabs only a filmmaker's account has: their availability calendar (decision 0036). */
export const FILMMAKER_ONLY_ACCOUNT_TABS: readonly AccountTab[] = ['availability'];
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export interface AccountPageState {
  tab: AccountTab;
}

/** The tab a navigation state asks for; the first tab when it asks for none (or for one that does not exist). */
export function accountTabFromState(state: unknown): AccountTab {
  if (state && typeof state === 'object' && 'tab' in state) {
    const tab = (state as { tab: unknown }).tab;
    if ((ACCOUNT_TABS as readonly unknown[]).includes(tab)) return tab as AccountTab;
  }
  return 'profile';
}
