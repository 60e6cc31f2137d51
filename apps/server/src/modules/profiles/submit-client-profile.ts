import { incompleteProfileMessage } from '@reelhire/shared/profile-gaps';
import { type ClientProfile } from '@reelhire/shared/client-profile';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/profiles.ts';
import { HttpError } from '../../http/errors.ts';
import { getClientProfile } from './get-client-profile.ts';

export interface SubmitClientProfileOptions {
  db: Db;
  user: User;
}

/** The client preview's "Submit": a complete profile gets `setup` true; otherwise 400 with what is missing. */
export async function submitClientProfile({ db, user }: SubmitClientProfileOptions): Promise<ClientProfile> {
  await db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.userId, user.id)).for('update');
    const profile = await getClientProfile({ db: tx, user });
    if (profile.missing.length > 0) {
      throw new HttpError(400, incompleteProfileMessage(profile.missing), { missing: profile.missing });
    }
    if (!profile.setup) {
      await tx.update(clients).set({ setup: true, updatedAt: new Date() }).where(eq(clients.userId, user.id));
    }
  });
  return getClientProfile({ db, user });
}
