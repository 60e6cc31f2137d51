import { statesAwaiting, type StateMachine } from '@reelhire/shared/state-machine';
import {
  MACHINES,
  MACHINE_KEYS,
  TO_DO_PARTIES,
  type MachineKey,
  type ToDoParty,
  type ToDos,
} from '@reelhire/shared/to-dos';
import { and, eq, sql } from 'drizzle-orm';
import { revisionRequests } from '../../db/schema/bookings.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  offer,
  publishedJob,
  type HiringClient,
  type Party,
} from '../applications/hiring-test-kit.ts';
import { bookedWork, delivery, hire, milestoneAction } from '../bookings/booking-test-kit.ts';
import { fundMilestone } from '../earnings/money-test-kit.ts';
import { fullDays, holdTerms, placeHoldAs } from '../holds/hold-test-kit.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { openReviews } from '../reviews/open-reviews.ts';
import { TO_DO_SOURCES } from './get-to-dos.ts';

// Whose turn it is, through HTTP on a real database (decision 0053): for every state of every machine in
// which it is the client's or the filmmaker's turn, a record put in that state is on that party's home
// (GET /dashboard/to-dos) with the turn's action and counted, and on nobody else's: not the other party's,
// not a stranger's, not another client's of the same filmmaker.

let t: TestApp;
let client: HiringClient;
let filmmaker: Party;
let otherClient: HiringClient;
let strangerClient: HiringClient;
let strangerFilmmaker: Party;

beforeAll(async () => {
  t = await createTestApp();
  const world = await bookedWork(t, 'turns');
  ({ client, filmmaker } = world);
  otherClient = await hiringClient(t, { email: 'turns-other@example.com', company: 'Other Pictures' });
  // The other client books the same filmmaker too: their to-dos must stay theirs.
  await hire(t, { client: otherClient, filmmaker });
  strangerClient = await hiringClient(t, { email: 'turns-stranger@example.com', company: 'Stranger Co' });
  strangerFilmmaker = await hiringFilmmaker(t, { email: 'turns-stranger-fm@example.com', name: 'Sam Reed' });
  // Start from a home with nothing of this pair's waiting: the first booking's work is done.
  await setStatus('bookings', world.booking.id, 'completed');
}, 120_000);
afterAll(() => t?.close());

