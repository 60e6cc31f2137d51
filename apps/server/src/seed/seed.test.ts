import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/auth.ts';
import { bookingMilestones, bookings } from '../db/schema/bookings.ts';
import { contracts, offers, projects } from '../db/schema/hiring.ts';
import { clients, filmmakers } from '../db/schema/profiles.ts';
import { files } from '../db/schema/files.ts';
import { supportRequests } from '../db/schema/support.ts';
import { identityVerificationEvents, identityVerifications } from '../db/schema/verification.ts';
import { createLocalDiskStorage } from '../storage/local-disk-storage.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import {
  getClientHiringActions,
  getFilmmakerHiringActions,
} from '../modules/dashboard/get-hiring-actions.ts';
import { getClientProfile } from '../modules/profiles/get-client-profile.ts';
import { getFilmmakerProfile } from '../modules/profiles/get-filmmaker-profile.ts';
import { DEMO_MORE_FILMMAKERS, DEMO_PASSWORD, DEMO_PENDING_VERIFICATION_EMAIL } from './demo-data.ts';
import { seedDemo } from './seed.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database?.close();
});

async function counts() {
  const { db } = database;
  const count = async (table: typeof users | typeof filmmakers | typeof clients | typeof supportRequests) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row!.n;
  };
  return {
    users: await count(users),
    filmmakers: await count(filmmakers),
    clients: await count(clients),
    supportRequests: await count(supportRequests),
  };
}

async function accountByEmail(email: string) {
  const { db } = database;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return undefined;
  const [filmmaker] = await db.select().from(filmmakers).where(eq(filmmakers.userId, user.id));
  const [client] = await db.select().from(clients).where(eq(clients.userId, user.id));
  return { user, filmmaker, client };
}

