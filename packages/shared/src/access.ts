import type { GuardOptions } from './routes.ts';
import { dashboardPathFor, type UserType } from './user-type.ts';

/**
 * The access guard of docs/product.md §4 and §6 as one pure decision. The router renders what it returns;
 * tests walk it over every route x role x verified x setup combination.
 */

export interface AccountState {
  userType: UserType | null;
  /** Profile records (docs/product.md §3): absent when the user has no record of that kind. */
  filmmaker?: { verified: boolean; setup: boolean } | null;
  client?: { verified: boolean; setup: boolean } | null;
}

export type GuardInput =
  | { status: 'loading' }
  | { status: 'signed-out' }
  /** The session could not be validated: treated as signed out (docs/product.md §8). */
  | { status: 'error' }
  | { status: 'signed-in'; account: AccountState };

export type GuardDecision =
  { kind: 'loading' } | { kind: 'render' } | { kind: 'redirect'; to: string; replace: true; from?: string };

const isSetupOrVerifyPage = (path: string) =>
  path.includes('/profile-setup') || path.includes('/verify-identity');
const isVerifyIdentityPage = (path: string) => path.includes('/verify-identity');
const isAccountPath = (path: string) => /\/dashboard\/account(\/|$)/.test(path);

/** Pages an unverified user may still open (docs/product.md §6). */
const UNVERIFIED_ALLOWED = [
  /^\/(filmmaker|client)\/dashboard\/?$/,
  /^\/client\/dashboard\/talent(\/[^/]+)?\/?$/,
  /^\/filmmaker\/dashboard\/jobs(\/[^/]+)?\/?$/,
];

/** The role section a path belongs to for a 'both' account: client if it starts with /client. */
function sectionFor(userType: UserType | null, path: string): 'filmmaker' | 'client' | null {
  if (userType === 'filmmaker' || userType === 'client') return userType;
  if (userType === 'both') return path.startsWith('/client') ? 'client' : 'filmmaker';
  return null;
}

/** docs/product.md §4: verified if either record is verified. */
export function isVerified(account: AccountState): boolean {
  return Boolean(account.filmmaker?.verified || account.client?.verified);
}

/** docs/product.md §4: setup from the record of the role; for 'both' checked per section. */
export function isSetUp(account: AccountState, section: 'filmmaker' | 'client' | null): boolean {
  if (section === 'filmmaker') return Boolean(account.filmmaker?.setup);
  if (section === 'client') return Boolean(account.client?.setup);
  return Boolean(account.filmmaker?.setup || account.client?.setup);
}

export function decideAccess(pathname: string, guard: GuardOptions, input: GuardInput): GuardDecision {
  if (input.status === 'loading') return { kind: 'loading' };
  if (input.status !== 'signed-in') return { kind: 'redirect', to: '/login', replace: true, from: pathname };

  const { account } = input;
  const { userType } = account;

  if (userType === 'admin') {
    return guard.userTypes?.includes('admin')
      ? { kind: 'render' }
      : { kind: 'redirect', to: '/admin', replace: true };
  }

  // The /dashboard fallback is only for an account without a type (it offers to pick one); a known type
  // has its own dashboard (docs/product.md §4), so showing "no role yet" there would be false.
  if (pathname.replace(/\/+$/, '') === '/dashboard' && userType !== null) {
    return { kind: 'redirect', to: dashboardPathFor(userType), replace: true };
  }

  if (guard.userTypes && guard.userTypes.length > 0) {
    // 'both' passes the filmmaker and client requirements; admin pages still need an admin.
    const passes =
      (userType !== null && guard.userTypes.includes(userType)) ||
      (userType === 'both' && (guard.userTypes.includes('filmmaker') || guard.userTypes.includes('client')));
    if (!passes) return { kind: 'redirect', to: dashboardPathFor(userType), replace: true };
  }

  const section = sectionFor(userType, pathname);
  const onSetupPage = isSetupOrVerifyPage(pathname);
  const setUp = isSetUp(account, section);

  // A user without a type has no setup or verify flow of its own; the fallback dashboard is their place
  // (rendering a page that requires setup and verification, such as /feedback, would skip both checks).
  const sectionPage = (page: string) => (section ? `/${section}/${page}` : dashboardPathFor(userType));

  if (guard.requireProfileSetup && !setUp && !onSetupPage) {
    return { kind: 'redirect', to: sectionPage('profile-setup/basic'), replace: true };
  }

  if (
    guard.requireVerification &&
    !isVerified(account) &&
    !onSetupPage &&
    !isAccountPath(pathname) &&
    !UNVERIFIED_ALLOWED.some((allowed) => allowed.test(pathname))
  ) {
    return { kind: 'redirect', to: sectionPage('verify-identity'), replace: true };
  }

  if (onSetupPage && setUp && !isVerifyIdentityPage(pathname)) {
    return { kind: 'redirect', to: sectionPage('dashboard'), replace: true };
  }

  return { kind: 'render' };
}
