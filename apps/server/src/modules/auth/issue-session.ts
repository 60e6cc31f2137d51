import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema/auth.ts';
import { loadAuthUser, type AuthUser } from './auth-user.ts';
import { ACCESS_TOKEN_TTL_SECONDS, hashToken, randomToken, signAccessToken } from '../../auth/tokens.ts';
import type { AuthSecrets } from '../../auth/auth-secrets.ts';
import { userSuspended } from '../../auth/auth-error.ts';

/** The session response body of GoTrue (`/token`, `/verify`, `/factors/{id}/verify`). */
export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

export interface SignInOptions {
  db: Db;
  secrets: AuthSecrets;
  userId: string;
  /** How the user proved who they are: 'password', 'otp', 'oauth', 'recovery'... (JWT `amr`). */
  method: string;
  ip?: string | undefined;
  userAgent?: string | undefined;
  now?: Date;
}

/**
 * Starts a new session for a user who just proved who they are, and answers with its tokens. Every way
 * in (password, code, link, Google) ends here, so a suspended account is refused here once (decision 0064).
 */
export async function signIn({
  db,
  secrets,
  userId,
  method,
  ip,
  userAgent,
  now = new Date(),
}: SignInOptions) {
  const refreshToken = randomToken();
  const session = await db.transaction(async (tx) => {
    // Locked, so a suspension that commits meanwhile cannot leave a session behind it.
    const [account] = await tx
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (account?.suspendedAt) throw userSuspended();
    const [created] = await tx
      .insert(sessions)
      .values({ userId, amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }], ip, userAgent })
      .returning();
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: hashToken(refreshToken), sessionId: created!.id, userId });
    await tx.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
    return created!;
  });
  return sessionResponse({ db, secrets, session, refreshToken, now });
}

export interface SessionResponseOptions {
  db: Db;
  secrets: AuthSecrets;
  session: typeof sessions.$inferSelect;
  refreshToken: string;
  now?: Date;
}

/** Signs a fresh access token for a live session and wraps it with the refresh token and the user. */
export async function sessionResponse({
  db,
  secrets,
  session,
  refreshToken,
  now = new Date(),
}: SessionResponseOptions): Promise<SessionResponse> {
  const user = await loadAuthUser(db, session.userId);
  if (!user) throw new Error(`session ${session.id} has no user`);
  const { token, expiresAt } = await signAccessToken({
    secret: secrets.jwtSecret,
    issuer: secrets.issuer,
    now,
    claims: {
      sub: user.id,
      session_id: session.id,
      email: user.email,
      aal: session.aal === 'aal2' ? 'aal2' : 'aal1',
      amr: session.amr,
      user_metadata: user.user_metadata,
      app_metadata: user.app_metadata,
    },
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}
