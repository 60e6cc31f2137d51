import { count, eq } from 'drizzle-orm';
import { contracts, jobs } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  acceptOffer,
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  offer,
} from '../applications/hiring-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// On PostgreSQL (server-postgres) the two requests really run at once on two connections: the conditional
// update lets exactly one accept win; the other answers 409 with the winning state.
test('two accepts of one offer at once: exactly one wins and exactly one contract exists', async () => {
  const client = await hiringClient(t, { email: 'race-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'race-maya@example.com' });
  const application = (await apply(t, maya, client.jobId)).body;
  const sent = (await offer(t, client, application.id)).body;
  const countered = await call(t, maya.token, 'POST', `/offers/${sent.id}/counter`, {
    terms: sent.rounds[0]!.terms,
  });
  expect(countered.status).toBe(200);
  // The client accepts twice at once (a double click, two tabs).
  const answers = await Promise.all([acceptOffer(t, client, sent.id), acceptOffer(t, client, sent.id)]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  expect(answers.find((answer) => answer.status === 409)?.body.status).toBe('accepted');
  const [{ n } = { n: 0 }] = await t.database.db
    .select({ n: count() })
    .from(contracts)
    .where(eq(contracts.offerId, sent.id));
  expect(n).toBe(1);
  const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, client.jobId));
  expect(job?.openingsFilled).toBe(1);
});

test('two offers on a one-opening job accepted at once: one contract, the job filled once', async () => {
  const client = await hiringClient(t, { email: 'race2-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'race2-maya@example.com' });
  const sam = await hiringFilmmaker(t, { email: 'race2-sam@example.com', name: 'Sam Reed' });
  const offers = [];
  for (const filmmaker of [maya, sam]) {
    const application = (await apply(t, filmmaker, client.jobId)).body;
    offers.push({ filmmaker, id: (await offer(t, client, application.id)).body.id });
  }
  const answers = await Promise.all(offers.map(({ filmmaker, id }) => acceptOffer(t, filmmaker, id)));
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
  const [{ n } = { n: 0 }] = await t.database.db
    .select({ n: count() })
    .from(contracts)
    .where(eq(contracts.jobId, client.jobId));
  expect(n).toBe(1);
  const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, client.jobId));
  expect(job).toMatchObject({ openingsFilled: 1, status: 'filled' });
});
