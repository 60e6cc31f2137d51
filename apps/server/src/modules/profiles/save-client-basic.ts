import type { ClientBasic, ClientProfile } from '@reelhire/shared/client-profile';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/profiles.ts';
import { getClientProfile } from './get-client-profile.ts';
import { refuseGapsInLiveProfile } from './live-profile-gaps.ts';
import { assertClientAccount } from './profile-access.ts';
import { assertOwnProfileFiles } from './profile-files.ts';

export interface SaveClientBasicOptions {
  db: Db;
  user: User;
  /** Parsed with the shared clientBasicSchema. */
  input: ClientBasic;
}

/**
 * The client's setup step, saved as a draft (the record is created on the first save). Only client and
 * 'both' accounts have one. A profile that is already set up must stay complete.
 */
export async function saveClientBasic({ db, user, input }: SaveClientBasicOptions): Promise<ClientProfile> {
  assertClientAccount(user);
  await assertOwnProfileFiles({
    db,
    userId: user.id,
    fields: [
      {
        field: 'logo_file_id',
        ids: input.logo_file_id ? [input.logo_file_id] : [],
        kinds: ['company_logo', 'avatar'],
        label: 'a logo',
      },
    ],
  });
  const values = {
    companyName: input.company_name ?? '',
    clientKind: input.client_kind,
    industry: input.industry,
    website: input.website,
    logoFileId: input.logo_file_id,
    city: input.city,
    country: input.country,
    about: input.about,
  };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: clients.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning({ setup: clients.setup });
    if (row!.setup) refuseGapsInLiveProfile((await getClientProfile({ db: tx, user })).missing);
  });
  return getClientProfile({ db, user });
}
