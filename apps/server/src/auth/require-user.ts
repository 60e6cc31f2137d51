import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, users, type User } from '../db/schema/auth.ts';
import { AuthError, badJwt, notAuthenticated, sessionNotFound } from './auth-error.ts';
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
 * The signed-in user behind the request's bearer token: a valid signature is not enough, the session must
 * still be alive (sign-out and refresh-token reuse revoke it). Throws 401/403 AuthErrors otherwise.
 */
export async function requireUser(
  request: FastifyRequest,
  { db, secrets }: RequireUserOptions,
): Promise<AuthContext> {
  const accessToken = bearerToken(request);
  if (!accessToken) throw notAuthenticated();
  return authenticateAccessToken(accessToken, { db, secrets });
}

/** requireUser for a token that did not come in an HTTP header (the realtime handshake). */
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

/** The signed-in user, or undefined when the request carries no token at all (a bad token still fails). */
export async function optionalUser(request: FastifyRequest, options: RequireUserOptions) {
  return bearerToken(request) ? requireUser(request, options) : undefined;
}

/** Admin pages and data need an admin (SPEC section 6). */
export async function requireAdmin(
  request: FastifyRequest,
  options: RequireUserOptions,
): Promise<AuthContext> {
  const context = await requireUser(request, options);
  if (context.user.userMetadata.user_type !== 'admin') {
    throw new AuthError(403, 'not_admin', 'This needs an admin account');
  }
  return context;
}
