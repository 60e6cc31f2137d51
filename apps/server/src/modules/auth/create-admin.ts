import { MAX_PASSWORD_LENGTH } from '@reelhire/shared/auth-api';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { identities, users } from '../../db/schema/auth.ts';
import { findUserByEmail } from './find-user.ts';
import { hashPassword } from './password.ts';

/**
 * An admin's password is longer than the 6 characters SPEC allows everyone else: the account can see and
 * change every other one (decision 0054).
 */
export const ADMIN_MIN_PASSWORD_LENGTH = 12;

export class CreateAdminRefused extends Error {}

export interface CreateAdminOptions {
  db: Db;
  email: string;
  password: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** Add an admin although one exists already (the command's `--another`). */
  allowAnother?: boolean;
  now?: Date;
}

/**
 * The first admin of a real installation (`npm run create-admin`, decision 0054): production never seeds
 * the demo, whose admin password is public. Refuses when an admin exists (unless told to add another) or
 * the address is taken; never makes an existing account an admin.
 */
export async function createAdmin({
  db,
  email,
  password,
  firstName = 'Admin',
  lastName = '',
  allowAnother = false,
  now = new Date(),
}: CreateAdminOptions): Promise<{ id: string; email: string }> {
  const address = z.email().max(254).safeParse(email.trim().toLowerCase());
  if (!address.success) throw new CreateAdminRefused(`"${email}" is not an email address`);
  if (password.length < ADMIN_MIN_PASSWORD_LENGTH) {
    throw new CreateAdminRefused(`the password must be at least ${ADMIN_MIN_PASSWORD_LENGTH} characters`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new CreateAdminRefused(`the password must be at most ${MAX_PASSWORD_LENGTH} characters`);
  }
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    // One at a time: two runs at once must not both see "no admin yet".
    await tx.execute(sql`lock table ${users} in share row exclusive mode`);
    const [{ admins } = { admins: 0 }] = await tx
      .select({ admins: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.userMetadata}->>'user_type' = 'admin'`);
    if (admins > 0 && !allowAnother) {
      throw new CreateAdminRefused(`an admin exists already (${admins}); pass --another to add one more`);
    }
    if (await findUserByEmail(tx, address.data)) {
      throw new CreateAdminRefused(`an account with ${address.data} exists already`);
    }
    const [created] = await tx
      .insert(users)
      .values({
        email: address.data,
        encryptedPassword: passwordHash,
        // The operator typed the address themselves; there is nobody to send a confirmation to yet.
        emailConfirmedAt: now,
        userMetadata: { user_type: 'admin', first_name: firstName, last_name: lastName },
        appMetadata: { provider: 'email', providers: ['email'] },
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    await tx.insert(identities).values({
      userId: created!.id,
      provider: 'email',
      providerId: created!.id,
      identityData: { sub: created!.id, email: address.data, email_verified: true },
      createdAt: now,
      updatedAt: now,
    });
    return { id: created!.id, email: address.data };
  });
}
