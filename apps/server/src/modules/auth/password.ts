import { hash, verify } from '@node-rs/argon2';
import { AUTH } from '@reelhire/shared/constants';
import { AUTH_TEXTS } from '@reelhire/shared/auth-texts';
import { MAX_PASSWORD_LENGTH } from '@reelhire/shared/auth-api';
import { AuthError } from '../../auth/auth-error.ts';

/** argon2id with the library's defaults (decision 0003). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash. Without a hash (unknown email, Google-only account) a
 * dummy hash is checked anyway, so the answer takes as long either way and does not reveal accounts.
 */
export async function passwordMatches(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hash('reelhire-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** docs/product.md §5 and §9: at least 6 characters, in GoTrue's `weak_password` shape; at most 72. */
export function assertPasswordAllowed(password: string): void {
  if (password.length < AUTH.minPasswordLength) {
    throw new AuthError(422, 'weak_password', AUTH_TEXTS.passwordTooShort, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'validation_failed',
      `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
    );
  }
}
