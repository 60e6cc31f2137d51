import type { Booking, BookingList } from '@reelhire/shared/booking-records';
import type { Contract } from '@reelhire/shared/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, queuedEmails } from '../applications/hiring-test-kit.ts';
import { bookedWork, delivery, fundEscrow, milestoneAction } from './booking-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('the delivery loop: booked, submitted, revised, resubmitted, approved, completed', async () => {
  const { client, filmmaker, contractId, booking } = await bookedWork(t, 'loop', { revisions_included: 1 });
  await fundEscrow(t, booking);

  // The accepted offer is a confirmed booking with the contract's milestones and its shoot days.
  expect(booking).toMatchObject({
    status: 'confirmed',
    contract_id: contractId,
    title: 'DoP for a two-day shoot',
    days: [
      { date: '2027-03-01', part: 'full' },
      { date: '2027-03-02', part: 'full' },
    ],
    first_day: '2027-03-01',
    last_day: '2027-03-02',
    amount_minor: 120_000,
    revisions_included: 1,
    revisions_used: 0,
    kill_fee_minor: null,
    filmmaker: { name: 'Maya Okafor' },
    client: { name: 'Northlight Films' },
  });
  expect(booking.milestones.map((m) => [m.title, m.status, m.amount_minor])).toEqual([
    ['Booking deposit', 'pending', 40_000],
    ['Shoot days', 'pending', 80_000],
  ]);
  expect(booking.timeline).toEqual([
    expect.objectContaining({
      transition: 'create',
      actor: 'system',
      actor_name: 'Reelhire',
      to_status: 'confirmed',
    }),
  ]);
  // Both parties see it in their list; each is told.
  const filmmakersList = await call<BookingList>(t, filmmaker.token, 'GET', '/bookings?status=confirmed');
  expect(filmmakersList.body.items.map((item) => item.id)).toEqual([booking.id]);
  expect(await queuedEmails(t, filmmaker.email, 'booking_confirmation')).toEqual([
    expect.objectContaining({
      recipientRole: 'filmmaker',
      bookingId: booking.id,
      otherPartyName: 'Northlight Films',
    }),
  ]);
  expect(await queuedEmails(t, client.email, 'booking_confirmation')).toEqual([
    expect.objectContaining({ recipientRole: 'client', otherPartyName: 'Maya Okafor', jobId: client.jobId }),
  ]);

  const [deposit, shoot] = booking.milestones;
  // Bad input changes nothing: nothing to deliver, or a link that is not a web address.
  expect((await milestoneAction(t, filmmaker, deposit!.id, 'submit', { links: [] })).status).toBe(400);
  expect(
    (await milestoneAction(t, filmmaker, deposit!.id, 'submit', { links: [{ url: 'javascript:alert(1)' }] }))
      .status,
  ).toBe(400);

  expect((await milestoneAction(t, filmmaker, deposit!.id, 'start')).body.milestones[0]!.status).toBe(
    'in_progress',
  );
  const submitted = await milestoneAction(t, filmmaker, deposit!.id, 'submit', delivery);
  expect(submitted.status).toBe(200);
  expect(submitted.body.milestones[0]).toMatchObject({
    status: 'submitted',
    deliverables: [
      {
        round: 1,
        note: delivery.note,
        links: [{ url: 'https://frame.io/review/abc123', label: 'Frame.io review' }],
      },
    ],
  });
  // Work has been handed in, so the booking is under way even before its first day.
  expect(submitted.body.status).toBe('in_progress');
  expect(await queuedEmails(t, client.email, 'deliverable_submitted')).toEqual([
    expect.objectContaining({
      filmmakerName: 'Maya Okafor',
      deliverableTitle: 'Booking deposit',
      jobId: client.jobId,
    }),
  ]);

  const revision = await milestoneAction(t, client, deposit!.id, 'request_revision', {
    comments: 'Warmer grade on the interview, please.',
  });
  expect(revision.status).toBe(200);
  expect(revision.body).toMatchObject({ status: 'revision_requested', revisions_used: 1 });
  expect(revision.body.milestones[0]).toMatchObject({
    status: 'revision_requested',
    revision_requests: [
      { kind: 'included', status: 'accepted', comments: 'Warmer grade on the interview, please.' },
    ],
  });
  expect(await queuedEmails(t, filmmaker.email, 'revision_requested')).toEqual([
    expect.objectContaining({ notes: 'Warmer grade on the interview, please.', bookingId: booking.id }),
  ]);

  const resubmitted = await milestoneAction(t, filmmaker, deposit!.id, 'submit', { note: 'Regraded.' });
  expect(resubmitted.body.milestones[0]!.deliverables.map((d) => d.round)).toEqual([1, 2]);
  // The other milestone still waits for the filmmaker, so work goes on.
  expect(resubmitted.body.status).toBe('in_progress');

  expect((await milestoneAction(t, client, deposit!.id, 'approve')).body).toMatchObject({
    status: 'in_progress',
  });
  expect((await milestoneAction(t, filmmaker, shoot!.id, 'submit', delivery)).body.status).toBe('delivered');
  const done = await milestoneAction(t, client, shoot!.id, 'approve');
  expect(done.status).toBe(200);
  expect(done.body.status).toBe('completed');
  expect(done.body.milestones.every((m) => m.status === 'approved' && m.approved_at !== null)).toBe(true);
  expect(await queuedEmails(t, filmmaker.email, 'deliverable_approved')).toHaveLength(2);

  // The timeline tells the story in order, with who did each step.
  const bookingSteps = done.body.timeline.filter((e) => e.record_type === 'booking').map((e) => e.to_status);
  expect(bookingSteps).toEqual([
    'confirmed',
    'in_progress',
    'revision_requested',
    'in_progress',
    'delivered',
    'approved',
    'completed',
  ]);
  expect(
    done.body.timeline.find((e) => e.transition === 'request_revision' && e.record_type === 'milestone'),
  ).toMatchObject({ actor: 'client', actor_name: 'Northlight Films' });

  const contract = await call<Contract>(t, client.token, 'GET', `/contracts/${contractId}`);
  expect(contract.body.status).toBe('completed');
  // A finished booking's milestones are closed to further changes.
  const late = await milestoneAction(t, filmmaker, shoot!.id, 'submit', delivery);
  expect(late.status).toBe(409);
  expect((await call<Booking>(t, filmmaker.token, 'GET', `/bookings/${booking.id}`)).body.status).toBe(
    'completed',
  );
});

test('a fixed fee books no shoot days: its dates are a delivery window', async () => {
  const { booking } = await bookedWork(t, 'fixed', {
    rate_type: 'fixed',
    units: null,
    start_date: '2027-04-01',
    end_date: '2027-04-30',
  });
  expect(booking).toMatchObject({
    status: 'confirmed',
    days: [],
    first_day: '2027-04-01',
    last_day: '2027-04-30',
  });
});