describe('seedDemo', () => {
  test('seeds an admin, a client, a filmmaker and a both account on an empty database', async () => {
    const result = await seedDemo({ db: database.db });
    expect(result.seeded).toBe(true);
    expect(result.accounts.map((a) => a.role).sort()).toEqual(['admin', 'both', 'client', 'filmmaker']);

    for (const account of result.accounts) {
      const stored = await accountByEmail(account.email);
      expect(stored, account.email).toBeDefined();
      const { user, filmmaker, client } = stored!;
      expect(user.userMetadata).toMatchObject({ user_type: account.role });
      expect(user.userMetadata.first_name).toEqual(expect.any(String));
      expect(user.emailConfirmedAt).toBeInstanceOf(Date);
      // The password the result reports really signs in.
      expect(account.password).toBe(DEMO_PASSWORD);
      expect(await verify(user.encryptedPassword!, account.password)).toBe(true);

      switch (account.role) {
        case 'admin':
          expect(filmmaker).toBeUndefined();
          expect(client).toBeUndefined();
          break;
        case 'client':
          expect(filmmaker).toBeUndefined();
          expect(client).toMatchObject({ setup: true, verified: true });
          break;
        case 'filmmaker':
          expect(client).toBeUndefined();
          expect(filmmaker).toMatchObject({ setup: true, verified: true });
          break;
        case 'both':
          expect(filmmaker).toMatchObject({ setup: true });
          expect(client).toMatchObject({ setup: true });
          break;
      }
    }

    // A handful more filmmakers, all set up, so that talent browsing has something to show.
    const c = await counts();
    expect(c.filmmakers).toBeGreaterThan(2);
    expect(await database.db.select().from(filmmakers).where(eq(filmmakers.setup, false))).toEqual([]);
    expect(c.users).toBe(c.filmmakers + 2); // + admin and client; 'both' has one user and both records
    expect(c.clients).toBe(2);
  });

  test('every demo profile is complete by the same rules a real one is submitted under', async () => {
    await seedDemo({ db: database.db });
    const { db } = database;
    for (const user of await db.select().from(users)) {
      const type = user.userMetadata.user_type;
      if (type === 'filmmaker' || type === 'both') {
        const profile = await getFilmmakerProfile({ db, user });
        expect(profile.missing, user.email).toEqual([]);
        expect(profile.credits.length, user.email).toBeGreaterThan(0);
        expect(profile.showreel?.embed_url, user.email).toMatch(
          /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//,
        );
      }
      if (type === 'client' || type === 'both') {
        expect((await getClientProfile({ db, user })).missing, user.email).toEqual([]);
      }
    }
  });

  test('leaves a database that already has accounts alone', async () => {
    expect((await seedDemo({ db: database.db })).seeded).toBe(true);
    const before = await counts();
    const again = await seedDemo({ db: database.db });
    expect(again.seeded).toBe(false);
    expect(await counts()).toEqual(before);
  });

  test('does not seed over an account someone created', async () => {
    await database.db.insert(users).values({ email: 'someone@example.com' });
    expect((await seedDemo({ db: database.db })).seeded).toBe(false);
    expect((await counts()).users).toBe(1);
  });

  test('reset rebuilds the demo from scratch and wipes support requests', async () => {
    await seedDemo({ db: database.db });
    const seeded = await counts();
    const { user: adminBefore } = (await accountByEmail('admin@reelhire.test'))!;
    await database.db.insert(users).values({ email: 'extra@example.com' });
    await database.db
      .insert(supportRequests)
      .values({ name: 'Ann', email: 'ann@example.com', topic: 'other', message: 'Please call me back.' });

    const result = await seedDemo({ db: database.db, reset: true });
    expect(result.seeded).toBe(true);
    expect(await counts()).toEqual({ ...seeded, supportRequests: 0 });
    expect(await accountByEmail('extra@example.com')).toBeUndefined();
    const { user: adminAfter } = (await accountByEmail('admin@reelhire.test'))!;
    expect(adminAfter.id).not.toBe(adminBefore.id);
  });

  describe('with file storage', () => {
    let dataDir: string;
    beforeEach(() => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-seed-'));
    });
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
    const withFiles = () => ({
      storage: createLocalDiskStorage({ root: path.join(dataDir, 'uploads') }),
      tempDir: path.join(dataDir, 'tmp'),
    });

    test('an unverified filmmaker has identity documents waiting for review', async () => {
      const pendingFilmmaker = DEMO_MORE_FILMMAKERS.find((f) => f.email === DEMO_PENDING_VERIFICATION_EMAIL);
      expect(pendingFilmmaker).toMatchObject({ verified: false });

      const { storage, tempDir } = withFiles();
      await seedDemo({ db: database.db, files: { storage, tempDir } });
      const { user, filmmaker } = (await accountByEmail(DEMO_PENDING_VERIFICATION_EMAIL))!;
      expect(filmmaker).toMatchObject({ setup: true, verified: false });

      const submissions = await database.db.select().from(identityVerifications);
      expect(submissions).toEqual([
        expect.objectContaining({ userId: user.id, role: 'filmmaker', status: 'pending' }),
      ]);
      const events = await database.db.select().from(identityVerificationEvents);
      expect(events).toEqual([expect.objectContaining({ action: 'submitted', actorId: user.id })]);
      const stored = await database.db.select().from(files);
      expect(stored.map((file) => file.kind).sort()).toEqual(['identity_document', 'selfie']);
      for (const file of stored) {
        expect(file).toMatchObject({ ownerId: user.id, visibility: 'private', mimeType: 'image/png' });
        expect((await storage.head(file.storageKey))?.size).toBe(file.sizeBytes);
      }

      // A reset removes the submission with its account (and its files' rows), then seeds it again.
      await seedDemo({ db: database.db, reset: true, files: { storage, tempDir } });
      expect(await database.db.select().from(identityVerifications)).toHaveLength(1);
      expect(await database.db.select().from(files)).toHaveLength(2);
    });
  });

  test('seeds the hiring demo: an offer waiting for Maya, an applicant for Northlight, and a reset past a contract', async () => {
    await seedDemo({ db: database.db });
    const maya = (await accountByEmail('filmmaker@reelhire.test'))!.filmmaker!;
    const northlight = (await accountByEmail('client@reelhire.test'))!.client!;
    const forMaya = await getFilmmakerHiringActions({ db: database.db, filmmakerId: maya.id });
    expect(forMaya.offers_to_answer).toEqual([
      expect.objectContaining({ counterpart_name: 'Northlight Studios', amount_minor: 130_000 }),
    ]);
    const forNorthlight = await getClientHiringActions({ db: database.db, clientId: northlight.id });
    expect(forNorthlight.applicants_to_review).toEqual([
      expect.objectContaining({
        job_title: 'Editor for a brand film and three social cut-downs',
        new_count: 1,
      }),
    ]);
    expect(await database.db.select().from(projects)).toHaveLength(2);

    // A contract and its booking keep their parties from being deleted; a reset still starts over.
    const [offer] = await database.db.select().from(offers);
    const [contract] = await database.db
      .insert(contracts)
      .values({
        number: 'RH-2026-000001',
        offerId: offer!.id,
        applicationId: offer!.applicationId,
        jobId: offer!.jobId,
        clientId: offer!.clientId,
        filmmakerId: offer!.filmmakerId,
        currency: 'GBP',
        amountMinor: 130_000,
        terms: offer!.terms,
      })
      .returning();
    const [booking] = await database.db
      .insert(bookings)
      .values({
        contractId: contract!.id,
        clientId: contract!.clientId,
        filmmakerId: contract!.filmmakerId,
        status: 'confirmed',
        firstDay: '2027-03-01',
        lastDay: '2027-03-02',
        title: 'Brand film',
        currency: 'GBP',
        amountMinor: 130_000,
      })
      .returning();
    await database.db.insert(bookingMilestones).values({
      bookingId: booking!.id,
      position: 0,
      title: 'Edit',
      amountMinor: 130_000,
      dueDate: '2027-03-02',
    });
    await seedDemo({ db: database.db, reset: true });
    expect(await database.db.select().from(bookings)).toEqual([]);
    expect(await database.db.select().from(contracts)).toEqual([]);
    expect(await database.db.select().from(offers)).toHaveLength(1);
  });
});
