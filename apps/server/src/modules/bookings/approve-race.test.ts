import { and, count, eq } from 'drizzle-orm';
import { hiringEvents } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queuedEmails } from '../applications/hiring-test-kit.ts';
import { bookedWork, fundEscrow, delivery, milestoneAction } from './booking-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// On PostgreSQL (server-postgres) the two requests really run at once on two connections: the booking's
// row lock queues them and the conditional update lets exactly one approval win; the other is a 409
// with the winning state, and the approval is recorded and emailed once.
test('two approvals of one milestone at once: one wins, the other is a 409', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'approve-race');
  await fundEscrow(t, booking);
  const milestone = booking.milestones[0]!;
  await milestoneAction(t, filmmaker, milestone.id, 'submit', delivery);

  const answers = await Promise.all([
    milestoneAction(t, client, milestone.id, 'approve'),
    milestoneAction(t, client, milestone.id, 'approve'),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  expect(answers.find((answer) => answer.status === 409)?.body.status).toBe('approved');
  const [{ n } = { n: 0 }] = await t.database.db
    .select({ n: count() })
    .from(hiringEvents)
    .where(and(eq(hiringEvents.recordId, milestone.id), eq(hiringEvents.transition, 'approve')));
  expect(n).toBe(1);
  expect(await queuedEmails(t, filmmaker.email, 'deliverable_approved')).toHaveLength(1);
});
