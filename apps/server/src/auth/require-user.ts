import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, users, type User } from '../db/schema/auth.ts';
import { badJwt, sessionNotFound } from './auth-error.ts';
import type { AuthSecrets } from './auth-secrets.ts';
import { verifyAccessToken, type AccessTokenClaims } from './tokens.ts';

export interface AuthContext {
  user: User;
  session: typeof sessions.$inferSelect;
  claims: AccessTokenClaims;
  accessToken: string;
}

export interface RequireUserOptions {
  db: Db;
  secrets: AuthSecrets;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * The signed-in user behind an access token: a valid signature is not enough, the session must still be
 * alive (sign-out and refresh-token reuse revoke it). Throws 403 AuthErrors otherwise. HTTP routes ask
 * through request.requireUser() (request-caller.ts); the realtime handshake calls this directly.
 */
export async function authenticateAccessToken(
  accessToken: string,
  { db, secrets }: RequireUserOptions,
): Promise<AuthContext> {
  const claims = await verifyAccessToken(accessToken, secrets.jwtSecret, secrets.issuer);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.session_id), isNull(sessions.revokedAt)));
  if (!row) throw sessionNotFound();
  if (row.user.id !== claims.sub) throw badJwt();
  return { user: row.user, session: row.session, claims, accessToken };
}
