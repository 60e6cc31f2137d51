import { CURRENCIES } from '@reelhire/shared/money';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, hiringClient, hiringFilmmaker, keyed } from '../applications/hiring-test-kit.ts';
import { fullDays, holdTerms } from '../holds/hold-test-kit.ts';
import { projectInput } from '../jobs/hiring-test-kit.ts';

// One list of supported currencies (decision 0059): every endpoint that takes a currency refuses a code
// outside it with a 400 naming the currency, before anything is created: no payment, no wallet or other
// ledger account, no payout, project, pitch, hold or booking request, and no profile change.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

/** Rows in every table a currency could end up in. */
async function counts() {
  const [row] = await queryRows<Record<string, string>>(
    t.database.db,
    sql`select (select count(*) from payments) as payments,
               (select count(*) from ledger_accounts) as accounts,
               (select count(*) from ledger_entries) as entries,
               (select count(*) from payouts) as payouts,
               (select count(*) from projects) as projects,
               (select count(*) from pitches) as pitches,
               (select count(*) from holds) as holds,
               (select count(*) from bookings) as bookings,
               (select string_agg(distinct currency, ',') from filmmakers) as profile_currencies`,
  );
  return row;
}

test('ZZZ (or any code off the list) is a 400 about the currency on every endpoint that takes one, and nothing is created', async () => {
  const client = await hiringClient(t, { email: 'zzz-client@example.com' });
  const filmmaker = await hiringFilmmaker(t, { email: 'zzz-maya@example.com' });
  const before = await counts();

  const attempts: [string, Promise<{ status: number; body: Record<string, unknown> }>][] = [];
  for (const currency of ['ZZZ', 'gbx', 'BTC']) {
    attempts.push(
      [
        `wallet deposit in ${currency}`,
        call(
          t,
          client.token,
          'POST',
          '/payments',
          { purpose: 'wallet_deposit', amount_minor: 5_000, currency, method: 'card' },
          keyed(),
        ),
      ],
      [
        `payout in ${currency}`,
        call(t, filmmaker.token, 'POST', '/payouts', { currency, amount_minor: 5_000 }, keyed()),
      ],
      [`wallet history in ${currency}`, call(t, client.token, 'GET', `/wallet?currency=${currency}`)],
      [
        `project in ${currency}`,
        call(t, client.token, 'POST', '/projects', projectInput({ currency } as never)),
      ],
      [
        `pitch in ${currency}`,
        call(t, filmmaker.token, 'POST', '/pitches', {
          title: 'Salt roads',
          logline: 'Three generations of salt harvesters face their last summer on the marsh.',
          format: 'documentary',
          budget_min_minor: 1_500_000,
          budget_max_minor: 4_000_000,
          currency,
        }),
      ],
      [
        `hold in ${currency}`,
        call(
          t,
          client.token,
          'POST',
          '/holds',
          holdTerms(filmmaker.entityId, fullDays('2027-05-03'), { currency } as never),
        ),
      ],
      [
        `booking request in ${currency}`,
        call(
          t,
          client.token,
          'POST',
          '/bookings',
          holdTerms(filmmaker.entityId, fullDays('2027-05-04'), { currency } as never),
        ),
      ],
      [
        `day rate in ${currency}`,
        call(t, filmmaker.token, 'PUT', '/profiles/filmmaker/me/professional', {
          primary_craft: 'gaffer',
          years_experience: 11,
          day_rate_minor: 45_000,
          currency,
          availability: 'available',
        }),
      ],
      [
        `talent search in ${currency}`,
        call(t, client.token, 'GET', `/talent?currency=${currency}&min_rate=10000`),
      ],
    );
  }
  for (const [what, attempt] of attempts) {
    const answer = await attempt;
    expect({ what, status: answer.status }).toEqual({ what, status: 400 });
    // The refusal is about the currency, and only the currency: the rest of each request was valid.
    expect({ what, body: answer.body }).toEqual({
      what,
      body: {
        error: 'currency: Choose a currency from the list',
        details: [{ path: '/currency', message: 'Choose a currency from the list' }],
      },
    });
  }
  expect(await counts()).toEqual(before);
});

test('every listed currency is a currency the money code can format, and the list has no duplicates', () => {
  expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
  for (const code of CURRENCIES) {
    expect(() => new Intl.NumberFormat('en', { style: 'currency', currency: code })).not.toThrow();
  }
});

test('a supported currency still opens a deposit, written in any case', async () => {
  const client = await hiringClient(t, { email: 'eur-client@example.com' });
  const answer = await call<{ currency: string }>(
    t,
    client.token,
    'POST',
    '/payments',
    { purpose: 'wallet_deposit', amount_minor: 5_000, currency: ' eur ', method: 'card' },
    keyed(),
  );
  expect(answer.status).toBe(201);
  expect(answer.body.currency).toBe('EUR');
});
