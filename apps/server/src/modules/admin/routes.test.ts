import { ADMIN_OVERVIEW_WEEKS, adminOverviewSchema } from '@reelhire/shared/admin';
import { escrowFunding, escrowRelease } from '@reelhire/shared/ledger';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { hiringClient, hiringFilmmaker, publishedJob } from '../applications/hiring-test-kit.ts';
import { files } from '../../db/schema/files.ts';
import { supportRequests } from '../../db/schema/support.ts';
import { identityVerifications } from '../../db/schema/verification.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const overview = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/rest/v1/admin/overview',
    headers: { apikey: t.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function submitVerification(userId: string, status: 'pending' | 'approved') {
  const [document] = await t.database.db
    .insert(files)
    .values({
      ownerId: userId,
      kind: 'identity_document',
      visibility: 'private',
      storageKey: `k-${userId}-${status}`,
      mimeType: 'image/png',
      sizeBytes: 10,
      originalName: 'id.png',
      sha256: 'a'.repeat(64),
    })
    .returning();
  await t.database.db.insert(identityVerifications).values({
    userId,
    role: 'filmmaker',
    status,
    documentType: 'passport',
    identityDocumentFileId: document!.id,
    selfieFileId: document!.id,
  });
}

test('counts what waits for the team: pending verifications and open support requests', async () => {
  const admin = await signedInAccount(t, { email: 'admin@example.com', metadata: { user_type: 'admin' } });
  expect((await overview(admin.token)).json()).toMatchObject({
    pending_verifications: 0,
    open_support_requests: 0,
    new_feedback: 0,
  });

  const lena = await signedInAccount(t, { email: 'lena@example.com', metadata: { user_type: 'filmmaker' } });
  const kwame = await signedInAccount(t, {
    email: 'kwame@example.com',
    metadata: { user_type: 'filmmaker' },
  });
  await submitVerification(lena.id, 'pending');
  await submitVerification(kwame.id, 'pending');
  await submitVerification(kwame.id, 'approved');
  const request = {
    name: 'Tom',
    email: 'tom@example.com',
    topic: 'payments',
    message: 'Where is my deposit?',
  };
  await t.database.db.insert(supportRequests).values([
    { ...request, status: 'open' },
    { ...request, status: 'answered' },
    { ...request, status: 'closed' },
  ]);

  const response = await overview(admin.token);
  expect(response.statusCode).toBe(200);
  expect(adminOverviewSchema.parse(response.json())).toMatchObject({
    pending_verifications: 2,
    open_support_requests: 1,
  });
});

test('is for admins only', async () => {
  expect((await overview()).statusCode).toBe(401);
  const client = await signedInAccount(t, { email: 'client@example.com', metadata: { user_type: 'client' } });
  expect((await overview(client.token)).statusCode).toBe(403);
});

test('figures and weekly charts come from a seeded scenario, and escrow held equals the ledger’s sums', async () => {
  const admin = await signedInAccount(t, {
    email: 'money-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  const before = adminOverviewSchema.parse((await overview(admin.token)).json());

  const client = await hiringClient(t, { email: 'studio@example.com' });
  const filmmaker = await hiringFilmmaker(t, { email: 'ade@example.com', name: 'Ade Bello' });
  await publishedJob(t, client);
  const booking = {
    clientId: client.entityId,
    filmmakerId: filmmaker.entityId,
    status: 'confirmed',
    firstDay: '2027-05-01',
    lastDay: '2027-05-02',
    title: 'Spring shoot',
    currency: 'GBP',
    amountMinor: 140_000,
  };
  await t.database.db.insert(bookings).values([booking, { ...booking, title: 'Second shoot' }]);
  await t.database.db.insert(payouts).values({
    filmmakerId: filmmaker.entityId,
    currency: 'GBP',
    amountMinor: 30_000,
    idempotencyKey: 'overview-payout',
  });

  const move = (
    key: string,
    entries: Parameters<typeof postMovement>[0]['entries'],
    kind: 'escrow_funding_card' | 'escrow_release',
  ) =>
    t.database.db.transaction((tx) =>
      postMovement({ tx, kind, idempotencyKey: key, entries, description: kind }),
    );
  await move(
    'fund-a',
    escrowFunding({ source: { card: 'pi_a' }, milestoneId: 'ms-a', currency: 'GBP', amountMinor: 100_000 }),
    'escrow_funding_card',
  );
  await move(
    'fund-b',
    escrowFunding({ source: { card: 'pi_b' }, milestoneId: 'ms-b', currency: 'GBP', amountMinor: 40_000 }),
    'escrow_funding_card',
  );
  await move(
    'fund-c',
    escrowFunding({ source: { card: 'pi_c' }, milestoneId: 'ms-c', currency: 'EUR', amountMinor: 25_000 }),
    'escrow_funding_card',
  );
  await move(
    'release-a',
    escrowRelease({
      milestoneId: 'ms-a',
      filmmakerId: filmmaker.entityId,
      currency: 'GBP',
      amountMinor: 100_000,
    }),
    'escrow_release',
  );

  const response = await overview(admin.token);
  expect(response.statusCode).toBe(200);
  const now = adminOverviewSchema.parse(response.json());

  expect(now.users_by_role.client - before.users_by_role.client).toBe(1);
  expect(now.users_by_role.filmmaker - before.users_by_role.filmmaker).toBe(1);
  expect(now.users_by_role.admin).toBeGreaterThanOrEqual(2);
  expect(now.open_jobs - before.open_jobs).toBe(2); // hiringClient publishes one, and one more here
  expect(now.bookings_this_month - before.bookings_this_month).toBe(2);

  // Escrow held is what the escrow accounts' entries add up to, per currency.
  const sums = await queryRows<{ currency: string; held: string }>(
    t.database.db,
    sql`select e.currency, sum(e.amount_minor) as held from ledger_entries e
          join ledger_accounts a on a.id = e.account_id where a.kind = 'escrow' group by e.currency`,
  );
  const held = Object.fromEntries(sums.map((row) => [row.currency, Number(row.held)]));
  expect(held).toEqual({ GBP: 40_000, EUR: 25_000 });
  expect(now.money).toEqual([
    { currency: 'EUR', escrow_held_minor: held.EUR, payouts_due: 0, payouts_due_minor: 0 },
    { currency: 'GBP', escrow_held_minor: held.GBP, payouts_due: 1, payouts_due_minor: 30_000 },
  ]);

  // The charts: twelve Mondays, this week last, with this week's sign-ups, bookings and escrow movements.
  expect(now.weeks).toHaveLength(ADMIN_OVERVIEW_WEEKS);
  const thisWeek = now.weeks.at(-1)!;
  expect(new Date(`${thisWeek.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
  expect(thisWeek.signups_client - before.weeks.at(-1)!.signups_client).toBe(1);
  expect(thisWeek.signups_filmmaker - before.weeks.at(-1)!.signups_filmmaker).toBe(1);
  expect(thisWeek.bookings - before.weeks.at(-1)!.bookings).toBe(2);
  const gbp = now.money_weeks.find((row) => row.currency === 'GBP')!;
  expect(gbp.weeks.at(-1)).toEqual({
    week_start: thisWeek.week_start,
    into_escrow_minor: 140_000,
    out_of_escrow_minor: 100_000,
  });
  expect(
    gbp.weeks.slice(0, -1).every((week) => week.into_escrow_minor === 0 && week.out_of_escrow_minor === 0),
  ).toBe(true);
  expect(now.money_weeks.find((row) => row.currency === 'EUR')!.weeks.at(-1)!.into_escrow_minor).toBe(25_000);
});

test('counts the disputes not yet resolved or withdrawn', async () => {
  const admin = await signedInAccount(t, {
    email: 'disputes-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  const before = adminOverviewSchema.parse((await overview(admin.token)).json()).open_disputes;

  const client = await hiringClient(t, { email: 'disputing-studio@example.com' });
  const filmmaker = await hiringFilmmaker(t, { email: 'disputing-dop@example.com', name: 'Ines Paz' });
  const [booking] = await t.database.db
    .insert(bookings)
    .values({
      clientId: client.entityId,
      filmmakerId: filmmaker.entityId,
      status: 'disputed',
      firstDay: '2027-06-01',
      lastDay: '2027-06-02',
      title: 'Disputed shoot',
      currency: 'GBP',
      amountMinor: 80_000,
    })
    .returning();
  const dispute = {
    bookingId: booking!.id,
    clientId: client.entityId,
    filmmakerId: filmmaker.entityId,
    openedBy: 'client' as const,
    reason: 'not_delivered' as const,
    description: 'The footage never arrived.',
    respondBy: new Date('2027-06-10T00:00:00Z'),
    currency: 'GBP',
  };
  await t.database.db.insert(disputes).values([
    { ...dispute, status: 'awaiting_filmmaker' },
    { ...dispute, status: 'awaiting_client', openedBy: 'filmmaker' },
    { ...dispute, status: 'awaiting_ruling' },
    { ...dispute, status: 'withdrawn' },
    {
      ...dispute,
      status: 'resolved',
      outcome: 'refund',
      releaseMinor: 0,
      refundMinor: 80_000,
      reasoning: 'Nothing was delivered.',
    },
  ]);

  const now = adminOverviewSchema.parse((await overview(admin.token)).json());
  expect(now.open_disputes - before).toBe(3);
});
