import type { Offer, OfferList } from '@reelhire/shared/offers';
import { eq } from 'drizzle-orm';
import { offers } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  offer,
  type CallResult,
} from '../applications/hiring-test-kit.ts';

// GET /offers?application_id= pages by keyset (DESIGN section 5, decision 0057): every offer on the
// application exactly once across pages, newest first, and only for the application's parties.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('the offers on one application page by after and limit, each once, for its parties only', async () => {
  const client = await hiringClient(t, { email: 'offer-pages-client@example.com' });
  const stranger = await hiringClient(t, {
    email: 'offer-pages-other@example.com',
    company: 'Elsewhere Ltd',
  });
  const maya = await hiringFilmmaker(t, { email: 'offer-pages-maya@example.com' });
  const theo = await hiringFilmmaker(t, { email: 'offer-pages-theo@example.com', name: 'Theo Marsh' });
  const application = (await apply(t, maya, client.jobId)).body;
  const live = (await offer(t, client, application.id)).body;
  const [stored] = await t.database.db.select().from(offers).where(eq(offers.id, live.id));
  // Earlier rounds of the negotiation, declined, several in the same instant.
  const tied = new Date('2026-10-01T12:00:00.123456Z');
  const { id: _id, ...copy } = stored!;
  await t.database.db
    .insert(offers)
    .values(Array.from({ length: 4 }, () => ({ ...copy, status: 'declined', createdAt: tied })));
  const all = await t.database.db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.applicationId, application.id));

  for (const party of [client, maya]) {
    const seen: Offer[] = [];
    let after: string | null = null;
    do {
      const page: CallResult<OfferList> = await call<OfferList>(
        t,
        party.token,
        'GET',
        `/offers?application_id=${application.id}&limit=2${after ? `&after=${after}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.items);
      after = page.body.next_cursor;
    } while (after);
    expect(seen.map((item) => item.id).sort()).toEqual(all.map((row) => row.id).sort());
    // Newest first: the live offer leads.
    expect(seen[0]!.id).toBe(live.id);
  }
  for (const outsider of [stranger, theo]) {
    expect((await call(t, outsider.token, 'GET', `/offers?application_id=${application.id}`)).status).toBe(
      404,
    );
  }
});
