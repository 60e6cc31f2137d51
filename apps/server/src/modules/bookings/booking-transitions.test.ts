import type { Booking } from '@reelhire/shared/booking-records';
import type { BookingDay } from '@reelhire/shared/booking-days';
import { bookingMachine, type BookingStatus, type BookingTransition } from '@reelhire/shared/bookings';
import { checkTransition } from '@reelhire/shared/state-machine';
import { and, eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import { contracts, hiringEvents } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import {
  call,
  hiringClient,
  hiringFilmmaker,
  type HiringClient,
  type Party,
  keyed,
} from '../applications/hiring-test-kit.ts';

// Issue 13: every booking transition a person can ask for over HTTP (the request answers of decision
// 0034 and cancel), for each HTTP actor and each state, answers as the shared machine says: 200 with the
// machine's target state, or 409 { error, status } that changes nothing. Generated from bookingMachine,
// so a rule added there is tested here. Reelhire's own moves (which follow the days and the milestones)
// have no route at all.

let t: TestApp;
let client: HiringClient;
let filmmaker: Party;
let admin: { token: string };
let strangers: { token: string }[];
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await hiringClient(t, { email: 'bookings-client@example.com' });
  filmmaker = await hiringFilmmaker(t, { email: 'bookings-maya@example.com', portfolio: 0 });
  admin = await signedInAccount(t, { email: 'bookings-admin@example.com', metadata: { user_type: 'admin' } });
  strangers = [
    await hiringClient(t, { email: 'bookings-other-client@example.com', company: 'Other Films' }),
    await hiringFilmmaker(t, { email: 'bookings-theo@example.com', name: 'Theo Marsh', portfolio: 0 }),
  ];
});
afterAll(() => t?.close());

const actors = ['client', 'filmmaker', 'admin'] as const;
type HttpActor = (typeof actors)[number];
const tokenOf = (actor: HttpActor) =>
  actor === 'client' ? client.token : actor === 'filmmaker' ? filmmaker.token : admin.token;

/** The transitions with a route of their own at POST /bookings/{id}/<transition>. */
const HTTP_TRANSITIONS = ['accept', 'decline', 'propose_changes', 'revise', 'cancel'] as const;
/**
 * The machine lets the parties open a dispute and an admin resolve it, but the trust issue's dispute flow
 * that will expose them is not built yet: until then they have no route, like Reelhire's own moves.
 */
const NOT_ROUTED_YET = ['dispute', 'resolve'];

/** Each request its own day, so no two bookings of the test share one. */
let dayCount = 0;
function nextDay(): BookingDay[] {
  const date = new Date(Date.UTC(2028, 0, 1 + dayCount++)).toISOString().slice(0, 10);
  return [{ date, part: 'full' }];
}

const requestTerms = (days: BookingDay[]) => ({
  days,
  title: 'Launch film for a coffee roaster',
  brief: 'One day in the roastery with a small crew.',
  location: { remote: false, city: 'Bristol', country: 'GB' },
  currency: 'GBP',
  amount_minor: 80_000,
});

/** A valid body for each route (new terms for the two that change them). */
function bodyFor(transition: (typeof HTTP_TRANSITIONS)[number], days: BookingDay[]): unknown {
  switch (transition) {
    case 'accept':
      return undefined;
    case 'decline':
      return { reason: 'Those dates clash with another shoot.' };
    case 'propose_changes':
      return { days, amount_minor: 95_000, message: 'The roastery needs a longer day to light well.' };
    case 'revise':
      return { ...requestTerms(days), amount_minor: 88_000, message: 'Can we meet halfway?' };
    case 'cancel':
      return { reason: 'The production was postponed.' };
  }
}

/** States a request is in before it is accepted: it has no contract yet. */
const REQUEST_STATES: readonly BookingStatus[] = ['requested', 'changes_proposed', 'declined'];

/**
 * A fresh booking put straight into `state`. It starts as the client's request (POST /bookings); for a
 * state past the request the filmmaker accepts it first, so it has its contract and milestone as such a
 * booking always does.
 */
