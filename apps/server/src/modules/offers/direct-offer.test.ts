import type { Application, ApplicationList } from '@reelhire/shared/applications';
import type { Contract, ContractList } from '@reelhire/shared/contracts';
import type { Offer } from '@reelhire/shared/offers';
import { and, eq } from 'drizzle-orm';
import { hiringEvents, jobs } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  acceptOffer,
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  offerTerms,
  publishedJob,
  queuedEmails,
} from '../applications/hiring-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const direct = (token: string, jobId: string, filmmakerId: string, overrides: Record<string, unknown> = {}) =>
  call<Offer>(t, token, 'POST', '/offers', {
    job_id: jobId,
    filmmaker_id: filmmakerId,
    terms: offerTerms(),
    message: 'Loved your music video work, would you shoot ours?',
    ...overrides,
  });

// Decision 0028: a client hires from a profile without the filmmaker applying first.
test('a direct offer: sent without an application, read, accepted, signed by both', async () => {
  const client = await hiringClient(t, { email: 'direct-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'direct-maya@example.com' });

  const sent = await direct(client.token, client.jobId, maya.entityId);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  expect(sent.body).toMatchObject({ status: 'sent', job_id: client.jobId, filmmaker_id: maya.entityId });
  expect(sent.body.rounds).toHaveLength(1);

  // The filmmaker finds it among their applications, already an offer, as they would any other.
  const mine = await call<ApplicationList>(t, maya.token, 'GET', '/applications');
  expect(mine.body.items).toHaveLength(1);
  const application = mine.body.items[0]!;
  expect(application).toMatchObject({
    id: sent.body.application_id,
    status: 'offered',
    origin: 'direct_offer',
    proposed_rate_minor: 60_000,
  });
  const offers = await call<{ items: Offer[] }>(
    t,
    maya.token,
    'GET',
    `/offers?application_id=${application.id}`,
  );
  expect(offers.body.items.map((item) => item.id)).toEqual([sent.body.id]);

  // The client sees them on the job's applicant list too.
  const applicants = await call<ApplicationList>(
    t,
    client.token,
    'GET',
    `/applications?job_id=${client.jobId}`,
  );
  expect(applicants.body.items.map((item) => [item.filmmaker.name, item.status])).toEqual([
    ['Maya Okafor', 'offered'],
  ]);

  // The application's story starts with the client's direct offer, not a submission.
  const events = await t.database.db
    .select()
    .from(hiringEvents)
    .where(and(eq(hiringEvents.recordType, 'application'), eq(hiringEvents.recordId, application.id)));
  expect(events.map((event) => [event.transition, event.actor, event.fromStatus, event.toStatus])).toEqual([
    ['direct_offer', 'client', null, 'offered'],
  ]);

  // Told by email, with a link to the offer, since they never applied.
  const emails = await queuedEmails(t, maya.email, 'job_match');
  expect(emails).toEqual([
    expect.objectContaining({ offerFrom: 'Northlight Films', offerApplicationId: application.id }),
  ]);

  const accepted = await acceptOffer(t, maya, sent.body.id);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const contractId = accepted.body.contract.id;
  for (const party of [client, maya]) {
    const contracts = await call<ContractList>(t, party.token, 'GET', '/contracts');
    expect(contracts.body.items.map((item: Contract) => item.id)).toEqual([contractId]);
  }
  expect((await call<Application>(t, maya.token, 'GET', `/applications/${application.id}`)).body.status).toBe(
    'hired',
  );
  // Hired: a further direct offer to the same filmmaker on the same job has nothing to offer on.
  const again = await direct(client.token, client.jobId, maya.entityId);
  expect(again.status).toBe(409);
  expect(again.body.status).toBe('hired');
});

test('a retried direct offer answers with the live offer; strangers see nothing of it', async () => {
  const client = await hiringClient(t, { email: 'retry-client@example.com' });
  const other = await hiringClient(t, { email: 'retry-other@example.com', company: 'Southbank Studio' });
  const maya = await hiringFilmmaker(t, { email: 'retry-maya@example.com' });
  const theo = await hiringFilmmaker(t, { email: 'retry-theo@example.com', name: 'Theo Marsh' });

  const first = await direct(client.token, client.jobId, maya.entityId);
  const retry = await direct(client.token, client.jobId, maya.entityId, {
    terms: offerTerms({
      amount_minor: 999_000,
      milestones: [{ title: 'All', amount_minor: 999_000, due_date: '2027-03-02' }],
    }),
  });
  expect(first.status).toBe(201);
  expect(retry.status).toBe(200);
  expect(retry.body.id).toBe(first.body.id);
  expect(retry.body.rounds).toHaveLength(1);
  expect(retry.body.rounds[0]!.terms.amount_minor).toBe(120_000);
  expect(await queuedEmails(t, maya.email, 'job_match')).toHaveLength(1);

  // Another client cannot read it, answer it, or send an offer on a job that is not theirs.
  for (const stranger of [other, theo]) {
    expect((await call(t, stranger.token, 'GET', `/offers/${first.body.id}`)).status).toBe(404);
    expect((await call(t, stranger.token, 'GET', `/applications/${first.body.application_id}`)).status).toBe(
      404,
    );
    expect((await call(t, stranger.token, 'POST', `/offers/${first.body.id}/accept`)).status).toBe(404);
  }
  const notTheirs = await direct(other.token, client.jobId, theo.entityId);
  expect(notTheirs.status).toBe(404);
  expect(notTheirs.body.error).toBe('No such job among yours');
  // A filmmaker is not a client: the route refuses them before anything else.
  expect((await direct(theo.token, client.jobId, maya.entityId)).status).toBe(403);

  // Declined: the application returns to the shortlist as any other, and a new offer can follow.
  expect(
    (await call(t, maya.token, 'POST', `/offers/${first.body.id}/decline`, { reason: 'Booked' })).status,
  ).toBe(200);
  const mine = await call<Application>(t, maya.token, 'GET', `/applications/${first.body.application_id}`);
  expect(mine.body.status).toBe('shortlisted');
  const second = await direct(client.token, client.jobId, maya.entityId);
  expect(second.status).toBe(201);
  expect(second.body.application_id).toBe(first.body.application_id);
  expect(second.body.id).not.toBe(first.body.id);
});

test('who may receive a direct offer, and on which job', async () => {
  const client = await hiringClient(t, { email: 'rules-client@example.com' });
  const unverified = await hiringFilmmaker(t, { email: 'rules-new@example.com', verified: false });
  const notSetUp = await hiringFilmmaker(t, { email: 'rules-half@example.com', setup: false });
  const applied = await hiringFilmmaker(t, { email: 'rules-applied@example.com', name: 'Ada Lowe' });
  const maya = await hiringFilmmaker(t, { email: 'rules-maya@example.com' });

  const refused = await direct(client.token, client.jobId, unverified.entityId);
  expect(refused.status).toBe(409);
  expect(refused.body.error).toMatch(/has not verified their identity yet/);
  expect((await direct(client.token, client.jobId, notSetUp.entityId)).status).toBe(404);

  // A draft job is not open for offers yet.
  const draftJob = await publishedJob(t, client, { status: 'draft', publishedAt: null });
  const draft = await direct(client.token, draftJob, maya.entityId);
  expect(draft.status).toBe(409);
  expect(draft.body.status).toBe('draft');

  // Someone who already applied gets the offer on their own application, which keeps its origin.
  const application = (await apply(t, applied, client.jobId)).body;
  const onApplication = await direct(client.token, client.jobId, applied.entityId);
  expect(onApplication.status).toBe(201);
  expect(onApplication.body.application_id).toBe(application.id);
  const read = await call<Application>(t, applied.token, 'GET', `/applications/${application.id}`);
  expect(read.body).toMatchObject({ status: 'offered', origin: 'application' });

  // A closed job takes none.
  await t.database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, client.jobId));
  expect((await direct(client.token, client.jobId, maya.entityId)).body.status).toBe('closed');
});

test('an unknown filmmaker is a 404, a body of neither shape a 400', async () => {
  const client = await hiringClient(t, { email: 'self-client@example.com' });
  const other = await hiringFilmmaker(t, { email: 'self-other@example.com' });
  const missing = await direct(client.token, client.jobId, '00000000-0000-4000-8000-000000000000');
  expect(missing.status).toBe(404);
  // Neither body shape: a 400 that names what is missing.
  const neither = await call(t, client.token, 'POST', '/offers', {
    filmmaker_id: other.entityId,
    terms: offerTerms(),
  });
  expect(neither.status).toBe(400);
});
