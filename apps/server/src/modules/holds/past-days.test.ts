import { addDays } from '@reelhire/shared/availability';
import { utcToday } from '@reelhire/shared/booking-days';
import { count } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import { holds } from '../../db/schema/holds.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, hiringClient, hiringFilmmaker } from '../applications/hiring-test-kit.ts';
import { fullDays, holdTerms, placeHoldAs } from './hold-test-kit.ts';

// Holds and booking requests are for days to come: a day before today in UTC is refused with a 400 that
// names it, and nothing is stored (decision 0057; "today" as decision 0050 judges it).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const rows = async () => ({
  holds: (await t.database.db.select({ n: count() }).from(holds))[0]!.n,
  bookings: (await t.database.db.select({ n: count() }).from(bookings))[0]!.n,
});

test('a hold or a booking request on a day already past is refused with 400 and stores nothing', async () => {
  const client = await hiringClient(t, { email: 'past-client@example.com' });
  const maya = await hiringFilmmaker(t, { email: 'past-maya@example.com' });
  const today = utcToday();
  const yesterday = addDays(today, -1);
  const before = await rows();

  for (const path of ['/holds', '/bookings']) {
    const refused = await call(
      t,
      client.token,
      'POST',
      path,
      holdTerms(maya.entityId, fullDays(yesterday, today)),
    );
    expect(refused.status, path).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(`${yesterday} has passed: choose today or a later day`);
  }
  expect(await rows()).toEqual(before);

  // Nor may the filmmaker answer a request by proposing a day gone by.
  const request = await call<{ id: string }>(
    t,
    client.token,
    'POST',
    '/bookings',
    holdTerms(maya.entityId, fullDays(addDays(today, 1))),
  );
  expect(request.status).toBe(201);
  const proposal = await call(t, maya.token, 'POST', `/bookings/${request.body.id}/propose_changes`, {
    days: fullDays(yesterday),
    amount_minor: 120_000,
  });
  expect(proposal.status).toBe(400);
  expect(JSON.stringify(proposal.body)).toContain(`${yesterday} has passed`);

  // Today itself is still bookable.
  expect((await placeHoldAs(t, client, holdTerms(maya.entityId, fullDays(today)))).status).toBe(201);
});
