import type { BookingDay } from '@reelhire/shared/booking-days';
import type { Hold } from '@reelhire/shared/hold-records';
import { holdMachine, type HoldStatus, type HoldTransition } from '@reelhire/shared/holds';
import { checkTransition } from '@reelhire/shared/state-machine';
import { and, eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import { hiringEvents } from '../../db/schema/hiring.ts';
import { holds } from '../../db/schema/holds.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import {
  call,
  hiringClient,
  hiringFilmmaker,
  type HiringClient,
  type Party,
} from '../applications/hiring-test-kit.ts';
import { fullDays, holdAction, holdTerms, placeHoldAs } from './hold-test-kit.ts';

// Issue 13: every hold transition a person can ask for over HTTP (confirm, release), for each HTTP actor
// and each state, answers as the shared machine says: 200 with the machine's target state, or 409
// { error, status } that changes nothing. Generated from holdMachine, so a rule added there is tested
// here. A second hold sits behind another client's first hold, as it always does; a first hold is within
// its 72 hours. Reelhire's own moves (promote, expire) have no route at all.

let t: TestApp;
let holder: HiringClient;
let ahead: HiringClient;
let filmmaker: Party;
let admin: { token: string };
let strangers: { token: string }[];
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  holder = await hiringClient(t, { email: 'hold-machine-holder@example.com', company: 'Alpha Films' });
  ahead = await hiringClient(t, { email: 'hold-machine-ahead@example.com', company: 'Beta Studio' });
  filmmaker = await hiringFilmmaker(t, { email: 'hold-machine-maya@example.com', portfolio: 0 });
  admin = await signedInAccount(t, {
    email: 'hold-machine-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  strangers = [
    await hiringClient(t, { email: 'hold-machine-other@example.com', company: 'Gamma Ads' }),
    await hiringFilmmaker(t, { email: 'hold-machine-theo@example.com', name: 'Theo Marsh', portfolio: 0 }),
  ];
});
afterAll(() => t?.close());

const actors = ['client', 'filmmaker', 'admin'] as const;
type HttpActor = (typeof actors)[number];
const partyOf = (actor: HttpActor): { token: string } =>
  actor === 'client' ? holder : actor === 'filmmaker' ? filmmaker : admin;

/** The transitions with a route of their own at POST /holds/{id}/<transition>. */
const HTTP_TRANSITIONS = ['confirm', 'release'] as const;
const bodies = { confirm: undefined, release: { reason: 'The client chose other dates.' } };

/** Each hold its own day, so no two holds of the test meet except where a case puts them together. */
let dayCount = 0;
const nextDays = (): BookingDay[] =>
  fullDays(new Date(Date.UTC(2028, 0, 1 + dayCount++)).toISOString().slice(0, 10));

/**
 * A fresh hold of the holder's, put in `state`: placed through HTTP (first on free days; second behind
 * another client's first hold on the same days), then put straight into any later state.
 */
async function holdIn(state: HoldStatus): Promise<string> {
  const days = nextDays();
  if (state === 'second') {
    const first = await placeHoldAs(t, ahead, holdTerms(filmmaker.entityId, days));
    expect(first.body.status).toBe('first');
  }
  const placed = await placeHoldAs(t, holder, holdTerms(filmmaker.entityId, days));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect(placed.body.status).toBe(state === 'second' ? 'second' : 'first');
  if (state !== 'first' && state !== 'second') {
    await t.database.db.update(holds).set({ status: state }).where(eq(holds.id, placed.body.id));
  }
  return placed.body.id;
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(holds).where(eq(holds.id, id));
  return row!;
}

const cases = HTTP_TRANSITIONS.flatMap((transition) =>
  actors.flatMap((actor) => holdMachine.states.map((state) => ({ transition, actor, state }))),
);

test.each(cases)('$actor: $transition from $state', async ({ transition, actor, state }) => {
  const id = await holdIn(state);
  const before = await rowOf(id);
  const answer = await holdAction(t, partyOf(actor), id, transition, bodies[transition]);
  const after = await rowOf(id);
  const verdict = checkTransition(holdMachine, transition, { state, actor });
  if (verdict.ok) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ id, status: verdict.to });
    expect(after.status).toBe(verdict.to);
    const events = await t.database.db
      .select()
      .from(hiringEvents)
      .where(and(eq(hiringEvents.recordId, id), eq(hiringEvents.transition, transition)));
    expect(events).toMatchObject([{ actor, fromStatus: state, toStatus: verdict.to }]);
    if (transition === 'confirm') {
      // What the holder notices: the hold went to the filmmaker as a booking request.
      const [booking] = await t.database.db
        .select({ status: bookings.status, holdId: bookings.holdId })
        .from(bookings)
        .where(eq(bookings.id, after.bookingId!));
      expect(booking).toEqual({ status: 'requested', holdId: id });
      // And the hold says where that request stands, before and after the filmmaker accepts it.
      expect(answer.body).toMatchObject({ booking_status: 'requested' });
      expect((await call(t, filmmaker.token, 'POST', `/bookings/${after.bookingId}/accept`)).status).toBe(
        200,
      );
      expect((await call<Hold>(t, holder.token, 'GET', `/holds/${id}`)).body).toMatchObject({
        status: 'confirmed',
        booking_status: 'confirmed',
      });
    }
  } else {
    expect(answer).toMatchObject({ status: 409, body: { status: state, error: verdict.error } });
    expect(after).toEqual(before);
  }
});

test.each(holdMachine.states)('a stranger to the hold gets 404 from %s', async (state) => {
  const id = await holdIn(state);
  const before = await rowOf(id);
  for (const transition of HTTP_TRANSITIONS) {
    for (const stranger of strangers) {
      const answer = await holdAction(t, stranger, id, transition, bodies[transition]);
      expect(answer.status, `${transition}: ${JSON.stringify(answer.body)}`).toBe(404);
    }
  }
  expect(await rowOf(id)).toEqual(before);
});

test('Reelhire’s own moves (promote, expire) cannot be asked for over HTTP', async () => {
  const unrouted = (Object.keys(holdMachine.transitions) as HoldTransition[]).filter(
    (name) => !(HTTP_TRANSITIONS as readonly string[]).includes(name),
  );
  expect(unrouted.sort()).toEqual(['expire', 'promote']);
  for (const transition of unrouted) {
    expect(Object.keys(holdMachine.transitions[transition].by)).toEqual(['system']);
  }
  // From the states the machine moves them from, so only the missing route refuses them.
  for (const state of ['first', 'second'] as const) {
    const id = await holdIn(state);
    const before = await rowOf(id);
    for (const transition of [...unrouted, 'teleport']) {
      for (const actor of actors) {
        const answer = await call(t, partyOf(actor).token, 'POST', `/holds/${id}/${transition}`, {});
        expect(answer.status, `${actor}: ${transition} from ${state}`).toBe(404);
      }
    }
    expect(await rowOf(id)).toEqual(before);
  }
});
