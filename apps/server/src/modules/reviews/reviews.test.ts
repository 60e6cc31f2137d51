import type { Review, ReviewList } from '@reelhire/shared/reviews';
import type { Talent, TalentList } from '@reelhire/shared/talent';
import type { ToDos } from '@reelhire/shared/to-dos';
import { eq, sql } from 'drizzle-orm';
import { reviews } from '../../db/schema/reviews.ts';
import { runReviewWindowsOnce } from '../../jobs/review-window-schedule.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import {
  call,
  hiringClient,
  hiringFilmmaker,
  queuedEmails,
  type HiringClient,
  type Party,
} from '../applications/hiring-test-kit.ts';
import { bookedWork, hire } from '../bookings/booking-test-kit.ts';
import { completeBooking } from './review-test-kit.ts';
import type { Booking } from '@reelhire/shared/booking-records';

// Two-way blind reviews through HTTP (decision 0060): a completed booking opens one review per side; each
// is hidden from the other side and the public until both have written or the window closes; strangers,
// another client of the same filmmaker and admins are told apart.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const clientReview = {
  rating: 5,
  body: 'Maya lit the studio beautifully and kept the day calm.',
  scores: { communication: 5, punctuality: 4, craft_quality: 5 },
};
const filmmakerReview = {
  rating: 4,
  body: 'A clear brief and paid on the day the work was approved.',
  scores: { clarity_of_brief: 4, payment: 5, communication: 4 },
};

const complete = (client: Party, filmmaker: Party, booking: Booking) =>
  completeBooking(t, client, filmmaker, booking);

const write = (party: Pick<Party, 'token'> | undefined, bookingId: string, review: object) =>
  call<Review>(t, party?.token, 'POST', '/reviews', { booking_id: bookingId, ...review });
const ofBooking = (party: Pick<Party, 'token'>, bookingId: string) =>
  call<ReviewList>(t, party.token, 'GET', `/reviews?booking_id=${bookingId}`);

async function toDos(party: Pick<Party, 'token'>, as: 'client' | 'filmmaker') {
  return (await call<ToDos>(t, party.token, 'GET', `/dashboard/to-dos?as=${as}`)).body.items.filter(
    (item) => item.machine === 'review',
  );
}

