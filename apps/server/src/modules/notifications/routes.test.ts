import type { Notification, NotificationsPage } from '@reelhire/shared/notifications';
import type { Offer } from '@reelhire/shared/offers';
import { eq, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { planOf } from '../../test/query-plans.ts';
import {
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  offer,
  type HiringClient,
  type Party,
} from '../applications/hiring-test-kit.ts';
import { bookedWork, delivery, fundEscrow, milestoneAction } from '../bookings/booking-test-kit.ts';
import { notificationsPageQuery } from './list-notifications.ts';

// Decision 0062 through HTTP on a real database: the turns the hiring chain hands over reach the party
// whose turn it is, and only them; another user's notification is a 404.

let t: TestApp;
let client: HiringClient;
let filmmaker: Party;
let otherClient: HiringClient;
let stranger: Party;

beforeAll(async () => {
  t = await createTestApp();
  client = await hiringClient(t, { email: 'bell-client@example.com', company: 'Northlight Films' });
  filmmaker = await hiringFilmmaker(t, { email: 'bell-maya@example.com' });
  otherClient = await hiringClient(t, { email: 'bell-other@example.com', company: 'Other Pictures' });
  stranger = await hiringFilmmaker(t, { email: 'bell-stranger@example.com', name: 'Sam Reed' });
}, 120_000);
afterAll(() => t?.close());

async function bell(party: Pick<Party, 'token'>): Promise<Notification[]> {
  const page = await call<NotificationsPage>(t, party.token, 'GET', '/notifications?limit=100');
  expect(page.status).toBe(200);
  return page.body.items;
}

async function unread(party: Pick<Party, 'token'>): Promise<number> {
  return (await call<{ unread_count: number }>(t, party.token, 'GET', '/notifications/unread-count')).body
    .unread_count;
}

test('an offer reaches the filmmaker, linked to it; a counter reaches the client; nobody else hears', async () => {
  const application = (await apply(t, filmmaker, client.jobId)).body;
  // The application itself is the client's turn to review.
  expect(await bell(client)).toContainEqual(
    expect.objectContaining({ type: 'application.submitted', title: 'Review the application' }),
  );
  const before = await unread(filmmaker);
  const sent = (await offer(t, client, application.id)).body;
  const filmmakerBell = await bell(filmmaker);
  const offered = filmmakerBell.filter((item) => item.type === 'offer.sent');
  expect(offered).toEqual([
    expect.objectContaining({
      title: 'Accept, decline or counter the offer',
      link: `/filmmaker/dashboard/contract/${application.id}`,
      read_at: null,
    }),
  ]);
  expect(offered[0]!.body).toContain('Northlight Films');
  expect(await unread(filmmaker)).toBe(before + 1);

  const countered = await call<Offer>(t, filmmaker.token, 'POST', `/offers/${sent.id}/counter`, {
    terms: sent.rounds[0]!.terms,
  });
  expect(countered.status).toBe(200);
  expect(await bell(client)).toContainEqual(
    expect.objectContaining({
      type: 'offer.countered',
      title: 'Answer the counter-offer',
      link: `/client/dashboard/projects/${client.projectId}/jobs/${client.jobId}/contract?application=${application.id}`,
    }),
  );
  // The one who acted hears nothing of their own move; the others hear nothing at all.
  expect((await bell(filmmaker)).filter((item) => item.type === 'offer.countered')).toEqual([]);
  expect(await bell(otherClient)).toEqual([]);
  expect(await bell(stranger)).toEqual([]);
});

test('another user’s notification is a 404 and stays unread; the owner reads theirs and all', async () => {
  const [mine] = await bell(filmmaker);
  expect(mine).toBeDefined();
  for (const other of [client, otherClient, stranger]) {
    const refused = await call(t, other.token, 'POST', `/notifications/${mine!.id}/read`);
    expect(refused.status).toBe(404);
  }
  const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, mine!.id));
  expect(row!.readAt).toBeNull();
  expect((await call(t, undefined, 'GET', '/notifications')).status).toBe(401);
  expect((await call(t, filmmaker.token, 'POST', '/notifications/not-an-id/read')).status).toBe(400);

  const read = await call<{ notification: Notification; unread_count: number }>(
    t,
    filmmaker.token,
    'POST',
    `/notifications/${mine!.id}/read`,
  );
  expect(read.status).toBe(200);
  expect(read.body.notification.read_at).not.toBeNull();
  expect(read.body.unread_count).toBe(await unread(filmmaker));
  // The client's bell is untouched by the filmmaker's reading.
  expect(await unread(client)).toBeGreaterThan(0);
  const all = await call<{ unread_count: number }>(t, filmmaker.token, 'POST', '/notifications/read-all');
  expect(all.body.unread_count).toBe(0);
  expect(await unread(filmmaker)).toBe(0);
  expect(await unread(client)).toBeGreaterThan(0);
});

