import type { Application } from '@reelhire/shared/applications';
import type { Offer } from '@reelhire/shared/offers';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { hiringEvents, offers } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  offer,
  publishedJob,
} from '../applications/hiring-test-kit.ts';
import { expireOffers } from './expire-offers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY_MS = 24 * 3600 * 1000;

test('an offer nobody answers expires after 7 days, once, and its applicant is back on the shortlist', async () => {
  const client = await hiringClient(t, { email: 'expiry-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'expiry-maya@example.com' });
  const offerIds: string[] = [];
  const applicationIds: string[] = [];
  for (let i = 0; i < 6; i++) {
    const jobId = i === 0 ? client.jobId : await publishedJob(t, client);
    const application = (await apply(t, maya, jobId)).body;
    applicationIds.push(application.id);
    offerIds.push((await offer(t, client, application.id)).body.id);
  }
  // One is answered (countered) the same day: it waits for the client, and expires the same way.
  await t.database.db.update(offers).set({ status: 'countered' }).where(eq(offers.id, offerIds[1]!));

  expect(await expireOffers({ db: t.database.db, now: new Date(Date.now() + 6 * DAY_MS) })).toEqual({
    expired: 0,
  });

  // Two sweeps at once, as from two server processes (two connections on PostgreSQL).
  const other = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
  try {
    const later = new Date(Date.now() + 8 * DAY_MS);
    const results = await Promise.all([
      expireOffers({ db: t.database.db, now: later }),
      expireOffers({ db: other?.db ?? t.database.db, now: later }),
    ]);
    expect(results[0].expired + results[1].expired).toBe(6);
  } finally {
    await other?.close();
  }

  for (const [index, id] of offerIds.entries()) {
    expect((await call<Offer>(t, maya.token, 'GET', `/offers/${id}`)).body.status).toBe('expired');
    const events = await t.database.db
      .select()
      .from(hiringEvents)
      .where(and(eq(hiringEvents.recordId, id), eq(hiringEvents.transition, 'expire')));
    expect(events).toHaveLength(1);
    const application = await call<Application>(
      t,
      client.token,
      'GET',
      `/applications/${applicationIds[index]}`,
    );
    expect(application.body.status).toBe('shortlisted');
  }
  // The client can offer again, and the new offer has its own 7 days.
  expect((await offer(t, client, applicationIds[0]!)).status).toBe(201);
  expect(await expireOffers({ db: t.database.db, now: new Date(Date.now() + 6 * DAY_MS) })).toEqual({
    expired: 0,
  });
});
