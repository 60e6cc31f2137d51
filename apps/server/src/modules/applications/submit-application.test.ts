import {
  APPLICATIONS_PER_DAY_MAX,
  type Application,
  type ApplicationList,
} from '@reelhire/shared/applications';
import { eq } from 'drizzle-orm';
import { applications } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  applicationInput,
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  publishedJob,
  queuedEmails,
} from './hiring-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('a verified filmmaker applies once; an identical retry answers the same application and both parties are emailed', async () => {
  const client = await hiringClient(t, { email: 'apply-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'apply-maya@example.com' });

  const first = await apply(t, maya, client.jobId, { portfolio_image_ids: [maya.portfolio[1]] });
  expect(first.status).toBe(201);
  expect(first.body).toMatchObject({
    status: 'submitted',
    job_id: client.jobId,
    rate_type: 'day',
    currency: 'GBP',
    proposed_rate_minor: 60_000,
    filmmaker: { name: 'Maya Okafor', verified: true, primary_craft: 'director of photography' },
    job: { title: 'DoP for a two-day shoot', status: 'published', client_name: 'Northlight Films' },
  });
  expect(first.body.portfolio_items).toEqual([
    { id: maya.portfolio[1], url: expect.stringContaining('/'), caption: null },
  ]);
  // Primary craft, same city, rate in range, every date free.
  expect(first.body.fit_score).toBe(1);

  const retry = await apply(t, maya, client.jobId, { portfolio_image_ids: [maya.portfolio[1]] });
  expect(retry.status).toBe(200);
  expect(retry.body.id).toBe(first.body.id);

  expect(await queuedEmails(t, maya.email, 'application_submitted')).toEqual([
    expect.objectContaining({ applicationId: first.body.id, jobTitle: 'DoP for a two-day shoot' }),
  ]);
  expect(await queuedEmails(t, client.email, 'application_received')).toEqual([
    expect.objectContaining({ applicantName: 'Maya Okafor', jobId: client.jobId, talentId: maya.entityId }),
  ]);
});

test('an unverified or unfinished filmmaker, or a client, cannot apply; nothing is stored', async () => {
  const client = await hiringClient(t, { email: 'refuse-client@example.com' });
  const unverified = await hiringFilmmaker(t, { email: 'unverified@example.com', verified: false });
  const unfinished = await hiringFilmmaker(t, { email: 'unfinished@example.com', setup: false });

  const refused = await apply(t, unverified, client.jobId);
  expect(refused).toMatchObject({ status: 403, body: { error: 'Verify your identity to apply for jobs' } });
  expect((await apply(t, unfinished, client.jobId)).status).toBe(403);
  expect((await apply(t, client, client.jobId)).status).toBe(403);
  expect((await call(t, undefined, 'POST', '/applications', applicationInput(client.jobId))).status).toBe(
    401,
  );
  const stored = await t.database.db.select().from(applications).where(eq(applications.jobId, client.jobId));
  expect(stored).toEqual([]);
});

test('only a published job before its deadline takes applications', async () => {
  const client = await hiringClient(t, { email: 'states-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'states-maya@example.com' });
  const draft = await publishedJob(t, client, { status: 'draft', publishedAt: null });
  const filled = await publishedJob(t, client, { status: 'filled' });
  const closed = await publishedJob(t, client, { status: 'closed' });
  const pastDeadline = await publishedJob(t, client, { applicationDeadline: '2020-01-01' });

  expect((await apply(t, maya, draft)).status).toBe(404);
  expect(await apply(t, maya, filled)).toMatchObject({ status: 409, body: { status: 'filled' } });
  expect(await apply(t, maya, closed)).toMatchObject({ status: 409, body: { status: 'closed' } });
  expect(await apply(t, maya, pastDeadline)).toMatchObject({ status: 409, body: { status: 'published' } });
  expect((await apply(t, maya, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
});

test("portfolio items must be the filmmaker's own", async () => {
  const client = await hiringClient(t, { email: 'portfolio-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'portfolio-maya@example.com' });
  const theo = await hiringFilmmaker(t, { email: 'portfolio-theo@example.com', name: 'Theo Marsh' });

  const borrowed = await apply(t, maya, client.jobId, { portfolio_image_ids: [theo.portfolio[0]] });
  expect(borrowed.status).toBe(400);
  expect(borrowed.body.error).toMatch(/own portfolio/);
  const bad = await apply(t, maya, client.jobId, { proposed_rate_minor: -5, availability: 'sometimes' });
  expect(bad.status).toBe(400);
  const stored = await t.database.db.select().from(applications).where(eq(applications.jobId, client.jobId));
  expect(stored).toEqual([]);
});

test(`at most ${APPLICATIONS_PER_DAY_MAX} applications a rolling day, then a clear 429`, async () => {
  const client = await hiringClient(t, { email: 'limit-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'limit-maya@example.com' });
  const jobIds: string[] = [];
  for (let i = 0; i <= APPLICATIONS_PER_DAY_MAX; i++) jobIds.push(await publishedJob(t, client));
  // Yesterday's applications (older than 24 h) do not count.
  const [old] = jobIds.splice(0, 1);
  await apply(t, maya, old!);
  await t.database.db
    .update(applications)
    .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
    .where(eq(applications.jobId, old!));

  for (const jobId of jobIds) expect((await apply(t, maya, jobId)).status).toBe(201);
  const extra = await publishedJob(t, client);
  const limited = await apply(t, maya, extra);
  expect(limited.status).toBe(429);
  expect(limited.body.error).toMatch(/30 applications in the last 24 hours/);
  const mine = await call<ApplicationList>(t, maya.token, 'GET', '/applications?limit=100');
  expect(mine.body.items).toHaveLength(APPLICATIONS_PER_DAY_MAX + 1);
  expect(mine.body.items.every((item: Application) => item.status === 'submitted')).toBe(true);
});

test('a second application to the same job with other terms is refused with 409 application_exists and changes nothing', async () => {
  const client = await hiringClient(t, { email: 'apply-twice-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'apply-twice-maya@example.com' });
  const first = await apply(t, maya, client.jobId);
  expect(first.status).toBe(201);

  for (const change of [
    { cover_message: 'A second go at the same job, with a new message.' },
    { proposed_rate_minor: 70_000 },
  ]) {
    const second = await apply(t, maya, client.jobId, change);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      error: 'You have already applied to this job',
      code: 'application_exists',
      status: 'submitted',
      application_id: first.body.id,
    });
  }
  const stored = await call<Application>(t, maya.token, 'GET', `/applications/${first.body.id}`);
  expect(stored.body).toMatchObject({
    cover_message: first.body.cover_message,
    proposed_rate_minor: first.body.proposed_rate_minor,
  });
  expect(await queuedEmails(t, maya.email, 'application_submitted')).toHaveLength(1);
});
