import { bookingStageFor } from '@reelhire/shared/bookings';
import { milestoneMachine, type MilestoneStatus } from '@reelhire/shared/milestones';
import { checkTransition } from '@reelhire/shared/state-machine';
import { and, eq } from 'drizzle-orm';
import { bookingMilestones, bookings, revisionRequests } from '../../db/schema/bookings.ts';
import { hiringEvents } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import {
  hiringClient,
  hiringFilmmaker,
  type HiringClient,
  type Party,
} from '../applications/hiring-test-kit.ts';
import { fundMilestone } from '../earnings/money-test-kit.ts';
import { delivery, hire, milestoneAction } from './booking-test-kit.ts';

// Issue 13: every milestone transition, for each HTTP actor and each state, answers as the shared machine
// says: 200 with the booking whose milestone is in the machine's target state, or 409 { error, status }
// that changes nothing. Generated from milestoneMachine, so a rule added there is tested here. The other
// state a transition depends on is set up so that only the machine's rule decides: the booking is under
// way (as its milestones make it on its first shoot day), an included revision is left for
// request_revision, an extra revision waits for the filmmaker's answer for accept_extra_revision, and the
// milestone's escrow is funded for approve (approving needs its money, decision 0051). fund_and_approve has
// no milestone route: its way in is a payment (POST /payments with approve), tested in fund-and-approve.test.ts;
// nor has settle: a dispute's ruling makes it (POST /disputes/{id}/rule), tested in disputes.test.ts.

let t: TestApp;
let client: HiringClient;
let filmmaker: Party;
let admin: { token: string };
let strangers: Party[];
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await hiringClient(t, { email: 'milestones-client@example.com' });
  filmmaker = await hiringFilmmaker(t, { email: 'milestones-maya@example.com', portfolio: 0 });
  admin = await signedInAccount(t, {
    email: 'milestones-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  strangers = [
    await hiringClient(t, { email: 'milestones-other-client@example.com', company: 'Other Films' }),
    await hiringFilmmaker(t, { email: 'milestones-theo@example.com', name: 'Theo Marsh', portfolio: 0 }),
  ];
});
afterAll(() => t?.close());

const actors = ['client', 'filmmaker', 'admin'] as const;
type HttpActor = (typeof actors)[number];
const partyOf = (actor: HttpActor): { token: string } =>
  actor === 'client' ? client : actor === 'filmmaker' ? filmmaker : admin;
type MilestoneTransition = Exclude<keyof typeof milestoneMachine.transitions, 'fund_and_approve' | 'settle'>;

/** What each transition's route needs in its body. */
const bodies: Record<MilestoneTransition, unknown> = {
  start: undefined,
  submit: delivery,
  request_revision: { comments: 'Warm the grade up and trim the opening by two seconds.' },
  accept_extra_revision: undefined,
  approve: undefined,
};

/**
 * A fresh booking (two milestones, one revision included) whose first milestone is put straight into
 * `state`, and the booking where its milestones put it on its first shoot day: always under way, since a
 * booking cancelled, completed or disputed moves no milestone (tested at the end).
 */
async function milestoneIn(state: MilestoneStatus, transition: MilestoneTransition) {
  const booking = await hire(t, { client, filmmaker, terms: { revisions_included: 1 } });
  const id = booking.milestones[0]!.id;
  const db = t.database.db;
  if (transition === 'approve') {
    await fundMilestone(db, {
      clientId: client.entityId,
      milestoneId: id,
      currency: booking.currency,
      amountMinor: booking.milestones[0]!.amount_minor,
    });
  }
  await db.update(bookingMilestones).set({ status: state }).where(eq(bookingMilestones.id, id));
  const stage = bookingStageFor({
    milestones: [state, 'pending'],
    today: booking.first_day,
    firstDay: booking.first_day,
  });
  await db.update(bookings).set({ status: stage }).where(eq(bookings.id, booking.id));
  if (transition === 'accept_extra_revision') {
    // The included revision is used, and the client has asked for one more.
    await db.update(bookings).set({ revisionsUsed: 1 }).where(eq(bookings.id, booking.id));
    await db.insert(revisionRequests).values({
      milestoneId: id,
      bookingId: booking.id,
      kind: 'extra',
      status: 'open',
      comments: 'One more pass on the sound mix, please.',
      requestedBy: client.userId,
    });
  }
  return { id, bookingId: booking.id };
}

async function rows(id: string, bookingId: string) {
  const db = t.database.db;
  const [milestone] = await db.select().from(bookingMilestones).where(eq(bookingMilestones.id, id));
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return { milestone: milestone!, booking: booking! };
}

const transitions = (Object.keys(milestoneMachine.transitions) as MilestoneTransition[]).filter(
  (transition) => transition in bodies,
);
const cases = transitions.flatMap((transition) =>
  actors.flatMap((actor) => milestoneMachine.states.map((state) => ({ transition, actor, state }))),
);

test.each(cases)('$actor: $transition from $state', async ({ transition, actor, state }) => {
  const { id, bookingId } = await milestoneIn(state, transition);
  const before = await rows(id, bookingId);
  const answer = await milestoneAction(t, partyOf(actor), id, transition, bodies[transition]);
  const after = await rows(id, bookingId);
  const verdict = checkTransition(milestoneMachine, transition, { state, actor });
  if (verdict.ok) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.milestones.find((milestone) => milestone.id === id)?.status).toBe(verdict.to);
    expect(after.milestone.status).toBe(verdict.to);
    const events = await t.database.db
      .select()
      .from(hiringEvents)
      .where(and(eq(hiringEvents.recordId, id), eq(hiringEvents.transition, transition)));
    expect(events).toMatchObject([{ actor, fromStatus: state, toStatus: verdict.to }]);
  } else {
    // The route answers anyone but the filmmaker before asking the machine, in its own words.
    const error =
      transition === 'accept_extra_revision' && actor !== 'filmmaker'
        ? 'Only the filmmaker can accept an extra revision'
        : verdict.error;
    expect(answer).toMatchObject({ status: 409, body: { status: state, error } });
    expect(after).toEqual(before);
  }
});

test.each(milestoneMachine.states)('a stranger to the booking gets 404 from %s', async (state) => {
  // Set up as for accept_extra_revision, the transition that needs the most, so only the stranger differs.
  const { id, bookingId } = await milestoneIn(state, 'accept_extra_revision');
  const before = await rows(id, bookingId);
  for (const transition of transitions) {
    for (const stranger of strangers) {
      const answer = await milestoneAction(t, stranger, id, transition, bodies[transition]);
      expect(answer.status, `${transition}: ${JSON.stringify(answer.body)}`).toBe(404);
    }
  }
  expect(await rows(id, bookingId)).toEqual(before);
});

test.each(['approved', 'completed', 'cancelled', 'disputed'] as const)(
  'a booking %s moves no milestone: 409 with the booking’s state, nothing changed',
  async (bookingStatus) => {
    const { id, bookingId } = await milestoneIn('submitted', 'approve');
    await t.database.db.update(bookings).set({ status: bookingStatus }).where(eq(bookings.id, bookingId));
    const before = await rows(id, bookingId);
    const answer = await milestoneAction(t, client, id, 'approve');
    expect(answer).toMatchObject({ status: 409, body: { status: bookingStatus } });
    expect(await rows(id, bookingId)).toEqual(before);
  },
);
