import type { Job } from '@reelhire/shared/jobs';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import {
  acceptOffer,
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  offer,
  publishedJob,
} from '../applications/hiring-test-kit.ts';

// A job's parties keep reading it once it is filled or closed (decision 0057): its client, the filmmaker
// hired, the other applicants, and admins. Anyone else still gets 404, as for a draft (DESIGN section 5).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('the hired filmmaker and the other applicants read a filled job; another filmmaker and client get 404', async () => {
  const client = await hiringClient(t, { email: 'parties-client@example.com' });
  const stranger = await hiringClient(t, { email: 'parties-stranger@example.com', company: 'Elsewhere Ltd' });
  const maya = await hiringFilmmaker(t, { email: 'parties-maya@example.com' });
  const theo = await hiringFilmmaker(t, { email: 'parties-theo@example.com', name: 'Theo Marsh' });
  const lena = await hiringFilmmaker(t, { email: 'parties-lena@example.com', name: 'Lena Park' });
  const admin = await signedInAccount(t, {
    email: 'parties-admin@example.com',
    metadata: { user_type: 'admin' },
  });

  const mayas = (await apply(t, maya, client.jobId)).body;
  await apply(t, theo, client.jobId);
  const sent = (await offer(t, client, mayas.id)).body;
  expect((await acceptOffer(t, maya, sent.id)).status).toBe(200);

  for (const [who, party] of Object.entries({ client, maya, theo, admin })) {
    const read = await call<Job>(t, party.token, 'GET', `/jobs/${client.jobId}`);
    expect(read.status, who).toBe(200);
    expect(read.body).toMatchObject({ id: client.jobId, status: 'filled' });
  }
  for (const outsider of [lena, stranger]) {
    expect((await call(t, outsider.token, 'GET', `/jobs/${client.jobId}`)).status).toBe(404);
  }
});

test('an applicant reads a job its client closed; a filmmaker who did not apply gets 404', async () => {
  const client = await hiringClient(t, { email: 'closed-client@example.com' });
  const jobId = await publishedJob(t, client);
  const maya = await hiringFilmmaker(t, { email: 'closed-maya@example.com' });
  const lena = await hiringFilmmaker(t, { email: 'closed-lena@example.com', name: 'Lena Park' });
  await apply(t, maya, jobId);
  expect((await call(t, client.token, 'POST', `/jobs/${jobId}/close`)).status).toBe(200);

  const read = await call<Job>(t, maya.token, 'GET', `/jobs/${jobId}`);
  expect(read.status).toBe(200);
  expect(read.body.status).toBe('closed');
  expect((await call(t, lena.token, 'GET', `/jobs/${jobId}`)).status).toBe(404);
  // A stranger with no account at all gets 401, as before.
  expect((await call(t, undefined, 'GET', `/jobs/${jobId}`)).status).toBe(401);
});
