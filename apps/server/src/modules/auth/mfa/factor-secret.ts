import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from JWT_SECRET, so a copy of the
 * database alone does not let anyone mint second-factor codes. The factor and user ids are bound in as
 * additional data, so a ciphertext copied onto another factor's row does not decrypt.
 * Stored as `v1.<iv>.<ciphertext+tag>` (base64url); the version leaves room for a key rotation later.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'reelhire-mfa', 'totp-secret-encryption-v1', 32));
}

const additionalData = (factorId: string, userId: string) => Buffer.from(`mfa_factor:${factorId}:${userId}`);

export interface FactorSecretBinding {
  jwtSecret: string;
  factorId: string;
  userId: string;
}

export function encryptFactorSecret(secret: string, { jwtSecret, factorId, userId }: FactorSecretBinding) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(jwtSecret), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(factorId, userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** Throws when the value was not sealed for this factor with this key (e.g. JWT_SECRET was changed). */
export function decryptFactorSecret(stored: string, { jwtSecret, factorId, userId }: FactorSecretBinding) {
  const [version, ivText, sealedText] = stored.split('.');
  if (version !== VERSION || !ivText || !sealedText) throw new Error('unknown factor secret format');
  const sealed = Buffer.from(sealedText, 'base64url');
  if (sealed.length <= TAG_BYTES) throw new Error('factor secret is truncated');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(jwtSecret), Buffer.from(ivText, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(additionalData(factorId, userId));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
