import type { GuardInput } from '@reelhire/shared/access';

/**
 * The signed-in account as the access guard sees it. Sign-in arrives with the accounts service; until a
 * session exists every visitor is signed out, which is the truth for this build.
 */
export function useAccountState(): GuardInput {
  return { status: 'signed-out' };
}
