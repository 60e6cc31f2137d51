import { hash } from '@node-rs/argon2';
import { toStoredVideoLink } from '@reelhire/shared/video-links';
import { sql } from 'drizzle-orm';
import type { UserType } from '@reelhire/shared/user-type';
import type { Db } from '../db/client.ts';
import { identities, users } from '../db/schema/auth.ts';
import { clients, filmmakerCredits, filmmakers } from '../db/schema/profiles.ts';
import { supportRequests } from '../db/schema/support.ts';
import {
  DEMO_ADMIN,
  DEMO_BOTH,
  DEMO_CLIENT,
  DEMO_FILMMAKER,
  DEMO_MORE_FILMMAKERS,
  DEMO_PASSWORD,
  type DemoClient,
  type DemoFilmmaker,
} from './demo-data.ts';

export interface SeedResult {
  seeded: boolean;
  accounts: { role: UserType; email: string; password: string }[];
}

export interface SeedOptions {
  db: Db;
  /** Wipe every table first (`npm run seed -- --reset`). */
  reset?: boolean;
}

/** Seeds the demo on an empty database; a database with any account is left alone unless reset. */
export async function seedDemo({ db, reset = false }: SeedOptions): Promise<SeedResult> {
  const accounts: SeedResult['accounts'] = [
    { role: 'admin', email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
    { role: 'client', email: DEMO_CLIENT.email, password: DEMO_PASSWORD },
    { role: 'filmmaker', email: DEMO_FILMMAKER.email, password: DEMO_PASSWORD },
    { role: 'both', email: DEMO_BOTH.filmmaker.email, password: DEMO_PASSWORD },
  ];
  const passwordHash = await hash(DEMO_PASSWORD);

  const seeded = await db.transaction(async (tx) => {
    if (reset) {
      await tx.delete(supportRequests);
      await tx.delete(users);
    } else {
      const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
      if (count > 0) return false;
    }

    const createUser = async (email: string, firstName: string, lastName: string, userType: UserType) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          encryptedPassword: passwordHash,
          emailConfirmedAt: new Date(),
          userMetadata: { user_type: userType, first_name: firstName, last_name: lastName },
          appMetadata: { provider: 'email', providers: ['email'] },
        })
        .returning({ id: users.id });
      await tx.insert(identities).values({
        userId: user!.id,
        provider: 'email',
        providerId: user!.id,
        identityData: { sub: user!.id, email, email_verified: true },
      });
      return user!.id;
    };
    const filmmakerRow = (userId: string, f: DemoFilmmaker) => ({
      userId,
      username: f.username,
      firstName: f.firstName,
      lastName: f.lastName,
      headline: f.headline,
      bio: f.bio,
      city: f.city,
      country: f.country,
      crafts: f.crafts,
      yearsExperience: f.yearsExperience,
      dayRateMinor: f.dayRateMinor,
      halfDayRateMinor: f.halfDayRateMinor,
      currency: f.currency,
      equipment: f.equipment,
      languages: f.languages,
      travelRadiusKm: f.travelRadiusKm,
      availability: f.availability,
      availableFrom: f.availableFrom,
      showreel: toStoredVideoLink(f.showreelUrl),
      workLinks: f.workLinks.map((link) => ({ ...toStoredVideoLink(link.url), title: link.title })),
      verified: f.verified,
      setup: true,
    });
    const createFilmmaker = async (userId: string, f: DemoFilmmaker) => {
      const [row] = await tx
        .insert(filmmakers)
        .values(filmmakerRow(userId, f))
        .returning({ id: filmmakers.id });
      if (f.credits.length > 0) {
        await tx
          .insert(filmmakerCredits)
          .values(f.credits.map((credit, position) => ({ filmmakerId: row!.id, position, ...credit })));
      }
    };
    const clientRow = (userId: string, c: DemoClient) => ({
      userId,
      companyName: c.companyName,
      clientKind: c.clientKind,
      industry: c.industry,
      website: c.website,
      city: c.city,
      country: c.country,
      about: c.about,
      verified: true,
      setup: true,
    });

    await createUser(DEMO_ADMIN.email, DEMO_ADMIN.firstName, DEMO_ADMIN.lastName, 'admin');
    const clientId = await createUser(
      DEMO_CLIENT.email,
      DEMO_CLIENT.firstName,
      DEMO_CLIENT.lastName,
      'client',
    );
    await tx.insert(clients).values(clientRow(clientId, DEMO_CLIENT));

    for (const f of [DEMO_FILMMAKER, ...DEMO_MORE_FILMMAKERS]) {
      const userId = await createUser(f.email, f.firstName, f.lastName, 'filmmaker');
      await createFilmmaker(userId, f);
    }

    const bothId = await createUser(
      DEMO_BOTH.filmmaker.email,
      DEMO_BOTH.filmmaker.firstName,
      DEMO_BOTH.filmmaker.lastName,
      'both',
    );
    await createFilmmaker(bothId, DEMO_BOTH.filmmaker);
    await tx.insert(clients).values(clientRow(bothId, DEMO_BOTH.client));
    return true;
  });

  return { seeded, accounts };
}
