import { AUTH } from './constants.ts';
import { dashboardPathFor, isUserType, type UserType } from './user-type.ts';

/** Where a user of a type starts profile setup (for 'both' the filmmaker side comes first). */
export function profileSetupPathFor(userType: UserType | null | undefined): string {
  switch (userType) {
    case 'filmmaker':
    case 'both':
      return '/filmmaker/profile-setup/basic';
    case 'client':
      return '/client/profile-setup/basic';
    default:
      return dashboardPathFor(userType);
  }
}

/** docs/product.md §4: a Google account created within the last 5 minutes is treated as new. */
export function isNewGoogleAccount(createdAt: string | Date | null | undefined, now: number = Date.now()) {
  if (!createdAt) return false;
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return false;
  return now - created <= AUTH.newGoogleAccountWindowMs;
}

/** First and last name from a full name: the first word, then the rest. */
export function splitFullName(fullName: string | null | undefined): { firstName: string; lastName: string } {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

export interface GoogleCallbackInput {
  /** user_metadata.user_type of the signed-in user, if any. */
  userType: unknown;
  /** Whether a filmmaker or client record exists for that type. */
  hasProfile: boolean;
  /** The optional `user_type` query parameter of /auth/callback. */
  urlUserType: string | null;
  /** The Google account's full name (user_metadata.full_name or name). */
  fullName: string | null | undefined;
}

export type GoogleCallbackOutcome =
  | { kind: 'dashboard'; to: string }
  | { kind: 'profile-setup'; to: string }
  | {
      kind: 'save-type';
      to: string;
      metadata: { user_type: UserType; first_name: string; last_name: string };
    }
  | { kind: 'role-selection'; to: '/role-selection' };

/**
 * docs/product.md §4 "Google callback": a known type with a profile goes to its dashboard; a known type without
 * a profile to profile setup; no type but a `user_type` in the URL saves it (with the first and last name
 * split from the full name) and goes to profile setup; neither goes to role selection.
 */
export function decideGoogleCallback(input: GoogleCallbackInput): GoogleCallbackOutcome {
  if (isUserType(input.userType)) {
    if (input.userType === 'admin' || input.hasProfile) {
      return { kind: 'dashboard', to: dashboardPathFor(input.userType) };
    }
    return { kind: 'profile-setup', to: profileSetupPathFor(input.userType) };
  }
  // Nobody makes themselves an admin through a URL.
  if (isUserType(input.urlUserType) && input.urlUserType !== 'admin') {
    const { firstName, lastName } = splitFullName(input.fullName);
    return {
      kind: 'save-type',
      to: profileSetupPathFor(input.urlUserType),
      metadata: { user_type: input.urlUserType, first_name: firstName, last_name: lastName },
    };
  }
  return { kind: 'role-selection', to: '/role-selection' };
}
