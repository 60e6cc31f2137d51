import { Readable } from 'node:stream';
import { hash } from '@node-rs/argon2';
import { toStoredVideoLink } from '@reelhire/shared/video-links';
import { sql } from 'drizzle-orm';
import type { UserType } from '@reelhire/shared/user-type';
import type { Db } from '../db/client.ts';
import { identities, users } from '../db/schema/auth.ts';
import { clients, filmmakerCredits, filmmakers } from '../db/schema/profiles.ts';
import { bookings } from '../db/schema/bookings.ts';
import { contracts, hiringEvents } from '../db/schema/hiring.ts';
import { supportRequests } from '../db/schema/support.ts';
import { identityVerificationEvents, identityVerifications } from '../db/schema/verification.ts';
import { uploadFile } from '../modules/files/upload-file.ts';
import type { StorageDriver } from '../storage/storage-driver.ts';
import {
  DEMO_ADMIN,
  DEMO_BOTH,
  DEMO_CLIENT,
  DEMO_FILMMAKER,
  DEMO_HIRING_EDITOR_EMAIL,
  DEMO_MORE_FILMMAKERS,
  DEMO_PASSWORD,
  DEMO_PENDING_VERIFICATION_EMAIL,
  type DemoClient,
  type DemoFilmmaker,
} from './demo-data.ts';
import { seedDemoConversation } from './demo-conversation.ts';
import { seedDemoHiring } from './demo-hiring.ts';
import { demoIdentityDocument, demoSelfie } from './demo-documents.ts';

export interface SeedResult {
  seeded: boolean;
  accounts: { role: UserType; email: string; password: string }[];
}

export interface SeedOptions {
  db: Db;
  /** Wipe every table first (`npm run seed -- --reset`). */
  reset?: boolean;
  /**
   * Where uploads go (the configured storage and its staging folder). With it, one unverified filmmaker
   * gets identity documents waiting for review, so /admin/verify has something to show.
   */
  files?: { storage: StorageDriver; tempDir: string };
}

/** Seeds the demo on an empty database; a database with any account is left alone unless reset. */
export async function seedDemo({ db, reset = false, files }: SeedOptions): Promise<SeedResult> {
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
      // Bookings keep their contracts and contracts their parties (restrict): they go first (a booking
      // takes its milestones and deliveries with it), then everything cascades from the users.
      await tx.delete(bookings);
      await tx.delete(contracts);
      await tx.delete(hiringEvents);
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
      return row!.id;
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
    const [clientRecord] = await tx
      .insert(clients)
      .values(clientRow(clientId, DEMO_CLIENT))
      .returning({ id: clients.id });

    const demoFilmmakers = new Map<
      string,
      { id: string; userId: string; crafts: string[]; city: string; country: string }
    >();
    for (const f of [DEMO_FILMMAKER, ...DEMO_MORE_FILMMAKERS]) {
      const userId = await createUser(f.email, f.firstName, f.lastName, 'filmmaker');
      const filmmakerId = await createFilmmaker(userId, f);
      demoFilmmakers.set(f.email, {
        id: filmmakerId,
        userId,
        crafts: f.crafts,
        city: f.city,
        country: f.country,
      });
      if (f === DEMO_FILMMAKER) {
        await seedDemoConversation(tx, {
          client: { userId: clientId, entityId: clientRecord!.id, name: DEMO_CLIENT.companyName },
          filmmaker: { userId, entityId: filmmakerId, name: `${f.firstName} ${f.lastName}` },
        });
      }
      if (files && f.email === DEMO_PENDING_VERIFICATION_EMAIL && !f.verified) {
        await seedPendingVerification(tx, files, userId);
      }
    }

    await seedDemoHiring(tx, {
      client: { id: clientRecord!.id, userId: clientId },
      maya: demoFilmmakers.get(DEMO_FILMMAKER.email)!,
      lena: demoFilmmakers.get(DEMO_HIRING_EDITOR_EMAIL)!,
    });

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

/**
 * Identity documents sent a day ago and waiting for an admin, through the same upload code as real files.
 * The objects are written outside the database transaction: should the seed fail after them, they stay
 * behind unreferenced, like any object whose row is gone (decision 0011).
 */
async function seedPendingVerification(
  db: Db,
  { storage, tempDir }: NonNullable<SeedOptions['files']>,
  userId: string,
): Promise<void> {
  const store = async (kind: 'identity_document' | 'selfie', fileName: string, data: Buffer) =>
    uploadFile({
      db,
      storage,
      tempDir,
      ownerId: userId,
      kind,
      file: { stream: Readable.from([data]), fileName, claimedType: 'image/png' },
    });
  const identityDocument = await store('identity_document', 'national-id.png', await demoIdentityDocument());
  const selfie = await store('selfie', 'selfie.png', await demoSelfie());
  const submittedAt = new Date(Date.now() - 24 * 3600 * 1000);
  const [verification] = await db
    .insert(identityVerifications)
    .values({
      userId,
      role: 'filmmaker',
      status: 'pending',
      documentType: 'national_id',
      identityDocumentFileId: identityDocument.id,
      selfieFileId: selfie.id,
      submittedAt,
    })
    .returning({ id: identityVerifications.id });
  await db.insert(identityVerificationEvents).values({
    verificationId: verification!.id,
    action: 'submitted',
    actorId: userId,
    createdAt: submittedAt,
  });
}
