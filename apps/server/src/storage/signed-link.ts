import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FileVariant } from '@reelhire/shared/file-records';

/**
 * Files are read only through links that carry an HMAC over the file, the variant and an expiry time, so
 * a link can be shared with a browser (an <img>, a download) without any session, and stops working when
 * it expires. The key is derived from JWT_SECRET for this one purpose, so a file link can never be
 * mistaken for anything else signed with that secret.
 */

const keys = new Map<string, Buffer>();

function linkKey(jwtSecret: string): Buffer {
  let key = keys.get(jwtSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', jwtSecret, 'reelhire', 'file-links', 32));
    keys.set(jwtSecret, key);
  }
  return key;
}

export interface FileLinkClaims {
  fileId: string;
  variant: FileVariant;
  /** Unix time in seconds after which the link is refused. */
  expires: number;
}

export function fileLinkSignature(jwtSecret: string, { fileId, variant, expires }: FileLinkClaims): string {
  return createHmac('sha256', linkKey(jwtSecret))
    .update(`${fileId}\n${variant}\n${expires}`)
    .digest('base64url');
}

export interface SignedFileLinkOptions extends FileLinkClaims {
  jwtSecret: string;
  /**
   * PUBLIC_URL, for a link that must work outside the site (an email). Without it the link is relative
   * (`/api/files/…`): pages load it from whichever address they were opened at, which CSP `img-src 'self'`
   * allows, where an absolute PUBLIC_URL link is blocked on any other host name (decision 0022).
   */
  publicUrl?: string;
}

export function signedFileLink({ jwtSecret, publicUrl = '', ...claims }: SignedFileLinkOptions): string {
  const query = new URLSearchParams({
    variant: claims.variant,
    expires: String(claims.expires),
    signature: fileLinkSignature(jwtSecret, claims),
  });
  return `${publicUrl}/api/files/${encodeURIComponent(claims.fileId)}?${query}`;
}

export type FileLinkVerdict = 'valid' | 'expired' | 'invalid';

export interface VerifyFileLinkOptions {
  jwtSecret: string;
  fileId: string;
  variant: string | undefined;
  expires: string | undefined;
  signature: string | undefined;
  now?: Date;
}

/** The signature is checked before the expiry, so a link with an edited expiry is 'invalid', not 'expired'. */
export function verifyFileLink({
  jwtSecret,
  fileId,
  variant,
  expires,
  signature,
  now = new Date(),
}: VerifyFileLinkOptions): FileLinkVerdict {
  if (variant !== 'original' && variant !== 'thumbnail') return 'invalid';
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return 'invalid';
  const expected = Buffer.from(fileLinkSignature(jwtSecret, { fileId, variant, expires: Number(expires) }));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
}
