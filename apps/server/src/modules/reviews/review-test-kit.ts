import type { Booking } from '@reelhire/shared/booking-records';
import { and, asc, eq } from 'drizzle-orm';
import { hiringEvents } from '../../db/schema/hiring.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { Party } from '../applications/hiring-test-kit.ts';
import { delivery, fundEscrow, milestoneAction } from '../bookings/booking-test-kit.ts';

// The reviews tests' world: a booking completed through HTTP, as its parties would complete it.

/** Funds, delivers and approves every milestone: the booking completes and its reviews open. */
export async function completeBooking(
  t: TestApp,
  client: Pick<Party, 'token'>,
  filmmaker: Pick<Party, 'token'>,
  booking: Booking,
): Promise<void> {
  await fundEscrow(t, booking);
  let status = booking.status as string;
  for (const milestone of booking.milestones) {
    expect((await milestoneAction(t, filmmaker, milestone.id, 'start')).status).toBe(200);
    expect((await milestoneAction(t, filmmaker, milestone.id, 'submit', delivery)).status).toBe(200);
    const approved = await milestoneAction(t, client, milestone.id, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    status = approved.body.status;
  }
  expect(status).toBe('completed');
}

/** A review's transitions in order, as `transition:actor`. */
export async function reviewEvents(t: TestApp, id: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ transition: hiringEvents.transition, actor: hiringEvents.actor })
    .from(hiringEvents)
    .where(and(eq(hiringEvents.recordType, 'review'), eq(hiringEvents.recordId, id)))
    .orderBy(asc(hiringEvents.createdAt));
  return rows.map((row) => `${row.transition}:${row.actor}`);
}
