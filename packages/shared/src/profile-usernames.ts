import { z } from 'zod';

// Usernames of profile setup (issue 4): the rules a filmmaker's username follows, the words kept back and the
// availability check the setup page asks as the user types. Why these fields: docs/decisions/0012-profile-
// fields.md.

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/**
 * Words that would read as Reelhire speaking (admin, support) or collide with our own paths
 * (`/portfolio/{username}` sits beside app routes and API names).
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'administrator',
  'api',
  'app',
  'assets',
  'auth',
  'billing',
  'blog',
  'book',
  'bookings',
  'callback',
  'client',
  'clients',
  'contact',
  'dashboard',
  'dev',
  'docs',
  'feedback',
  'filmmaker',
  'filmmakers',
  'help',
  'home',
  'info',
  'jobs',
  'legal',
  'login',
  'logout',
  'mail',
  'me',
  'messages',
  'moderator',
  'new',
  'null',
  'official',
  'payments',
  'portfolio',
  'privacy',
  'profile',
  'projects',
  'reelhire',
  'register',
  'reset-password',
  'root',
  'security',
  'settings',
  'signin',
  'signup',
  'staff',
  'static',
  'status',
  'support',
  'system',
  'talent',
  'team',
  'terms',
  'undefined',
  'verify',
  'www',
]);

/** What is wrong with a username (already lower-cased), or null when it may be used. */
export function usernameProblem(username: string): string | null {
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    return `Usernames are ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters`;
  }
  if (!/^[a-z0-9-]+$/.test(username)) return 'Use only lowercase letters, digits and hyphens';
  if (username.startsWith('-') || username.endsWith('-')) {
    return 'Usernames cannot start or end with a hyphen';
  }
  if (username.includes('--')) return 'Usernames cannot have two hyphens in a row';
  if (RESERVED_USERNAMES.has(username)) return 'That username is reserved';
  return null;
}

/** A username as typed: trimmed and lower-cased (Maya-Okafor is maya-okafor), then checked. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, context) => {
    const problem = usernameProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const USERNAME_TAKEN = 'That username is taken';

export const usernameAvailabilityQuerySchema = z.object({ username: z.string().max(100) });
export const usernameAvailabilitySchema = z.object({
  username: z.string(),
  available: z.boolean(),
  /** Why it cannot be used: malformed, reserved or taken. */
  reason: z.string().nullable(),
});
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;
