import { z } from 'zod';
import { AUTH_TEXTS } from './auth-texts.ts';
import { AUTH } from './constants.ts';

// The account forms' rules (docs/product.md §5), with SPEC's own messages. Only the lazily loaded auth and
// account pages import this module, so zod stays out of the home page's bundle.

/** docs/product.md §5: the email must contain @. */
const email = z
  .string()
  .trim()
  .min(1, AUTH_TEXTS.invalidEmail)
  .max(254, AUTH_TEXTS.invalidEmail)
  .refine((value) => /^[^\s@]+@[^\s@]+$/.test(value), AUTH_TEXTS.invalidEmail);

/** docs/product.md §5 and §9: at least 6 characters; 72 bytes is what the password hash reads. */
export const passwordSchema = z
  .string()
  .min(AUTH.minPasswordLength, AUTH_TEXTS.passwordTooShort)
  .max(72, 'Password must be at most 72 characters long');

const name = (label: string) =>
  z.string().trim().min(1, `Please enter your ${label}`).max(100, `Your ${label} is too long`);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

/** A one-time email code or an authenticator code: six digits. */
export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type CodeInput = z.infer<typeof codeSchema>;

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const nameSchema = z.object({ firstName: name('first name'), lastName: name('last name') });
export type NameInput = z.infer<typeof nameSchema>;

export const factorNameSchema = z.object({
  friendlyName: z.string().trim().min(1, 'Give this authenticator a name').max(60, 'That name is too long'),
});
export type FactorNameInput = z.infer<typeof factorNameSchema>;

/** The /verify form: the emailed code and the address it was sent to. */
export const verifyCodeSchema = codeSchema.extend({ email });
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>;
