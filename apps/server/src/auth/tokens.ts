import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { badJwt } from './auth-error.ts';

/** Access tokens live an hour (GoTrue's default); the session behind them can be revoked at any time. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const JWT_AUDIENCE = 'authenticated';

export interface AccessTokenClaims {
  sub: string;
  session_id: string;
  email: string;
  role: 'authenticated';
  aal: 'aal1' | 'aal2';
  amr: { method: string; timestamp: number }[];
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
  is_anonymous: false;
  exp: number;
  iat: number;
}

export interface SignAccessTokenOptions {
  secret: string;
  issuer: string;
  claims: Omit<AccessTokenClaims, 'exp' | 'iat' | 'role' | 'is_anonymous'>;
  now?: Date;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken({ secret, issuer, claims, now = new Date() }: SignAccessTokenOptions) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ ...claims, role: 'authenticated', is_anonymous: false })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(JWT_AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key(secret));
  return { token, expiresAt: exp };
}

// Decision 0071: every signed-in request verifies its token, and handing jose the secret's bytes imported it
// into WebCrypto anew each time; the imported key is kept per secret (there is one per server).
type VerifyKey = ReturnType<typeof crypto.subtle.importKey>;
const verifyKeys = new Map<string, VerifyKey>();
function verifyKey(secret: string): VerifyKey {
  let imported = verifyKeys.get(secret);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', key(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verifyKeys.set(secret, imported);
  }
  return imported;
}

/**
 * Tokens already verified, per secret and issuer, with their claims: a browser sends the same access token
 * with every call for its hour, and verifying its signature again (Web Crypto's HMAC, asynchronous) was a
 * tenth of a chat send's CPU (decision 0072). The signature and the issuer and audience belong to the
 * token's text, so a token that passed once passes again; only its expiry is checked on every use. The
 * session behind it is still read on every request (require-user.ts).
 */
const verified = new Map<string, Map<string, AccessTokenClaims>>();
/** Past this many remembered tokens (per secret and issuer), the oldest is forgotten as one is added. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Verifies signature, issuer, audience and expiry; the caller still checks the session is alive. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  issuer: string,
): Promise<AccessTokenClaims> {
  const scope = `${issuer}\n${secret}`;
  let known = verified.get(scope);
  if (!known) verified.set(scope, (known = new Map()));
  const remembered = known.get(token);
  if (remembered) {
    // As jose decides expiry, without clock tolerance: expired from the second `exp` on (none: never).
    if (!(remembered.exp <= Math.floor(Date.now() / 1000))) return remembered;
    known.delete(token);
    throw badJwt();
  }
  let claims: AccessTokenClaims;
  try {
    const { payload } = await jwtVerify(token, await verifyKey(secret), {
      issuer,
      audience: JWT_AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') throw badJwt();
    claims = payload as unknown as AccessTokenClaims;
  } catch {
    throw badJwt();
  }
  if (known.size >= VERIFIED_TOKENS_KEPT) known.delete(known.keys().next().value!);
  known.set(token, claims);
  return claims;
}

/** Opaque random tokens (refresh tokens, link tokens, auth codes); only their hash is stored. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
