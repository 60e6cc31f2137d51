import type { Booking } from '@reelhire/shared/booking-records';
import type { Contract } from '@reelhire/shared/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { call, keyed, hiringClient, hiringFilmmaker, queuedEmails } from '../applications/hiring-test-kit.ts';
import { bookedWork, delivery, fundEscrow, milestoneAction } from './booking-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('two tenants side by side: strangers get 404, the wrong party a 409 that changes nothing', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'tenants');
  await fundEscrow(t, booking);
  const otherClient = await hiringClient(t, {
    email: 'tenants-other-client@example.com',
    company: 'Other Co',
  });
  const stranger = await hiringFilmmaker(t, { email: 'tenants-stranger@example.com', name: 'Sam Reed' });
  const milestone = booking.milestones[0]!;

  for (const outsider of [otherClient, stranger]) {
    expect((await call(t, outsider.token, 'GET', `/bookings/${booking.id}`)).status).toBe(404);
    expect((await call(t, outsider.token, 'GET', '/bookings')).body).toEqual({
      items: [],
      next_cursor: null,
    });
    for (const transition of ['start', 'approve', 'accept_extra_revision']) {
      expect((await milestoneAction(t, outsider, milestone.id, transition)).status).toBe(404);
    }
    expect((await milestoneAction(t, outsider, milestone.id, 'submit', delivery)).status).toBe(404);
    expect(
      (
        await call(
          t,
          outsider.token,
          'POST',
          `/bookings/${booking.id}/cancel`,
          {
            reason: 'Not mine to cancel',
          },
          keyed(),
        )
      ).status,
    ).toBe(404);
  }
  expect((await call(t, client.token, 'GET', '/bookings/00000000-0000-4000-8000-000000000000')).status).toBe(
    404,
  );
  // An admin reads it (support, disputes) but cannot act for either party.
  const admin = await signedInAccount(t, {
    email: 'tenants-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  expect((await call<Booking>(t, admin.token, 'GET', `/bookings/${booking.id}`)).body.id).toBe(booking.id);
  expect((await milestoneAction(t, admin, milestone.id, 'start')).status).toBe(409);

  // The client cannot deliver; the filmmaker cannot approve their own work.
  const clientSubmits = await milestoneAction(t, client, milestone.id, 'submit', delivery);
  expect(clientSubmits).toMatchObject({ status: 409, body: { status: 'pending' } });
  expect(clientSubmits.body.error).toMatch(/Only the filmmaker/);
  await milestoneAction(t, filmmaker, milestone.id, 'submit', delivery);
  const selfApproval = await milestoneAction(t, filmmaker, milestone.id, 'approve');
  expect(selfApproval).toMatchObject({ status: 409, body: { status: 'submitted' } });
  expect(selfApproval.body.error).toMatch(/Only the client/);
  // Approving twice: the second finds it approved.
  expect((await milestoneAction(t, client, milestone.id, 'approve')).status).toBe(200);
  expect(await milestoneAction(t, client, milestone.id, 'approve')).toMatchObject({
    status: 409,
    body: { status: 'approved' },
  });
  const after = (await call<Booking>(t, filmmaker.token, 'GET', `/bookings/${booking.id}`)).body;
  expect(after.milestones.map((m) => m.status)).toEqual(['approved', 'pending']);
});

