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

/** Verifies signature, issuer, audience and expiry; the caller still checks the session is alive. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  issuer: string,
): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer,
      audience: JWT_AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') throw badJwt();
    return payload as unknown as AccessTokenClaims;
  } catch {
    throw badJwt();
  }
}

/** Opaque random tokens (refresh tokens, link tokens, auth codes); only their hash is stored. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
