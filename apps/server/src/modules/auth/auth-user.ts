import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identities, mfaFactors, users, type User } from '../../db/schema/auth.ts';

type IdentityRow = typeof identities.$inferSelect;
type FactorRow = typeof mfaFactors.$inferSelect;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

/** The user object exactly as GoTrue returns it, which @supabase/auth-js keeps in the session. */
export function toAuthUser(user: User, userIdentities: IdentityRow[], factors: FactorRow[]) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: userIdentities.map((identity) => ({
      identity_id: identity.id,
      id: identity.providerId,
      user_id: identity.userId,
      identity_data: identity.identityData,
      provider: identity.provider,
      email: typeof identity.identityData.email === 'string' ? identity.identityData.email : user.email,
      last_sign_in_at: iso(identity.lastSignInAt),
      created_at: iso(identity.createdAt),
      updated_at: iso(identity.updatedAt),
    })),
    factors: factors.map((factor) => ({
      id: factor.id,
      friendly_name: factor.friendlyName ?? undefined,
      factor_type: factor.factorType,
      status: factor.status,
      created_at: iso(factor.createdAt),
      updated_at: iso(factor.updatedAt),
    })),
    created_at: iso(user.createdAt)!,
    updated_at: iso(user.updatedAt)!,
    is_anonymous: false,
  };
}
export type AuthUser = ReturnType<typeof toAuthUser>;

/** Loads a user with identities and factors and serialises it. */
export async function loadAuthUser(db: Db, userId: string): Promise<AuthUser | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const [userIdentities, factors] = await Promise.all([
    db.select().from(identities).where(eq(identities.userId, userId)),
    db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)),
  ]);
  return toAuthUser(user, userIdentities, factors);
}
