import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { turnNotification } from '@reelhire/shared/notifications';
import type { StateMachine } from '@reelhire/shared/state-machine';
import { toDoLink } from '@reelhire/shared/to-do-link';
import { MACHINES, MACHINE_KEYS, TO_DO_PARTIES, type MachineKey } from '@reelhire/shared/to-dos';
import { and, eq } from 'drizzle-orm';
import { revisionRequests } from '../db/schema/bookings.ts';
import { disputes } from '../db/schema/disputes.ts';
import { reviews } from '../db/schema/reviews.ts';
import { notifications } from '../db/schema/notifications.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  apply,
  offer,
  publishedJob,
  type HiringClient,
  type Party,
} from '../modules/applications/hiring-test-kit.ts';
import { bookedWork } from '../modules/bookings/booking-test-kit.ts';
import { fullDays, holdTerms, placeHoldAs } from '../modules/holds/hold-test-kit.ts';
import { notifyTurn } from './notify-turn.ts';
import { TURN_RECORDS } from './turn-records.ts';

// Decision 0062: for every state of every machine that is a client's or a filmmaker's turn, a record of it
// entering that state notifies exactly that party, linked where the dashboard's to-do links. A machine
// added to MACHINES with such a state fails here until its records can be looked up.

const cases = MACHINE_KEYS.flatMap((machine) =>
  (MACHINES[machine] as StateMachine<string, string>).states
    .map((state) => ({ machine, state, told: turnNotification(machine, state, 'system') }))
    .filter(({ told }) => told !== null)
    .map(({ machine, state, told }) => ({ machine, state, party: told!.party, title: told!.title })),
);

test('every machine that hands a party a turn has its records looked up', () => {
  for (const { machine } of cases) expect(TURN_RECORDS[machine], machine).not.toBeNull();
  for (const key of MACHINE_KEYS) {
    const gives = TO_DO_PARTIES.some((party) =>
      Object.values((MACHINES[key] as StateMachine<string, string>).turns).some(
        (turn) => turn?.party === party,
      ),
    );
    if (!gives) expect(TURN_RECORDS[key], `${key} hands no party a turn`).toBeNull();
  }
});

test('no state change writes its timeline entry past recordHiringEvent, which tells the turn', () => {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('/seed/')) {
        if (
          /insert\(hiringEvents\)/.test(readFileSync(path, 'utf8')) &&
          !path.endsWith('record-hiring-event.ts')
        ) {
          offenders.push(path.slice(root.length));
        }
      }
    }
  };
  walk(root.replace(/\/$/, ''));
  expect(offenders).toEqual([]);
});

let t: TestApp;
let client: HiringClient;
let filmmaker: Party;

beforeAll(async () => {
  t = await createTestApp();
  ({ client, filmmaker } = await bookedWork(t, 'turn-records'));
}, 120_000);
afterAll(() => t?.close());

/** A record of the machine; its state does not matter to the lookup, only whose it is. */
const FIXTURES: Record<MachineKey, (() => Promise<string>) | null> = {
  project: null,
  job: null,
  contract: null,
  payment: null,
  payout: null,
  pitch: null,
  paperwork: null,
  feedback: null,
  social_post: null,
  application: async () => (await apply(t, filmmaker, await publishedJob(t, client))).body.id,
  offer: async () => {
    const application = (await apply(t, filmmaker, await publishedJob(t, client))).body;
    return (await offer(t, client, application.id)).body.id;
  },
  booking: async () => (await bookedWork(t, `tr-b-${Date.now()}`)).booking.id,
  milestone: async () => (await bookedWork(t, `tr-m-${Date.now()}`)).booking.milestones[0]!.id,
  milestone_funding: async () => (await bookedWork(t, `tr-f-${Date.now()}`)).booking.milestones[0]!.id,
  revision_request: async () => {
    const { booking } = await bookedWork(t, `tr-r-${Date.now()}`);
    const [request] = await t.database.db
      .insert(revisionRequests)
      .values({
        milestoneId: booking.milestones[0]!.id,
        bookingId: booking.id,
        kind: 'extra',
        status: 'open',
        comments: 'One more colour pass',
      })
      .returning({ id: revisionRequests.id });
    return request!.id;
  },
  // Only whose the record is matters here, so the rows are written as their operations would leave them.
  review: async () => {
    const { booking } = await bookedWork(t, `tr-v-${Date.now()}`);
    const [review] = await t.database.db
      .insert(reviews)
      .values({
        bookingId: booking.id,
        clientId: booking.client_id,
        filmmakerId: booking.filmmaker_id,
        reviewerRole: 'client',
        status: 'client_to_write',
        windowClosesAt: new Date(Date.now() + 14 * 86_400_000),
      })
      .returning({ id: reviews.id });
    return review!.id;
  },
  dispute: async () => {
    const { booking } = await bookedWork(t, `tr-d-${Date.now()}`);
    const [dispute] = await t.database.db
      .insert(disputes)
      .values({
        bookingId: booking.id,
        clientId: booking.client_id,
        filmmakerId: booking.filmmaker_id,
        openedBy: 'client',
        status: 'awaiting_filmmaker',
        reason: 'not_as_agreed',
        description: 'The rushes are not what the shot list asked for.',
        respondBy: new Date(Date.now() + 5 * 86_400_000),
        currency: booking.currency,
      })
      .returning({ id: disputes.id });
    return dispute!.id;
  },
  hold: async () => {
    const placed = await placeHoldAs(t, client, holdTerms(filmmaker.entityId, fullDays('2027-10-14')));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.id;
  },
};

test.each(cases)(
  '$machine entering $state tells the $party, with its action and link',
  async ({ machine, state, party, title }) => {
    const fixture = FIXTURES[machine];
    expect(fixture, `add a fixture for ${machine}`).not.toBeNull();
    const id = await fixture!();
    const record = (await TURN_RECORDS[machine]!(t.database.db, id))!;
    expect(record).toBeDefined();
    const owner = party === 'client' ? record.client_user_id : record.filmmaker_user_id;
    const other = party === 'client' ? record.filmmaker_user_id : record.client_user_id;
    const type = `${machine}.${state}`;
    // In a transaction of its own, as a change would be (one notification per person per transaction).
    await t.database.db.transaction((tx) =>
      notifyTurn(tx, { machine, recordId: id, state, actor: 'system' }),
    );
    const mine = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner), eq(notifications.type, type)));
    expect(mine.at(-1)).toMatchObject({ title, link: toDoLink({ machine, ...record }, party) });
    const theirs = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, other), eq(notifications.type, type)));
    expect(theirs).toEqual([]);
  },
  60_000,
);