test('a revision beyond the included ones waits until the filmmaker accepts it as extra work', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'extra', { revisions_included: 0 });
  await fundEscrow(t, booking);
  const milestone = booking.milestones[0]!;
  await milestoneAction(t, filmmaker, milestone.id, 'submit', delivery);

  const asked = await milestoneAction(t, client, milestone.id, 'request_revision', {
    comments: 'Could we also try a black and white version?',
  });
  expect(asked.status).toBe(200);
  // Not sent back yet: the milestone stays submitted with an open extra request, and nothing is used.
  expect(asked.body).toMatchObject({ status: 'in_progress', revisions_used: 0 });
  expect(asked.body.milestones[0]).toMatchObject({
    status: 'submitted',
    revision_requests: [{ kind: 'extra', status: 'open' }],
  });
  expect(await queuedEmails(t, filmmaker.email, 'revision_requested')).toHaveLength(1);
  // Asking again while one waits, or the filmmaker resubmitting, is refused.
  expect(
    await milestoneAction(t, client, milestone.id, 'request_revision', { comments: 'And a square crop?' }),
  ).toMatchObject({ status: 409, body: { status: 'submitted' } });
  expect((await milestoneAction(t, filmmaker, milestone.id, 'submit', delivery)).status).toBe(409);
  // Only the filmmaker answers it.
  expect(await milestoneAction(t, client, milestone.id, 'accept_extra_revision')).toMatchObject({
    status: 409,
    body: { status: 'submitted' },
  });

  const accepted = await milestoneAction(t, filmmaker, milestone.id, 'accept_extra_revision');
  expect(accepted.status).toBe(200);
  expect(accepted.body).toMatchObject({ status: 'revision_requested', revisions_used: 1 });
  expect(accepted.body.milestones[0]).toMatchObject({
    status: 'revision_requested',
    revision_requests: [{ kind: 'extra', status: 'accepted' }],
  });
  expect((await milestoneAction(t, filmmaker, milestone.id, 'accept_extra_revision')).status).toBe(409);

  // A second extra request the filmmaker declines: the milestone stays submitted for the client.
  await milestoneAction(t, filmmaker, milestone.id, 'submit', { note: 'The black and white version.' });
  await milestoneAction(t, client, milestone.id, 'request_revision', { comments: 'One more pass?' });
  const declined = await milestoneAction(t, filmmaker, milestone.id, 'decline_extra_revision');
  expect(declined.status).toBe(200);
  expect(declined.body.milestones[0]).toMatchObject({
    status: 'submitted',
    revision_requests: [{ status: 'accepted' }, { status: 'declined' }],
  });
  expect(declined.body.timeline.at(-1)).toMatchObject({
    transition: 'decline_extra_revision',
    actor: 'filmmaker',
  });
  expect((await milestoneAction(t, client, milestone.id, 'approve')).status).toBe(200);
});

test('a client cancelling after confirmation owes the kill fee on what is not approved; a filmmaker owes none', async () => {
  // 50% of the 80,000 not yet approved once the 40,000 deposit milestone is.
  const byClient = await bookedWork(t, 'cancel-client');
  await fundEscrow(t, byClient.booking);
  const deposit = byClient.booking.milestones[0]!;
  await milestoneAction(t, byClient.filmmaker, deposit.id, 'submit', delivery);
  await milestoneAction(t, byClient.client, deposit.id, 'approve');
  expect(
    (await call(t, byClient.client.token, 'POST', `/bookings/${byClient.booking.id}/cancel`, {}, keyed()))
      .status,
  ).toBe(400);
  const cancelled = await call<Booking>(
    t,
    byClient.client.token,
    'POST',
    `/bookings/${byClient.booking.id}/cancel`,
    {
      reason: 'The shoot was pulled by the brand.',
    },
    keyed(),
  );
  expect(cancelled.status).toBe(200);
  expect(cancelled.body).toMatchObject({
    status: 'cancelled',
    kill_fee_minor: 40_000,
    cancelled_by: 'client',
    cancel_reason: 'The shoot was pulled by the brand.',
  });
  const contract = await call<Contract>(t, byClient.client.token, 'GET', `/contracts/${byClient.contractId}`);
  expect(contract.body.status).toBe('cancelled');
  // Nothing moves on a cancelled booking, and it cannot be cancelled twice.
  const second = byClient.booking.milestones[1]!;
  expect(await milestoneAction(t, byClient.filmmaker, second.id, 'submit', delivery)).toMatchObject({
    status: 409,
    body: { status: 'cancelled' },
  });
  expect(
    await call(
      t,
      byClient.filmmaker.token,
      'POST',
      `/bookings/${byClient.booking.id}/cancel`,
      {
        reason: 'Again',
      },
      keyed(),
    ),
  ).toMatchObject({ status: 409, body: { status: 'cancelled' } });

  const byFilmmaker = await bookedWork(t, 'cancel-filmmaker');
  const dropped = await call<Booking>(
    t,
    byFilmmaker.filmmaker.token,
    'POST',
    `/bookings/${byFilmmaker.booking.id}/cancel`,
    { reason: 'I broke my wrist.' },
    keyed(),
  );
  expect(dropped.body).toMatchObject({ status: 'cancelled', kill_fee_minor: 0, cancelled_by: 'filmmaker' });
});
