import { hashToken, randomToken } from '../../auth/tokens.ts';

/**
 * A claim link's secret: 32 random bytes as base64url. Only its SHA-256 is stored, so a database leak
 * hands out no usable links; a plain hash is enough because 256 random bits cannot be guessed.
 */
export function newClaimToken(): { token: string; tokenHash: string } {
  const token = randomToken(32);
  return { token, tokenHash: claimTokenHash(token) };
}

export function claimTokenHash(token: string): string {
  return hashToken(token);
}
