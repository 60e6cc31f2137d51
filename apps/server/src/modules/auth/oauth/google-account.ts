import { splitFullName } from '@reelhire/shared/google-callback';
import { isUserType } from '@reelhire/shared/user-type';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { identities, users } from '../../../db/schema/auth.ts';
import type { GoogleIdentity } from './google-provider.ts';

export type GoogleAccountResult =
  { kind: 'signed-in'; userId: string; created: boolean; linked: boolean } | { kind: 'email-conflict' };

export interface FindOrCreateGoogleAccountOptions {
  db: Db;
  identity: GoogleIdentity & { email: string };
  /** The `user_type` the browser asked for (from redirect_to), applied to a new account only. */
  requestedUserType: string | null;
  now?: Date;
}

/**
 * The account a verified Google identity signs in to:
 * - the account that already has this Google identity (`sub`);
 * - else the account with the same email, if that email is confirmed: Google vouches for the address
 *   and so did our confirmation, so both are the same person and the identity is linked (as GoTrue
 *   does). An account whose email was never confirmed may belong to someone who merely typed the
 *   address, so nothing is linked to it: `email-conflict`;
 * - else a new account, email confirmed, with the profile from the ID token.
 */
export async function findOrCreateGoogleAccount({
  db,
  identity,
  requestedUserType,
  now = new Date(),
}: FindOrCreateGoogleAccountOptions): Promise<GoogleAccountResult> {
  const identityData = {
    iss: identity.issuer,
    sub: identity.sub,
    provider_id: identity.sub,
    email: identity.email,
    email_verified: identity.emailVerified,
    ...(identity.name ? { name: identity.name, full_name: identity.name } : {}),
    ...(identity.picture ? { avatar_url: identity.picture, picture: identity.picture } : {}),
  };

  return db.transaction(async (tx) => {
    const [known] = await tx
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'google'), eq(identities.providerId, identity.sub)));
    if (known) {
      await tx
        .update(identities)
        .set({ identityData, lastSignInAt: now, updatedAt: now })
        .where(eq(identities.id, known.id));
      return { kind: 'signed-in', userId: known.userId, created: false, linked: false };
    }

    const [existing] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${identity.email}`)
      .for('update');
    if (existing) {
      if (!existing.emailConfirmedAt) return { kind: 'email-conflict' };
      await tx.insert(identities).values({
        userId: existing.id,
        provider: 'google',
        providerId: identity.sub,
        identityData,
        lastSignInAt: now,
        createdAt: now,
        updatedAt: now,
      });
      const providers = Array.isArray(existing.appMetadata.providers)
        ? (existing.appMetadata.providers as unknown[]).filter((p): p is string => typeof p === 'string')
        : [];
      await tx
        .update(users)
        .set({
          appMetadata: {
            ...existing.appMetadata,
            provider: existing.appMetadata.provider ?? 'email',
            providers: [...new Set([...providers, 'google'])],
          },
          updatedAt: now,
        })
        .where(eq(users.id, existing.id));
      return { kind: 'signed-in', userId: existing.id, created: false, linked: true };
    }

    // Nobody makes themselves an admin through a URL.
    const userType =
      isUserType(requestedUserType) && requestedUserType !== 'admin' ? requestedUserType : undefined;
    const { firstName, lastName } = splitFullName(identity.name);
    const [created] = await tx
      .insert(users)
      .values({
        email: identity.email,
        encryptedPassword: null,
        emailConfirmedAt: now,
        userMetadata: {
          ...identityData,
          ...(userType ? { user_type: userType, first_name: firstName, last_name: lastName } : {}),
        },
        appMetadata: { provider: 'google', providers: ['google'] },
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    await tx.insert(identities).values({
      userId: created!.id,
      provider: 'google',
      providerId: identity.sub,
      identityData,
      lastSignInAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return { kind: 'signed-in', userId: created!.id, created: true, linked: false };
  });
}
