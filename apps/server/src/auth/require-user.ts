import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { perDatabase } from '../db/batch-per-turn.ts';
import type { Db } from '../db/client.ts';
import { sessions, users, type User } from '../db/schema/auth.ts';
import { badJwt, sessionNotFound, userSuspended } from './auth-error.ts';
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
 * alive (sign-out and refresh-token reuse revoke it) and the account not suspended. Throws 403 AuthErrors
 * otherwise. HTTP routes ask through request.requireUser() (request-caller.ts); the realtime handshake
 * calls this directly. Decision 0064: this one indexed lookup per request (the session by primary key,
 * joined to its user) is what makes a suspension or a sign-out end every access token at once, however
 * long the JWT had left; it was already made for sign-out, so suspension costs nothing more.
 */
export async function authenticateAccessToken(
  accessToken: string,
  { db, secrets }: RequireUserOptions,
): Promise<AuthContext> {
  const claims = await verifyAccessToken(accessToken, secrets.jwtSecret, secrets.issuer);
  const row = await findSession(db, claims.session_id);
  if (!row) throw sessionNotFound();
  if (row.user.id !== claims.sub) throw badJwt();
  // Before the revoked check: a suspension revokes the sessions too, and the page should say why.
  if (row.user.suspendedAt) throw userSuspended();
  if (row.session.revokedAt) throw sessionNotFound();
  return { user: row.user, session: row.session, claims, accessToken };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SessionRow = { session: typeof sessions.$inferSelect; user: User };

/**
 * The lookups of one event-loop turn share one query (batch-per-turn.ts): under load (a chat send is one
 * request each) a round trip per request cost more than the rest of the request (decision 0072). Each
 * lookup is still made after its request arrived, so a sign-out or suspension committed before it is seen.
 */
const findSession = perDatabase<string, SessionRow | undefined>((db) => {
  // Built once per database: composing this select of two whole rows cost as much as running it.
  const query = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('find_sessions');
  return {
    async run(ids) {
      // A session id that is no UUID (only a token signed with our secret could carry one) names no
      // session, and must not fail the other lookups of its batch as a query error.
      const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
      if (wanted.length === 0) return ids.map(() => undefined);
      // A PostgreSQL array literal: every element is a UUID, so none needs quoting.
      const rows = await query.execute({ ids: `{${wanted.join(',')}}` });
      const byId = new Map(rows.map((row) => [row.session.id, row]));
      // Each request its own copy: no request sees what another did to its rows.
      return ids.map((id) => {
        const row = byId.get(id);
        return row && { session: { ...row.session }, user: { ...row.user } };
      });
    },
  };
});
