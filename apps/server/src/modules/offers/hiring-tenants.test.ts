import type { Application, ApplicationList } from '@reelhire/shared/applications';
import type { ContractList } from '@reelhire/shared/contracts';
import type { Offer } from '@reelhire/shared/offers';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/profiles.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  acceptOffer,
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  offer,
  offerTerms,
} from '../applications/hiring-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// Two clients hire the same filmmaker; a second filmmaker and a third client look on. Nobody reads or
// changes a record that is not theirs, and a stranger's record answers 404, never 403, so ids are not
// confirmed (DESIGN section 5).
test('two clients of one filmmaker and strangers side by side', async () => {
  const north = await hiringClient(t, { email: 'north@example.com', company: 'Northlight Films' });
  const south = await hiringClient(t, { email: 'south@example.com', company: 'Southbank Studio' });
  const stranger = await hiringClient(t, { email: 'stranger-client@example.com', company: 'Elsewhere Ltd' });
  const maya = await hiringFilmmaker(t, { email: 'tenant-maya@example.com' });
  const theo = await hiringFilmmaker(t, { email: 'tenant-theo@example.com', name: 'Theo Marsh' });

  const forNorth = (await apply(t, maya, north.jobId)).body;
  const forSouth = (await apply(t, maya, south.jobId)).body;
  const theos = (await apply(t, theo, north.jobId)).body;
  const northOffer = (await offer(t, north, forNorth.id)).body;
  const southOffer = (await offer(t, south, forSouth.id)).body;
  const contract = (await acceptOffer(t, maya, southOffer.id)).body.contract;

  // Applicant lists: only the job's owner.
  for (const other of [south, stranger]) {
    expect((await call(t, other.token, 'GET', `/applications?job_id=${north.jobId}`)).status).toBe(404);
  }
  expect((await call(t, maya.token, 'GET', `/applications?job_id=${north.jobId}`)).status).toBe(404);

  // One application: its job's owner and its applicant only.
  for (const other of [south, stranger, theo]) {
    expect((await call(t, other.token, 'GET', `/applications/${forNorth.id}`)).status).toBe(404);
    for (const transition of ['view', 'shortlist', 'unshortlist', 'reject', 'withdraw']) {
      const response = await call(t, other.token, 'POST', `/applications/${forNorth.id}/${transition}`);
      expect(response.status, JSON.stringify(response.body)).toBe(404);
    }
  }
  // A filmmaker's own list holds only their own.
  const theosList = await call<ApplicationList>(t, theo.token, 'GET', '/applications');
  expect(theosList.body.items.map((item: Application) => item.id)).toEqual([theos.id]);
  const mayasList = await call<ApplicationList>(t, maya.token, 'GET', '/applications');
  expect(mayasList.body.items.map((item: Application) => item.id).sort()).toEqual(
    [forNorth.id, forSouth.id].sort(),
  );

  // Offers: the other client of the same filmmaker sees nothing of it, nor can make one on it.
  for (const other of [south, stranger, theo]) {
    expect((await call(t, other.token, 'GET', `/offers/${northOffer.id}`)).status).toBe(404);
    expect((await call(t, other.token, 'GET', `/offers?application_id=${forNorth.id}`)).status).toBe(404);
    for (const transition of ['accept', 'decline', 'withdraw']) {
      expect((await call(t, other.token, 'POST', `/offers/${northOffer.id}/${transition}`)).status).toBe(404);
    }
    for (const transition of ['counter', 'revise']) {
      const response = await call(t, other.token, 'POST', `/offers/${northOffer.id}/${transition}`, {
        terms: offerTerms(),
      });
      expect(response.status).toBe(404);
    }
  }
  expect((await offer(t, south, forNorth.id)).status).toBe(404);
  expect((await call<Offer>(t, north.token, 'GET', `/offers/${northOffer.id}`)).body.status).toBe('sent');

  // Contracts: the two parties only; other clients' lists do not hold it.
  for (const other of [north, stranger, theo]) {
    expect((await call(t, other.token, 'GET', `/contracts/${contract.id}`)).status).toBe(404);
  }
  expect((await call<ContractList>(t, north.token, 'GET', '/contracts')).body.items).toEqual([]);
  expect((await call<ContractList>(t, theo.token, 'GET', '/contracts')).body.items).toEqual([]);
  expect((await call<ContractList>(t, south.token, 'GET', '/contracts')).body.items).toHaveLength(1);
  // The job filter narrows the caller's own contracts; it never opens another client's.
  const byJob = (party: { token: string }, jobId: string) =>
    call<ContractList>(t, party.token, 'GET', `/contracts?job_id=${jobId}`);
  expect((await byJob(south, south.jobId)).body.items.map((c) => c.id)).toEqual([contract.id]);
  expect((await byJob(south, north.jobId)).body.items).toEqual([]);
  expect((await byJob(north, south.jobId)).body.items).toEqual([]);

  // Nothing a stranger tried changed anything.
  expect((await call<Application>(t, maya.token, 'GET', `/applications/${forNorth.id}`)).body.status).toBe(
    'offered',
  );
  expect((await call(t, undefined, 'GET', `/offers/${northOffer.id}`)).status).toBe(401);
});

test("a 'both' account chooses which side's contracts with `as`", async () => {
  const client = await hiringClient(t, { email: 'both-hirer@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'both-maya@example.com' });
  const application = (await apply(t, maya, client.jobId)).body;
  const contract = (await acceptOffer(t, maya, (await offer(t, client, application.id)).body.id)).body
    .contract;
  // A filmmaker-only account has no client side.
  expect((await call(t, maya.token, 'GET', '/contracts?as=client')).status).toBe(403);

  // Maya also starts hiring: her account now has both roles.
  await t.database.db
    .update(users)
    .set({ userMetadata: { user_type: 'both', first_name: 'Maya' } })
    .where(eq(users.id, maya.userId));
  await t.database.db
    .insert(clients)
    .values({ userId: maya.userId, companyName: 'Okafor Pictures', setup: true });
  const ids = async (query: string) =>
    (await call<ContractList>(t, maya.token, 'GET', `/contracts${query}`)).body.items.map((item) => item.id);
  expect(await ids('?as=filmmaker')).toEqual([contract.id]);
  expect(await ids('')).toEqual([contract.id]);
  expect(await ids('?as=client')).toEqual([]);
});

test('an admin reads any application, offer and contract, and opening one does not mark it viewed', async () => {
  const client = await hiringClient(t, { email: 'admin-read-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'admin-read-maya@example.com' });
  const admin = await signedInAccount(t, {
    email: 'admin-reader@example.com',
    metadata: { user_type: 'admin' },
  });
  const application = (await apply(t, maya, client.jobId)).body;
  expect((await call(t, admin.token, 'GET', `/applications/${application.id}`)).body.status).toBe(
    'submitted',
  );
  expect((await call(t, admin.token, 'GET', `/applications?job_id=${client.jobId}`)).status).toBe(200);
  const sent = (await offer(t, client, application.id)).body;
  expect((await call(t, admin.token, 'GET', `/offers/${sent.id}`)).status).toBe(200);
  const contract = (await acceptOffer(t, maya, sent.id)).body.contract;
  expect((await call(t, admin.token, 'GET', `/contracts/${contract.id}`)).body).toMatchObject({
    id: contract.id,
  });
});