describe('a completed booking, reviewed by both sides', () => {
  let client: HiringClient;
  let filmmaker: Party & { portfolio: string[] };
  let booking: Booking;
  let otherClient: HiringClient;
  let stranger: Party;
  let admin: Party;

  beforeAll(async () => {
    ({ client, filmmaker, booking } = await bookedWork(t, 'reviews'));
    otherClient = await hiringClient(t, { email: 'reviews-other@example.com', company: 'Other Pictures' });
    // The other client books the same filmmaker too.
    await hire(t, { client: otherClient, filmmaker });
    stranger = await hiringFilmmaker(t, { email: 'reviews-stranger@example.com', name: 'Sam Reed' });
    const adminUser = await signedInAccount(t, {
      email: 'reviews-admin@example.com',
      metadata: { user_type: 'admin' },
    });
    admin = {
      token: adminUser.token,
      userId: adminUser.id,
      entityId: '',
      email: 'reviews-admin@example.com',
    };
  }, 120_000);

  test('no review before the booking completes', async () => {
    const early = await write(client, booking.id, clientReview);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ status: 'confirmed' });
    expect(await toDos(client, 'client')).toEqual([]);
  });

  test('completion opens a review per side: each is that side’s to-do, and each is asked by email', async () => {
    await complete(client, filmmaker, booking);
    const [clientToDo] = await toDos(client, 'client');
    expect(clientToDo).toMatchObject({
      status: 'client_to_write',
      action: 'Write your review',
      booking_id: booking.id,
      job_id: client.jobId,
      counterpart_name: 'Maya Okafor',
    });
    expect(await toDos(filmmaker, 'filmmaker')).toEqual([
      expect.objectContaining({ status: 'filmmaker_to_write', action: 'Write your review' }),
    ]);
    expect(await toDos(otherClient, 'client')).toEqual([]);
    expect(await queuedEmails(t, client.email, 'review_request')).toEqual([
      expect.objectContaining({
        recipientRole: 'client',
        otherPartyName: 'Maya Okafor',
        projectId: client.projectId,
        jobId: client.jobId,
      }),
    ]);
    expect(await queuedEmails(t, filmmaker.email, 'review_request')).toEqual([
      expect.objectContaining({ recipientRole: 'filmmaker', otherPartyName: 'Northlight Films' }),
    ]);
  });

  test('bad input is a 400 that writes nothing; strangers and another client get 404', async () => {
    expect((await write(client, booking.id, { ...clientReview, rating: 6 })).status).toBe(400);
    expect((await write(client, booking.id, { ...clientReview, body: 'ok' })).status).toBe(400);
    // The filmmaker's scores are not the client's.
    const wrongScores = await write(client, booking.id, { ...clientReview, scores: filmmakerReview.scores });
    expect(wrongScores.status).toBe(400);
    expect(wrongScores.body.error).toMatch(/communication, punctuality, craft quality/);
    expect((await write(otherClient, booking.id, clientReview)).status).toBe(404);
    expect((await write(stranger, booking.id, filmmakerReview)).status).toBe(404);
    expect((await write(undefined, booking.id, clientReview)).status).toBe(401);
    expect((await write(admin, booking.id, clientReview)).status).toBe(409);
    expect((await ofBooking(otherClient, booking.id)).status).toBe(404);
    expect((await ofBooking(stranger, booking.id)).status).toBe(404);
    expect((await ofBooking(client, booking.id)).body.items.every((r) => r.rating === null)).toBe(true);
  });

  test('the client writes: sealed, seen by its author and admins only', async () => {
    const written = await write(client, booking.id, clientReview);
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body).toMatchObject({
      status: 'written',
      reviewer_role: 'client',
      reviewee_name: 'Maya Okafor',
      rating: 5,
      scores: clientReview.scores,
      published_at: null,
    });
    // Once only.
    const again = await write(client, booking.id, clientReview);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'written' });

    const id = written.body.id;
    expect((await call(t, client.token, 'GET', `/reviews/${id}`)).status).toBe(200);
    expect((await call(t, admin.token, 'GET', `/reviews/${id}`)).status).toBe(200);
    for (const party of [filmmaker, otherClient, stranger]) {
      expect((await call(t, party.token, 'GET', `/reviews/${id}`)).status).toBe(404);
    }
    expect((await call(t, undefined, 'GET', `/reviews/${id}`)).status).toBe(404);
    // The filmmaker's view of the booking's reviews holds only their own, still to write.
    expect((await ofBooking(filmmaker, booking.id)).body.items).toEqual([
      expect.objectContaining({ reviewer_role: 'filmmaker', status: 'filmmaker_to_write' }),
    ]);
    const publicList = await call<ReviewList>(
      t,
      undefined,
      'GET',
      `/reviews?filmmaker_id=${filmmaker.entityId}`,
    );
    expect(publicList.body.items).toEqual([]);
    expect((await ofBooking(admin, booking.id)).body.items).toHaveLength(2);
    // The client's to-do is done; the filmmaker's is not.
    expect(await toDos(client, 'client')).toEqual([]);
    expect(await toDos(filmmaker, 'filmmaker')).toHaveLength(1);
    // A reply to a sealed review: missing for the reviewee.
    expect((await call(t, filmmaker.token, 'POST', `/reviews/${id}/reply`, { body: 'Thanks!' })).status).toBe(
      404,
    );
  });

  test('the filmmaker writes too: both are published, to both and to the public', async () => {
    const written = await write(filmmaker, booking.id, filmmakerReview);
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body.status).toBe('published');
    const both = (await ofBooking(client, booking.id)).body.items;
    expect(both.map((r) => [r.reviewer_role, r.status])).toEqual([
      ['client', 'published'],
      ['filmmaker', 'published'],
    ]);
    expect((await ofBooking(filmmaker, booking.id)).body.items).toHaveLength(2);

    const publicList = await call<ReviewList>(
      t,
      undefined,
      'GET',
      `/reviews?filmmaker_id=${filmmaker.entityId}`,
    );
    expect(publicList.body.items).toEqual([
      expect.objectContaining({ reviewer_name: 'Northlight Films', rating: 5, body: clientReview.body }),
    ]);
    const received = await call<ReviewList>(t, filmmaker.token, 'GET', '/reviews?mine=received&as=filmmaker');
    expect(received.body.items.map((r) => r.reviewer_role)).toEqual(['client']);
    const given = await call<ReviewList>(t, filmmaker.token, 'GET', '/reviews?mine=given&as=filmmaker');
    expect(given.body.items.map((r) => r.reviewer_role)).toEqual(['filmmaker']);
    expect((await call(t, undefined, 'GET', '/reviews?mine=given&as=filmmaker')).status).toBe(401);

    // The portfolio and the directory show the rating.
    const portfolio = await t.app.inject({
      method: 'GET',
      url: `/api/rest/v1/talent/${filmmaker.entityId}`,
      headers: { apikey: t.anonKey },
    });
    const talent = portfolio.json<Talent>();
    expect(talent.reviews.rating).toEqual({ average: 5, count: 1 });
    expect(talent.reviews.latest.map((r) => r.body)).toEqual([clientReview.body]);
    expect(talent.rating_average).toBe(5);
  });

  test('the reviewee replies once; the author, a stranger and a second reply cannot', async () => {
    const [review] = (
      await call<ReviewList>(t, undefined, 'GET', `/reviews?filmmaker_id=${filmmaker.entityId}`)
    ).body.items;
    const reply = (party: Pick<Party, 'token'>) =>
      call<Review>(t, party.token, 'POST', `/reviews/${review!.id}/reply`, {
        body: 'Thank you, it was a joy.',
      });
    expect((await reply(stranger)).status).toBe(404);
    expect((await reply(otherClient)).status).toBe(404);
    const byAuthor = await reply(client);
    expect(byAuthor.status).toBe(409);
    expect(byAuthor.body).toMatchObject({ status: 'published' });
    expect(
      (await call(t, filmmaker.token, 'POST', `/reviews/${review!.id}/reply`, { body: '' })).status,
    ).toBe(400);
    const first = await reply(filmmaker);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'replied', reply: { body: 'Thank you, it was a joy.' } });
    const second = await reply(filmmaker);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ status: 'replied' });
  });
});

