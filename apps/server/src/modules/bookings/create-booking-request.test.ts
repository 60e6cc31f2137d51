import type { Booking } from '@reelhire/shared/booking-records';
import { bookingTermsSchema } from '@reelhire/shared/booking-requests';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/email.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, hiringClient, hiringFilmmaker } from '../applications/hiring-test-kit.ts';
import { createBookingRequest } from './create-booking-request.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('createBookingRequest makes a requested booking, its first round, timeline entry and email in the caller transaction', async () => {
  const client = await hiringClient(t, { email: 'cbr-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'cbr-maya@example.com' });
  const terms = bookingTermsSchema.parse({
    filmmaker_id: maya.entityId,
    days: [
      { date: '2027-05-04', part: 'am' },
      { date: '2027-05-03', part: 'full' },
    ],
    title: 'Product film for a launch',
    brief: 'Half a day of pack shots, then a full day with the founders.',
    location: { city: 'Leeds', country: 'GB' },
    currency: 'GBP',
    amount_minor: 90_000,
  });
  const { id } = await t.database.db.transaction((tx) =>
    createBookingRequest({ tx, clientId: client.entityId, terms }),
  );

  const booking = (await call<Booking>(t, maya.token, 'GET', `/bookings/${id}`)).body;
  expect(booking).toMatchObject({
    status: 'requested',
    contract_id: null,
    job_id: null,
    first_day: '2027-05-03',
    last_day: '2027-05-04',
    brief: 'Half a day of pack shots, then a full day with the founders.',
    location: { remote: false, city: 'Leeds', country: 'GB' },
    amount_minor: 90_000,
    milestones: [],
  });
  expect(booking.request_rounds).toHaveLength(1);
  expect(booking.request_rounds[0]).toMatchObject({ round: 1, proposed_by: 'client', message: null });
  expect(booking.timeline.map((entry) => [entry.transition, entry.actor, entry.to_status])).toEqual([
    ['request', 'client', 'requested'],
  ]);
  const emails = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.idempotencyKey, `booking_request:${id}`));
  expect(emails).toHaveLength(1);
  expect(emails[0]).toMatchObject({ emailType: 'job_match', recipientEmail: 'cbr-maya@example.com' });
  expect(emails[0]!.templateData).toMatchObject({
    bookingRequestId: id,
    jobTitle: 'Product film for a launch',
  });
});

test('a rolled-back transaction leaves no request behind', async () => {
  const client = await hiringClient(t, { email: 'cbr-rollback@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'cbr-rollback-maya@example.com' });
  const terms = bookingTermsSchema.parse({
    filmmaker_id: maya.entityId,
    days: [{ date: '2027-05-03', part: 'full' }],
    title: 'Rolled back',
    location: { remote: true },
    currency: 'GBP',
    amount_minor: 10_000,
  });
  let made = '';
  await expect(
    t.database.db.transaction(async (tx) => {
      made = (await createBookingRequest({ tx, clientId: client.entityId, terms })).id;
      throw new Error('the caller changed its mind');
    }),
  ).rejects.toThrow('the caller changed its mind');
  expect((await call(t, client.token, 'GET', `/bookings/${made}`)).status).toBe(404);
});
