import { accountEmailSchema, userMetadataInputSchema } from '@reelhire/shared/auth-api';
import { z } from 'zod';
import { validationFailed } from '../../auth/auth-error.ts';
import { codeChallengeFields } from './pkce.ts';

// The GoTrue request bodies as @supabase/auth-js sends them. Unknown keys (gotrue_meta_security, options)
// are dropped; every string has a ceiling, so an overlong field is a 400 and never reaches the database.

/** Checked for length by the operation, so a short one gets GoTrue's 422 weak_password. */
const password = z.string({ error: 'password is required' }).max(1000, 'password is too long');
const metadata = userMetadataInputSchema.nullish().transform((value) => value ?? {});

export const redirectQuerySchema = z.object({ redirect_to: z.string().max(2000).optional() });

export const signUpBodySchema = z.object({
  email: accountEmailSchema,
  password,
  data: metadata,
  ...codeChallengeFields,
});

export const otpBodySchema = z.object({
  email: accountEmailSchema,
  data: metadata,
  create_user: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  ...codeChallengeFields,
});

export const VERIFY_TYPES = ['signup', 'email', 'magiclink', 'recovery', 'email_change'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];
const verifyType = z.enum(VERIFY_TYPES, {
  error: 'type must be one of signup, email, magiclink, recovery, email_change',
});

export const verifyBodySchema = z
  .object({
    type: verifyType,
    email: accountEmailSchema.optional(),
    token: z.string().trim().max(20, 'token must be the 6-digit code').optional(),
    token_hash: z.string().max(300, 'token_hash is too long').optional(),
  })
  .refine((body) => body.token_hash || (body.email && body.token), {
    error: 'Send email and token, or token_hash',
  });

export const verifyLinkQuerySchema = z.object({
  token: z.string().min(1).max(300),
  type: verifyType,
  redirect_to: z.string().max(2000).optional(),
});

export const recoverBodySchema = z.object({ email: accountEmailSchema, ...codeChallengeFields });

export const resendBodySchema = z.object({
  type: z.enum(['signup', 'email_change'], { error: 'type must be signup or email_change' }),
  email: accountEmailSchema,
  ...codeChallengeFields,
});

export const passwordGrantSchema = z.object({ email: accountEmailSchema, password });
export const refreshGrantSchema = z.object({
  refresh_token: z.string({ error: 'refresh_token is required' }).min(1).max(300),
});
export const pkceGrantSchema = z.object({
  auth_code: z.string({ error: 'auth_code is required' }).min(1).max(300),
  code_verifier: z.string({ error: 'code_verifier is required' }).min(1).max(300),
});

export const updateUserBodySchema = z.object({
  email: accountEmailSchema.optional(),
  password: password.optional(),
  data: userMetadataInputSchema.optional(),
  nonce: z.string().max(100).optional(),
  ...codeChallengeFields,
});

export const logoutQuerySchema = z.object({
  scope: z
    .enum(['global', 'local', 'others'], { error: 'scope must be global, local or others' })
    .default('global'),
});

/** Parses a body whose shape depends on something else (the grant type); a mismatch is a 400. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  throw validationFailed(field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request'));
}