test('the window: a reminder before it closes, then the sealed review is published and the other side lapses', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'window');
  await complete(client, filmmaker, booking);
  expect((await write(filmmaker, booking.id, filmmakerReview)).body.status).toBe('written');
  const [closes] = await t.database.db
    .select({ at: reviews.windowClosesAt })
    .from(reviews)
    .where(eq(reviews.bookingId, booking.id));
  const logger = { info: () => undefined };

  // Two days before the close: the client, who has not written, is reminded once; the filmmaker is not.
  const soon = new Date(closes!.at.getTime() - 2 * 24 * 60 * 60 * 1000);
  expect((await runReviewWindowsOnce({ db: t.database.db, now: soon, logger })).reminded).toBe(1);
  expect((await runReviewWindowsOnce({ db: t.database.db, now: soon, logger })).reminded).toBe(0);
  expect(await queuedEmails(t, client.email, 'review_reminder')).toEqual([
    expect.objectContaining({ recipientRole: 'client', otherPartyName: 'Maya Okafor' }),
  ]);
  expect(await queuedEmails(t, filmmaker.email, 'review_reminder')).toEqual([]);

  // After the close: published, lapsed, and the client can no longer write.
  const after = new Date(closes!.at.getTime() + 60_000);
  expect(await runReviewWindowsOnce({ db: t.database.db, now: after, logger })).toMatchObject({
    published: 1,
    lapsed: 1,
  });
  expect(await runReviewWindowsOnce({ db: t.database.db, now: after, logger })).toMatchObject({
    published: 0,
    lapsed: 0,
  });
  const items = (await ofBooking(client, booking.id)).body.items;
  expect(items.map((r) => [r.reviewer_role, r.status])).toEqual([
    ['client', 'lapsed'],
    ['filmmaker', 'published'],
  ]);
  const late = await write(client, booking.id, clientReview);
  expect(late.status).toBe(409);
  expect(late.body).toMatchObject({ status: 'lapsed' });
}, 60_000);

test('the directory sorts by rating, highest first, unrated last, and pages by keyset', async () => {
  await t.database.db.execute(sql`update filmmakers set rating_hundredths = null, review_count = 0`);
  const makers: string[] = [];
  for (const [i, rating] of [
    [1, 350],
    [2, 490],
    [3, null],
    [4, 420],
  ] as const) {
    const maker = await hiringFilmmaker(t, { email: `sort-${i}@example.com`, name: `Sort Maker${i}` });
    await t.database.db.execute(
      sql`update filmmakers set rating_hundredths = ${rating}, review_count = ${rating ? 3 : 0} where id = ${maker.entityId}`,
    );
    makers.push(maker.entityId);
  }
  const seen: string[] = [];
  let after: string | null = null;
  do {
    const page: { body: TalentList } = await call<TalentList>(
      t,
      undefined,
      'GET',
      `/talent?sort=rating&limit=2${after ? `&after=${after}` : ''}`,
    );
    seen.push(...page.body.items.map((item) => item.id));
    after = page.body.next_cursor;
  } while (after);
  const ours = seen.filter((id) => makers.includes(id));
  expect(ours).toEqual([makers[1], makers[3], makers[0], makers[2]]);
  expect(new Set(seen).size).toBe(seen.length);
}, 60_000);
