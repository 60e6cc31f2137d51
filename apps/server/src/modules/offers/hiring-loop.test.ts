import type { Application, ApplicationList } from '@reelhire/shared/applications';
import type { Contract, ContractList } from '@reelhire/shared/contracts';
import type { Offer } from '@reelhire/shared/offers';
import { eq } from 'drizzle-orm';
import { jobs, projects } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  acceptOffer,
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  offer,
  offerTerms,
  publishedJob,
  queuedEmails,
} from '../applications/hiring-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('the hiring loop: apply, shortlist, reject with a note, offer, counter, accept the counter', async () => {
  const client = await hiringClient(t, { email: 'loop-client@example.com', job: { openings: 1 } });
  const maya = await hiringFilmmaker(t, { email: 'loop-maya@example.com' });
  const theo = await hiringFilmmaker(t, {
    email: 'loop-theo@example.com',
    name: 'Theo Marsh',
    crafts: ['gaffer'],
  });
  const sam = await hiringFilmmaker(t, { email: 'loop-sam@example.com', name: 'Sam Reed' });

  const mayaApplication = (await apply(t, maya, client.jobId, { portfolio_image_ids: maya.portfolio })).body;
  const theoApplication = (await apply(t, theo, client.jobId, { proposed_rate_minor: 45_000 })).body;
  const samApplication = (await apply(t, sam, client.jobId, { proposed_rate_minor: 65_000 })).body;

  // The client's list, best fit first; the filmmaker summary and chosen portfolio items come with it.
  const list = await call<ApplicationList>(t, client.token, 'GET', `/applications?job_id=${client.jobId}`);
  expect(list.status).toBe(200);
  expect(list.body.items.map((item) => item.filmmaker.name)[2]).toBe('Theo Marsh');
  const byRate = await call<ApplicationList>(
    t,
    client.token,
    'GET',
    `/applications?job_id=${client.jobId}&sort=rate`,
  );
  expect(byRate.body.items.map((item) => item.proposed_rate_minor)).toEqual([45_000, 60_000, 65_000]);
  expect(list.body.items.find((item) => item.id === mayaApplication.id)?.portfolio_items).toHaveLength(2);

  // Opening it marks it viewed, once.
  const opened = await call<Application>(t, client.token, 'GET', `/applications/${mayaApplication.id}`);
  expect(opened.body).toMatchObject({ status: 'viewed', viewed_at: expect.any(String) });
  expect(
    (await call<Application>(t, maya.token, 'GET', `/applications/${mayaApplication.id}`)).body.status,
  ).toBe('viewed');

  expect(
    (await call(t, client.token, 'POST', `/applications/${mayaApplication.id}/shortlist`)).body,
  ).toMatchObject({
    status: 'shortlisted',
  });
  const rejected = await call(t, client.token, 'POST', `/applications/${theoApplication.id}/reject`, {
    note: 'We went with someone who lights and shoots.',
  });
  expect(rejected.body).toMatchObject({ status: 'rejected' });
  // The filmmaker sees their own applications, with the note.
  const theosList = await call<ApplicationList>(t, theo.token, 'GET', '/applications');
  expect(theosList.body.items).toEqual([
    expect.objectContaining({
      id: theoApplication.id,
      status: 'rejected',
      rejection_note: 'We went with someone who lights and shoots.',
      job: expect.objectContaining({ title: 'DoP for a two-day shoot' }),
    }),
  ]);

  // Bad terms (milestones not adding up) change nothing.
  const bad = offerTerms({
    milestones: [{ title: 'All of it', amount_minor: 100_000, due_date: '2027-03-02' }],
  });
  const refused = await offer(t, client, mayaApplication.id, bad);
  expect(refused.status).toBe(400);
  expect(refused.body.error).toMatch(/add up to the amount/);
  expect(
    (await call<Application>(t, maya.token, 'GET', `/applications/${mayaApplication.id}`)).body.status,
  ).toBe('shortlisted');

  const sent = await offer(t, client, mayaApplication.id);
  expect(sent.status).toBe(201);
  expect(sent.body).toMatchObject({ status: 'sent', currency: 'GBP', project_id: client.projectId });
  expect(sent.body.rounds).toHaveLength(1);
  expect(
    (await call<Application>(t, maya.token, 'GET', `/applications/${mayaApplication.id}`)).body.status,
  ).toBe('offered');
  // One live offer per application.
  expect((await offer(t, client, mayaApplication.id)).status).toBe(409);
  // The client cannot accept their own offer while it waits for the filmmaker.
  expect(await acceptOffer(t, client, sent.body.id)).toMatchObject({ status: 409, body: { status: 'sent' } });

  const counterTerms = offerTerms({
    amount_minor: 130_000,
    milestones: [
      { title: 'Booking deposit', amount_minor: 50_000, due_date: '2027-02-15' },
      { title: 'Shoot days', amount_minor: 80_000, due_date: '2027-03-02' },
    ],
  });
  const countered = await call<Offer>(t, maya.token, 'POST', `/offers/${sent.body.id}/counter`, {
    terms: counterTerms,
    message: 'A little more for the deposit: I hold the dates for you.',
  });
  expect(countered.status).toBe(200);
  expect(countered.body.status).toBe('countered');
  expect(countered.body.rounds.map((round) => [round.round, round.proposed_by])).toEqual([
    [1, 'client'],
    [2, 'filmmaker'],
  ]);

  const accepted = await acceptOffer(t, client, sent.body.id);
  expect(accepted.status).toBe(200);
  const contract = accepted.body.contract;
  expect(accepted.body.offer).toMatchObject({ status: 'accepted', contract_id: contract.id });
  expect(contract).toMatchObject({
    number: expect.stringMatching(/^RH-\d{4}-\d{6}$/),
    status: 'active',
    currency: 'GBP',
    client_id: client.entityId,
    filmmaker_id: maya.entityId,
    job: { title: 'DoP for a two-day shoot' },
    project: { title: 'Spring campaign' },
    filmmaker: { name: 'Maya Okafor' },
  });
  expect(contract.terms.amount_minor).toBe(130_000);
  expect(contract.terms.milestones).toHaveLength(2);

  // Both parties read the same contract.
  const asClient = await call<Contract>(t, client.token, 'GET', `/contracts/${contract.id}`);
  const asFilmmaker = await call<Contract>(t, maya.token, 'GET', `/contracts/${contract.id}`);
  expect(asClient.body).toEqual(asFilmmaker.body);
  expect(
    (await call<ContractList>(t, client.token, 'GET', '/contracts')).body.items.map((c) => c.id),
  ).toEqual([contract.id]);
  expect((await call<ContractList>(t, maya.token, 'GET', '/contracts')).body.items.map((c) => c.id)).toEqual([
    contract.id,
  ]);
  expect((await call(t, theo.token, 'GET', `/contracts/${contract.id}`)).status).toBe(404);

  // The only opening is filled: the job is filled, the other live application closed, the project started.
  const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, client.jobId));
  expect(job).toMatchObject({ status: 'filled', openingsFilled: 1 });
  const [project] = await t.database.db.select().from(projects).where(eq(projects.id, client.projectId));
  expect(project?.status).toBe('in_production');
  const after = await call<ApplicationList>(
    t,
    client.token,
    'GET',
    `/applications?job_id=${client.jobId}&sort=date`,
  );
  expect(Object.fromEntries(after.body.items.map((item) => [item.id, item.status]))).toEqual({
    [mayaApplication.id]: 'hired',
    [theoApplication.id]: 'rejected',
    [samApplication.id]: 'closed',
  });

  // The emails of the loop are queued.
  expect(await queuedEmails(t, client.email, 'application_received')).toHaveLength(3);
  expect(await queuedEmails(t, maya.email, 'application_submitted')).toHaveLength(1);
});

