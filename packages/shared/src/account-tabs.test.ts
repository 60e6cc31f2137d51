import { accountTabFromState } from './account-tabs.ts';

describe('the account page tab from navigation state (docs/product.md §2)', () => {
  test('a state can select the notifications tab', () => {
    expect(accountTabFromState({ tab: 'notifications' })).toBe('notifications');
    expect(accountTabFromState({ tab: 'security' })).toBe('security');
  });
  test('without a usable state the first tab opens', () => {
    expect(accountTabFromState(null)).toBe('profile');
    expect(accountTabFromState(undefined)).toBe('profile');
    expect(accountTabFromState({ tab: 'billing' })).toBe('profile');
    expect(accountTabFromState('notifications')).toBe('profile');
  });
});
