import { and, eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/email.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookedWork } from '../bookings/booking-test-kit.ts';
import { fundMilestone } from '../earnings/money-test-kit.ts';
import { remindUnfundedBookings } from './remind-unfunded-bookings.ts';

// Decision 0046: a confirmed booking's milestones are due to be funded 3 days after the contract was
// signed; its client is reminded on the due day and at 2, 5 and 10 days overdue, each once, high priority
// from 5 days (SPEC's rule), for what is still unfunded, and not at all once everything is funded.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const DAY = 86_400_000;

test('reminders on the due day and at 2, 5 and 10 days overdue, each once, for what is still unfunded', async () => {
  const { client, booking } = await bookedWork(t, 'pay-remind');
  const signed = Date.now();
  const at = (days: number) => new Date(signed + days * DAY + 60_000);
  const reminders = () =>
    t.database.db
      .select({
        key: emailOutbox.idempotencyKey,
        priority: emailOutbox.priority,
        data: emailOutbox.templateData,
      })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientEmail, client.email), eq(emailOutbox.emailType, 'payment_reminder')))
      .orderBy(emailOutbox.createdAt);

  // Not due yet.
  expect(await remindUnfundedBookings({ db: t.database.db, now: at(2) })).toEqual({ reminded: 0 });
  // Due: one reminder for both milestones with their fees (40,000 + 80,000 and 5 %), medium priority.
  expect(await remindUnfundedBookings({ db: t.database.db, now: at(3) })).toEqual({ reminded: 1 });
  expect(await remindUnfundedBookings({ db: t.database.db, now: at(3.5) })).toEqual({ reminded: 0 });
  expect(await reminders()).toEqual([
    {
      key: `payment_reminder:${booking.id}:0`,
      priority: 1,
      data: expect.objectContaining({ amountDue: { amount: 126_000, currency: 'GBP' }, daysOverdue: 0 }),
    },
  ]);

  // The first milestone is funded: the next reminder asks only for the second.
  await fundMilestone(t.database.db, {
    clientId: booking.client_id,
    milestoneId: booking.milestones[0]!.id,
    currency: booking.currency,
    amountMinor: booking.milestones[0]!.amount_minor,
  });
  expect(await remindUnfundedBookings({ db: t.database.db, now: at(5) })).toEqual({ reminded: 1 });
  // Five days overdue: high priority.
  expect(await remindUnfundedBookings({ db: t.database.db, now: at(8) })).toEqual({ reminded: 1 });
  const sent = await reminders();
  expect(sent.map((row) => [row.key, row.priority])).toEqual([
    [`payment_reminder:${booking.id}:0`, 1],
    [`payment_reminder:${booking.id}:2`, 1],
    [`payment_reminder:${booking.id}:5`, 0],
  ]);
  expect(sent[1]!.data).toMatchObject({ amountDue: { amount: 84_000 }, daysOverdue: 2 });

  // Everything funded: no more reminders.
  await fundMilestone(t.database.db, {
    clientId: booking.client_id,
    milestoneId: booking.milestones[1]!.id,
    currency: booking.currency,
    amountMinor: booking.milestones[1]!.amount_minor,
  });
  expect(await remindUnfundedBookings({ db: t.database.db, now: at(13) })).toEqual({ reminded: 0 });
  expect(await reminders()).toHaveLength(3);
});
