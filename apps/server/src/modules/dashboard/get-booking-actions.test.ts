import type { BookingActions } from '@reelhire/shared/booking-actions';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call as hiringCall, keyed, hiringClient } from '../applications/hiring-test-kit.ts';
import { bookedWork, delivery, milestoneAction } from '../bookings/booking-test-kit.ts';

// The dashboard homes' bookings to-do (issue 13), with a second client and filmmaker side by side.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const actions = async (token: string, as: 'client' | 'filmmaker') => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/rest/v1/dashboard/bookings?as=${as}`,
    headers: { authorization: `Bearer ${token}`, apikey: t.anonKey },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<BookingActions>();
};

test('the filmmaker sees the next milestone to do; the client sees deliveries to review; others see nothing', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'todo', { revisions_included: 0 });
  const [first, second] = booking.milestones;
  const other = await bookedWork(t, 'todo-other');

  // Booked: the first milestone waits for the filmmaker, one entry per booking; the client has nothing.
  expect((await actions(filmmaker.token, 'filmmaker')).items).toEqual([
    expect.objectContaining({
      booking_id: booking.id,
      milestone_id: first!.id,
      milestone_status: 'pending',
      counterpart_name: 'Northlight Films',
      project_id: client.projectId,
      job_id: client.jobId,
      extra_revision_open: false,
    }),
  ]);
  expect((await actions(client.token, 'client')).items).toEqual([]);

  // Submitted: the client reviews it; the filmmaker's next is the second milestone.
  await milestoneAction(t, filmmaker, first!.id, 'submit', delivery);
  expect((await actions(client.token, 'client')).items).toEqual([
    expect.objectContaining({ milestone_id: first!.id, milestone_status: 'submitted' }),
  ]);
  expect((await actions(filmmaker.token, 'filmmaker')).items.map((item) => item.milestone_id)).toEqual([
    second!.id,
  ]);

  // A revision beyond the included ones: the filmmaker has an answer to give on the first milestone too.
  await milestoneAction(t, client, first!.id, 'request_revision', { comments: 'One more colour pass' });
  const withExtra = (await actions(filmmaker.token, 'filmmaker')).items;
  expect(withExtra).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ milestone_id: first!.id, extra_revision_open: true }),
      expect.objectContaining({ milestone_id: second!.id, extra_revision_open: false }),
    ]),
  );

  // Other tenants see only their own booking, never this one.
  const othersFilmmaker = (await actions(other.filmmaker.token, 'filmmaker')).items;
  expect(othersFilmmaker.map((item) => item.booking_id)).toEqual([other.booking.id]);
  expect((await actions(other.client.token, 'client')).items).toEqual([]);
  const stranger = await hiringClient(t, { email: 'todo-stranger@example.com', company: 'Stranger Co' });
  expect((await actions(stranger.token, 'client')).items).toEqual([]);

  // Cancelled bookings wait for nobody.
  await hiringCall(
    t,
    client.token,
    'POST',
    `/bookings/${booking.id}/cancel`,
    { reason: 'Budget pulled' },
    keyed(),
  );
  expect((await actions(filmmaker.token, 'filmmaker')).items).toEqual([]);
  expect((await actions(client.token, 'client')).items).toEqual([]);
  // Two booked contracts and a dozen calls: generous on a shared machine.
}, 90_000);

test('the OpenAPI document describes the bookings to-do and the job filter of the bookings list', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { parameters?: { name: string }[]; responses?: object }>>;
  }>();
  expect(doc.paths['/api/rest/v1/dashboard/bookings']?.get?.responses).toHaveProperty('200');
  expect(doc.paths['/api/rest/v1/bookings']?.get?.parameters?.map((parameter) => parameter.name)).toContain(
    'job_id',
  );
});