test('a job with two openings counts down and stays open after the first hire', async () => {
  const client = await hiringClient(t, { email: 'two-client@example.com', job: { openings: 2 } });
  const maya = await hiringFilmmaker(t, { email: 'two-maya@example.com' });
  const sam = await hiringFilmmaker(t, { email: 'two-sam@example.com', name: 'Sam Reed' });
  const mayaApplication = (await apply(t, maya, client.jobId)).body;
  const samApplication = (await apply(t, sam, client.jobId)).body;
  const sent = await offer(t, client, mayaApplication.id);
  expect((await acceptOffer(t, maya, sent.body.id)).status).toBe(200);
  const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, client.jobId));
  expect(job).toMatchObject({ status: 'published', openingsFilled: 1, openings: 2 });
  expect(
    (await call<Application>(t, sam.token, 'GET', `/applications/${samApplication.id}`)).body.status,
  ).toBe('submitted');
  // A second client job in the same project does not need it to be open again.
  expect(await publishedJob(t, client)).toEqual(expect.any(String));
});

test('decline and withdraw return the application to the shortlist; withdrawing the application withdraws its offer', async () => {
  const client = await hiringClient(t, { email: 'end-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'end-maya@example.com' });
  const application = (await apply(t, maya, client.jobId)).body;

  const first = await offer(t, client, application.id);
  const declined = await call<Offer>(t, maya.token, 'POST', `/offers/${first.body.id}/decline`, {
    reason: 'Booked those dates already.',
  });
  expect(declined.body).toMatchObject({ status: 'declined', decline_reason: 'Booked those dates already.' });
  expect((await call<Application>(t, maya.token, 'GET', `/applications/${application.id}`)).body.status).toBe(
    'shortlisted',
  );

  const second = await offer(t, client, application.id);
  expect((await call<Offer>(t, client.token, 'POST', `/offers/${second.body.id}/withdraw`)).body.status).toBe(
    'withdrawn',
  );
  const third = await offer(t, client, application.id);
  const withdrawn = await call<Application>(
    t,
    maya.token,
    'POST',
    `/applications/${application.id}/withdraw`,
  );
  expect(withdrawn.body.status).toBe('withdrawn');
  expect((await call<Offer>(t, maya.token, 'GET', `/offers/${third.body.id}`)).body.status).toBe('withdrawn');
  const all = await call<{ items: Offer[] }>(
    t,
    client.token,
    'GET',
    `/offers?application_id=${application.id}`,
  );
  expect(all.body.items.map((item) => item.status)).toEqual(['withdrawn', 'withdrawn', 'declined']);
});
