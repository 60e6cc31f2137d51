import { clientProfileGaps } from '@reelhire/shared/profile-gaps';
import { type ClientProfile } from '@reelhire/shared/client-profile';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/profiles.ts';
import { assertClientAccount } from './profile-access.ts';
import { fileRef } from './profile-file-links.ts';

export interface GetClientProfileOptions {
  db: Db;
  user: User;
}

/** The signed-in client's own profile, draft or set up, with what submitting still needs. */
export async function getClientProfile({ db, user }: GetClientProfileOptions): Promise<ClientProfile> {
  assertClientAccount(user);
  const [row] = await db.select().from(clients).where(eq(clients.userId, user.id));
  if (!row) {
    return withGaps({
      id: null,
      user_id: user.id,
      company_name: '',
      client_kind: null,
      industry: null,
      website: null,
      logo: null,
      city: null,
      country: null,
      about: null,
      verified: false,
      setup: false,
      updated_at: null,
    });
  }
  return withGaps({
    id: row.id,
    user_id: row.userId,
    company_name: row.companyName,
    client_kind: row.clientKind,
    industry: row.industry,
    website: row.website,
    logo: row.logoFileId ? fileRef(row.logoFileId) : null,
    city: row.city,
    country: row.country,
    about: row.about,
    verified: row.verified,
    setup: row.setup,
    updated_at: row.updatedAt.toISOString(),
  });
}

function withGaps(profile: Omit<ClientProfile, 'missing'>): ClientProfile {
  return { ...profile, missing: clientProfileGaps(profile) };
}