test('a delivery waits for the client; a revision asked for is the filmmaker’s; one change tells each once', async () => {
  const work = await bookedWork(t, 'bell-work', { revisions_included: 1 });
  // The booking's making told each party once, though it also queued two confirmation emails and made two
  // milestones: the filmmaker to start, the client to fund.
  // (Before it, their own application's email and the offer.)
  const madeFilmmaker = (await bell(work.filmmaker)).filter(
    (item) => !['offer.sent', 'email.application_submitted'].includes(item.type),
  );
  expect(madeFilmmaker.map((item) => item.type)).toEqual(['milestone.pending']);
  expect(madeFilmmaker[0]!.link).toBe(`/filmmaker/dashboard/bookings/${work.booking.id}`);
  const madeClient = (await bell(work.client)).filter((item) => item.type !== 'application.submitted');
  expect(madeClient.map((item) => item.type)).toContain('milestone_funding.unfunded');

  await fundEscrow(t, work.booking);
  const [first] = work.booking.milestones;
  expect((await milestoneAction(t, work.filmmaker, first!.id, 'submit', delivery)).status).toBe(200);
  const delivered = (await bell(work.client)).filter((item) => item.type === 'milestone.submitted');
  expect(delivered).toEqual([
    expect.objectContaining({
      title: 'Review the delivery: approve it or ask for a revision',
      link: `/client/dashboard/projects/${work.client.projectId}/jobs/${work.client.jobId}`,
    }),
  ]);

  const asked = await milestoneAction(t, work.client, first!.id, 'request_revision', {
    comments: 'Warmer grade on the interviews, please.',
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const revision = (await bell(work.filmmaker)).filter(
    (item) => item.type === 'milestone.revision_requested',
  );
  // The revision_requested email describes the same change: it adds no second entry.
  expect(revision).toEqual([
    expect.objectContaining({
      title: 'Revise and resubmit',
      link: `/filmmaker/dashboard/bookings/${work.booking.id}`,
    }),
  ]);
  expect((await bell(work.filmmaker)).filter((item) => item.type === 'email.revision_requested')).toEqual([]);
});

test('an email event tells its recipient once, also when it is queued again', async () => {
  const email = () =>
    t.database.db.transaction((tx) =>
      enqueueEmail({
        db: tx,
        emailType: 'payout_notification',
        recipientEmail: 'BELL-MAYA@example.com',
        idempotencyKey: 'payout:bell-1',
        templateData: { firstName: 'Maya', amount: { amount: 150_000, currency: 'GBP' } },
      }),
    );
  await email();
  await email();
  const paid = (await bell(filmmaker)).filter((item) => item.type === 'email.payout_notification');
  expect(paid).toEqual([
    expect.objectContaining({ title: "You've been paid £1,500", link: '/filmmaker/dashboard/earnings' }),
  ]);
  // An address without an account, or a code email, tells nobody.
  await enqueueEmail({
    db: t.database.db,
    emailType: 'welcome',
    recipientEmail: 'nobody-here@example.com',
    templateData: { firstName: 'No', userType: 'client' },
  });
  expect(await bell(stranger)).toEqual([]);
});

test('the bell pages newest first by keyset, off its index', async () => {
  const first = await call<NotificationsPage>(t, client.token, 'GET', '/notifications?limit=1');
  expect(first.body.items).toHaveLength(1);
  expect(first.body.next_cursor).not.toBeNull();
  const second = await call<NotificationsPage>(
    t,
    client.token,
    'GET',
    `/notifications?limit=1&after=${first.body.next_cursor}`,
  );
  expect(second.body.items).toHaveLength(1);
  expect(second.body.items[0]!.created_at <= first.body.items[0]!.created_at).toBe(true);
  expect(second.body.items[0]!.id).not.toBe(first.body.items[0]!.id);
  expect((await call(t, client.token, 'GET', '/notifications?after=garbage')).status).toBe(400);
  // A handful of rows would be scanned whole; the point is that the index serves the query's order.
  await t.database.db.execute(sql`set enable_seqscan = off`);
  await t.database.db.execute(sql`set enable_bitmapscan = off`);
  await t.database.db.execute(sql`set enable_sort = off`);
  try {
    for (const after of [undefined, first.body.next_cursor!]) {
      const plan = await planOf(
        t.database,
        notificationsPageQuery({ db: t.database.db, userId: client.userId, query: { limit: 20, after } }),
      );
      expect(plan, plan).toContain('notifications_user_created_idx');
      expect(plan, plan).not.toMatch(/Sort/);
    }
  } finally {
    await t.database.db.execute(sql`reset all`);
  }
});
