import { z } from 'zod';
import type { AuthCheckResult } from './auth-check.ts';
import { AUTH_TEXTS } from './auth-texts.ts';

// Request rules of the auth service and the auth-check function that the server enforces and the web app
// can reuse. The GoTrue wire bodies themselves live beside the server routes.

/** The roles a person can give themselves; 'admin' is never self-assigned (docs/product.md §6). */
export const MEMBER_USER_TYPES = ['filmmaker', 'client', 'both'] as const;
export type MemberUserType = (typeof MEMBER_USER_TYPES)[number];

/** Emails are compared and stored trimmed and in lower case, as GoTrue does. */
export const accountEmailSchema = z
  .string({ error: AUTH_TEXTS.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, AUTH_TEXTS.invalidEmail)
  .pipe(z.email({ error: AUTH_TEXTS.invalidEmail }));

/** Longest password accepted; the web form (auth-forms) allows the same. */
export const MAX_PASSWORD_LENGTH = 72;

/** At most this many user_metadata keys, so that nobody stores a document in their account. */
export const MAX_METADATA_KEYS = 30;

const metadataValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

/**
 * docs/product.md §3 user metadata as a client may write it (sign-up `data`, `PUT /user` `data`): the known
 * keys are checked, other keys may hold short plain values, and `null` removes a key on update.
 */
export const userMetadataInputSchema = z
  .object({
    user_type: z.enum(MEMBER_USER_TYPES, { error: 'user_type must be filmmaker, client or both' }).nullish(),
    first_name: z.string().trim().max(100, 'first_name is too long').nullish(),
    last_name: z.string().trim().max(100, 'last_name is too long').nullish(),
    full_name: z.string().trim().max(200, 'full_name is too long').nullish(),
    use_otp: z.boolean().nullish(),
    verification_type: z.string().trim().max(50, 'verification_type is too long').nullish(),
  })
  .catchall(metadataValue)
  .refine((value) => Object.keys(value).length <= MAX_METADATA_KEYS, {
    error: `data may hold at most ${MAX_METADATA_KEYS} keys`,
  });
export type UserMetadataInput = z.infer<typeof userMetadataInputSchema>;

export const AUTH_CHECK_ACTIONS = ['signin', 'signup'] as const;

/** docs/product.md §7: `POST /api/functions/v1/auth-check` `{ email, action }`. */
export const authCheckRequestSchema = z.object({
  email: accountEmailSchema,
  action: z.enum(AUTH_CHECK_ACTIONS, { error: 'action must be signin or signup' }),
});
export type AuthCheckRequest = z.infer<typeof authCheckRequestSchema>;

export const authCheckResultSchema = z.object({
  canProceed: z.boolean(),
  error: z.string().nullable(),
  isGoogleAccount: z.boolean(),
  isExistingAccount: z.boolean(),
}) satisfies z.ZodType<AuthCheckResult>;

/** The part of GoTrue's public `GET /auth/v1/settings` the web app reads: which providers are on. */
export const authSettingsSchema = z.object({
  external: z.object({ google: z.boolean() }),
});
export type AuthSettings = z.infer<typeof authSettingsSchema>;