async function toDos(party: Pick<Party, 'token'>, as: ToDoParty): Promise<ToDos> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/rest/v1/dashboard/to-dos?as=${as}`,
    headers: { authorization: `Bearer ${party.token}`, apikey: t.anonKey },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ToDos>();
}

async function setStatus(table: string, id: string, status: string) {
  await t.database.db.execute(sql`update ${sql.identifier(table)} set status = ${status} where id = ${id}`);
}

/** A record of the machine put in `state`; `done` moves it (or its booking) out of everyone's way. */
interface Placed {
  id: string;
  done: () => Promise<void>;
}

async function newBooking(terms: Parameters<typeof hire>[1]['terms'] = {}) {
  const booking = await hire(t, { client, filmmaker, terms });
  return { booking, done: () => setStatus('bookings', booking.id, 'completed') };
}

const FIXTURES: Record<MachineKey, ((state: string) => Promise<Placed>) | null> = {
  project: null,
  job: null,
  contract: null,
  payment: null,
  payout: null,
  pitch: null,
  paperwork: null,
  feedback: null,
  social_post: null,
  application: async (state) => {
    const application = (await apply(t, filmmaker, await publishedJob(t, client))).body;
    await setStatus('applications', application.id, state);
    return { id: application.id, done: () => setStatus('applications', application.id, 'closed') };
  },
  offer: async (state) => {
    const application = (await apply(t, filmmaker, await publishedJob(t, client))).body;
    const sent = (await offer(t, client, application.id)).body;
    await setStatus('offers', sent.id, state);
    return { id: sent.id, done: () => setStatus('offers', sent.id, 'expired') };
  },
  booking: async (state) => {
    const { booking, done } = await newBooking();
    await setStatus('bookings', booking.id, state);
    return { id: booking.id, done };
  },
  milestone: async (state) => {
    const { booking, done } = await newBooking();
    const id = booking.milestones[0]!.id;
    await setStatus('booking_milestones', id, state);
    return { id, done };
  },
  // A new booking's milestones hold no money: unfunded is the only state made without paying.
  milestone_funding: async (state) => {
    expect(state, 'add a way to put a milestone in this funding state').toBe('unfunded');
    const { booking, done } = await newBooking();
    return { id: booking.milestones[0]!.id, done };
  },
  revision_request: async (state) => {
    const { booking, done } = await newBooking();
    const milestone = booking.milestones[0]!;
    await setStatus('booking_milestones', milestone.id, 'submitted');
    const [request] = await t.database.db
      .insert(revisionRequests)
      .values({
        milestoneId: milestone.id,
        bookingId: booking.id,
        kind: 'extra',
        status: state as 'open',
        comments: 'One more colour pass',
      })
      .returning({ id: revisionRequests.id });
    return { id: request!.id, done };
  },
  // A client's dispute on a funded milestone (decision 0061), then put in `state`.
  dispute: async (state) => {
    const { booking, done } = await newBooking();
    const milestone = booking.milestones[0]!;
    await fundMilestone(t.database.db, {
      clientId: booking.client_id,
      milestoneId: milestone.id,
      currency: booking.currency,
      amountMinor: milestone.amount_minor,
    });
    const opened = await call<{ id: string }>(t, client.token, 'POST', '/disputes', {
      booking_id: booking.id,
      reason: 'not_as_agreed',
      description: 'The rushes are not what the shot list asked for.',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    await setStatus('disputes', opened.body.id, state);
    return {
      id: opened.body.id,
      done: async () => {
        await setStatus('disputes', opened.body.id, 'withdrawn');
        await done();
      },
    };
  },
  hold: async (state) => {
    const placed = await placeHoldAs(t, client, holdTerms(filmmaker.entityId, fullDays('2027-09-14')));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await setStatus('holds', placed.body.id, state);
    return { id: placed.body.id, done: () => setStatus('holds', placed.body.id, 'released') };
  },
  // A completed booking opens one review per side (decision 0060): each side's is its own to-do.
  review: async (state) => {
    const { booking } = await newBooking();
    await setStatus('bookings', booking.id, 'completed');
    await openReviews({ tx: t.database.db, bookingId: booking.id });
    const [review] = await t.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.bookingId, booking.id), eq(reviews.status, state as 'client_to_write')));
    return { id: review!.id, done: () => setStatus('reviews', review!.id, 'lapsed') };
  },
};

const cases = MACHINE_KEYS.flatMap((machine) =>
  TO_DO_PARTIES.flatMap((party) =>
    statesAwaiting(MACHINES[machine] as StateMachine<string, string>, party).map((state) => ({
      machine,
      party,
      state,
      action: (MACHINES[machine] as StateMachine<string, string>).turns[state]!.action,
    })),
  ),
);

test('every machine that gives a side a turn has its records looked up, and a fixture here', () => {
  for (const { machine } of cases) {
    expect(TO_DO_SOURCES[machine], machine).not.toBeNull();
    expect(FIXTURES[machine], machine).not.toBeNull();
  }
  // Nobody forgot the ones this issue is about.
  expect(cases.map(({ machine, party, state }) => `${machine}:${state}:${party}`)).toEqual(
    expect.arrayContaining([
      'offer:sent:filmmaker',
      'offer:countered:client',
      'application:submitted:client',
      'booking:requested:filmmaker',
      'booking:changes_proposed:client',
      'milestone:submitted:client',
      'milestone:revision_requested:filmmaker',
      'milestone_funding:unfunded:client',
      'hold:first:client',
      'review:client_to_write:client',
      'review:filmmaker_to_write:filmmaker',
    ]),
  );
});

test.each(cases)(
  '$machine $state: on the $party home, and on no one else’s',
  async ({ machine, party, state, action }) => {
    const placed = await FIXTURES[machine]!(state);
    try {
      const same = (list: ToDos) =>
        list.items.filter((item) => item.machine === machine && item.record_id === placed.id);
      const mine = await toDos(party === 'client' ? client : filmmaker, party);
      expect(same(mine)).toEqual([expect.objectContaining({ status: state, action })]);
      expect(mine.counts[machine]).toBeGreaterThanOrEqual(1);
      expect(mine.count).toBe(Object.values(mine.counts).reduce((sum, n) => sum + n, 0));

      const otherSide: ToDoParty = party === 'client' ? 'filmmaker' : 'client';
      expect(same(await toDos(party === 'client' ? filmmaker : client, otherSide))).toEqual([]);
      expect(same(await toDos(otherClient, 'client'))).toEqual([]);
      expect(same(await toDos(strangerClient, 'client'))).toEqual([]);
      expect(same(await toDos(strangerFilmmaker, 'filmmaker'))).toEqual([]);
    } finally {
      await placed.done();
    }
  },
  60_000,
);

test('a signed, unfunded contract and a delivery to approve are the client’s; a revision the filmmaker’s', async () => {
  // The outside review's three: through the real calls, not a status set by hand.
  const { booking, done } = await newBooking({ revisions_included: 2 });
  const [first] = booking.milestones;
  const clientHome = await toDos(client, 'client');
  expect(clientHome.items).toContainEqual(
    expect.objectContaining({
      machine: 'milestone_funding',
      record_id: first!.id,
      action: 'Fund the milestone',
    }),
  );
  expect(clientHome.count).toBeGreaterThanOrEqual(1);

  expect((await milestoneAction(t, filmmaker, first!.id, 'submit', delivery)).status).toBe(200);
  expect((await toDos(client, 'client')).items).toContainEqual(
    expect.objectContaining({ machine: 'milestone', record_id: first!.id, status: 'submitted' }),
  );
  expect((await toDos(filmmaker, 'filmmaker')).items).not.toContainEqual(
    expect.objectContaining({ machine: 'milestone', record_id: first!.id }),
  );

  const asked = await milestoneAction(t, client, first!.id, 'request_revision', { comments: 'Warmer grade' });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  expect((await toDos(filmmaker, 'filmmaker')).items).toContainEqual(
    expect.objectContaining({
      machine: 'milestone',
      record_id: first!.id,
      status: 'revision_requested',
      action: 'Revise and resubmit',
      counterpart_name: 'Northlight Films',
    }),
  );
  await done();
});

test('a booking request made from a portfolio (no contract yet) is the filmmaker’s to answer', async () => {
  const made = await call<{ id: string; status: string }>(t, otherClient.token, 'POST', '/bookings', {
    ...holdTerms(filmmaker.entityId, fullDays('2027-10-05')),
    title: 'Portfolio request',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect((await toDos(filmmaker, 'filmmaker')).items).toContainEqual(
    expect.objectContaining({
      machine: 'booking',
      record_id: made.body.id,
      status: 'requested',
      counterpart_name: 'Other Pictures',
      project_id: null,
    }),
  );
  expect((await toDos(client, 'client')).items.map((item) => item.record_id)).not.toContain(made.body.id);
  await setStatus('bookings', made.body.id, 'cancelled');
});

test('the list answers 403 for a side the caller does not have and 401 signed out', async () => {
  const asFilmmaker = await t.app.inject({
    method: 'GET',
    url: '/api/rest/v1/dashboard/to-dos?as=filmmaker',
    headers: { authorization: `Bearer ${client.token}`, apikey: t.anonKey },
  });
  expect(asFilmmaker.statusCode).toBe(403);
  const signedOut = await t.app.inject({
    method: 'GET',
    url: '/api/rest/v1/dashboard/to-dos?as=client',
    headers: { apikey: t.anonKey },
  });
  expect(signedOut.statusCode).toBe(401);
  const bad = await t.app.inject({
    method: 'GET',
    url: '/api/rest/v1/dashboard/to-dos?as=admin',
    headers: { authorization: `Bearer ${client.token}`, apikey: t.anonKey },
  });
  expect(bad.statusCode).toBe(400);
});

test('the OpenAPI document describes the to-dos, with the side to ask for', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { parameters?: { name: string }[]; responses?: object }>>;
  }>();
  const operation = doc.paths['/api/rest/v1/dashboard/to-dos']?.get;
  expect(operation?.responses).toHaveProperty('200');
  expect(operation?.parameters?.map((parameter) => parameter.name)).toEqual(['as']);
});