async function bookingIn(state: BookingStatus): Promise<{ id: string; days: BookingDay[] }> {
  const days = nextDay();
  const requested = await call<Booking>(t, client.token, 'POST', '/bookings', {
    filmmaker_id: filmmaker.entityId,
    ...requestTerms(days),
  });
  expect(requested.status, JSON.stringify(requested.body)).toBe(201);
  const id = requested.body.id;
  if (!REQUEST_STATES.includes(state)) {
    const accepted = await call(t, filmmaker.token, 'POST', `/bookings/${id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  }
  await t.database.db.update(bookings).set({ status: state }).where(eq(bookings.id, id));
  return { id, days };
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

const cases = HTTP_TRANSITIONS.flatMap((transition) =>
  actors.flatMap((actor) => bookingMachine.states.map((state) => ({ transition, actor, state }))),
);

test.each(cases)('$actor: $transition from $state', async ({ transition, actor, state }) => {
  const { id, days } = await bookingIn(state);
  const before = await rowOf(id);
  const answer = await call<Booking>(
    t,
    tokenOf(actor),
    'POST',
    `/bookings/${id}/${transition}`,
    bodyFor(transition, days),
    keyed(),
  );
  const after = await rowOf(id);
  const verdict = checkTransition(bookingMachine, transition, { state, actor });
  if (verdict.ok) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ id, status: verdict.to });
    expect(after.status).toBe(verdict.to);
    const events = await t.database.db
      .select()
      .from(hiringEvents)
      .where(and(eq(hiringEvents.recordId, id), eq(hiringEvents.transition, transition)));
    expect(events).toMatchObject([{ actor, fromStatus: state, toStatus: verdict.to }]);
    // A booking cancelled past its request takes its contract with it.
    if (transition === 'cancel' && after.contractId) {
      const [contract] = await t.database.db
        .select({ status: contracts.status })
        .from(contracts)
        .where(eq(contracts.id, after.contractId));
      expect(contract?.status).toBe('cancelled');
    }
  } else {
    expect(answer).toMatchObject({ status: 409, body: { status: state, error: verdict.error } });
    expect(after).toEqual(before);
  }
});

test.each(bookingMachine.states)('a stranger to the booking gets 404 from %s', async (state) => {
  const { id, days } = await bookingIn(state);
  const before = await rowOf(id);
  for (const transition of HTTP_TRANSITIONS) {
    for (const stranger of strangers) {
      const answer = await call(
        t,
        stranger.token,
        'POST',
        `/bookings/${id}/${transition}`,
        {
          ...(bodyFor(transition, days) ?? {}),
        },
        keyed(),
      );
      expect(answer.status, `${transition}: ${JSON.stringify(answer.body)}`).toBe(404);
    }
  }
  expect(await rowOf(id)).toEqual(before);
});

test('Reelhire’s own moves, and the dispute flow not built yet, cannot be asked for over HTTP', async () => {
  const byPeople = (Object.keys(bookingMachine.transitions) as BookingTransition[]).filter((name) =>
    Object.keys(bookingMachine.transitions[name].by).some((actor) => actor !== 'system'),
  );
  expect(byPeople.sort()).toEqual([...HTTP_TRANSITIONS, ...NOT_ROUTED_YET].sort());
  const unrouted = Object.keys(bookingMachine.transitions).filter(
    (name) => !(HTTP_TRANSITIONS as readonly string[]).includes(name),
  );
  expect(unrouted.sort()).toEqual(
    ['approve', 'complete', 'deliver', 'request_revision', 'resume', 'start', ...NOT_ROUTED_YET].sort(),
  );
  // From a state each of them leaves (for someone), so only the missing route refuses them.
  for (const state of ['in_progress', 'delivered', 'disputed'] as const) {
    const { id } = await bookingIn(state);
    const before = await rowOf(id);
    for (const transition of [...unrouted, 'teleport']) {
      for (const actor of actors) {
        const answer = await call(t, tokenOf(actor), 'POST', `/bookings/${id}/${transition}`, {});
        expect(answer.status, `${actor}: ${transition} from ${state}`).toBe(404);
      }
    }
    expect(await rowOf(id)).toEqual(before);
  }
});
