import type { BookingList } from '@reelhire/shared/booking-records';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  acceptOffer,
  apply,
  call,
  hiringClient,
  offer,
  offerTerms,
  publishedJob,
} from '../applications/hiring-test-kit.ts';
import { bookedWork } from './booking-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test("a client's job page lists only that job's bookings; another client's job gives nothing", async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'byjob');
  // The same client books the same filmmaker on a second job.
  const secondJob = await publishedJob(t, client, { title: 'Editor for the cut-down' });
  const application = (await apply(t, filmmaker, secondJob)).body;
  const sent = (await offer(t, client, application.id, offerTerms())).body;
  expect((await acceptOffer(t, filmmaker, sent.id)).status).toBe(200);

  const all = await call<BookingList>(t, client.token, 'GET', '/bookings');
  expect(all.body.items).toHaveLength(2);

  const first = await call<BookingList>(t, client.token, 'GET', `/bookings?job_id=${client.jobId}`);
  expect(first.body.items.map((item) => item.id)).toEqual([booking.id]);
  const second = await call<BookingList>(t, client.token, 'GET', `/bookings?job_id=${secondJob}`);
  expect(second.body.items).toHaveLength(1);
  expect(second.body.items[0]).toMatchObject({ job_id: secondJob, title: 'Editor for the cut-down' });
  // The filmmaker filters the same way from their side.
  const asFilmmaker = await call<BookingList>(t, filmmaker.token, 'GET', `/bookings?job_id=${secondJob}`);
  expect(asFilmmaker.body.items).toHaveLength(1);

  // Another tenant naming this job sees none of it.
  const other = await hiringClient(t, { email: 'byjob-other@example.com', company: 'Other Co' });
  expect((await call<BookingList>(t, other.token, 'GET', `/bookings?job_id=${client.jobId}`)).body).toEqual({
    items: [],
    next_cursor: null,
  });
  expect((await call(t, client.token, 'GET', '/bookings?job_id=not-a-uuid')).status).toBe(400);
});
