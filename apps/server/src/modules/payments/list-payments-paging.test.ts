import type { PaymentList } from '@reelhire/shared/payments';
import { randomUUID } from 'node:crypto';
import { payments } from '../../db/schema/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, hiringClient, type CallResult, type HiringClient } from '../applications/hiring-test-kit.ts';

// GET /payments pages by keyset (DESIGN section 5, decision 0057): every payment of the client exactly
// once across pages, ties on the same instant broken by id, and a payment made while the client reads
// lands on top instead of shifting the pages. Another client's payments never show.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const deposit = (client: HiringClient, createdAt: Date) => ({
  clientId: client.entityId,
  userId: client.userId,
  status: 'succeeded' as const,
  purpose: 'wallet_deposit' as const,
  method: 'card' as const,
  provider: 'sandbox' as const,
  currency: 'GBP',
  amountMinor: 10_000,
  feeMinor: 500,
  totalMinor: 10_500,
  idempotencyKey: randomUUID(),
  requestHash: 'h',
  createdAt,
});

test("a client's payments page by after and limit: each once, stable as new ones arrive", async () => {
  const north = await hiringClient(t, { email: 'paging-north@example.com' });
  const south = await hiringClient(t, { email: 'paging-south@example.com', company: 'Southbank Studio' });
  const tied = new Date('2026-10-01T12:00:00.123456Z');
  const seeded = await t.database.db
    .insert(payments)
    .values([
      ...Array.from({ length: 5 }, () => deposit(north, tied)),
      ...Array.from({ length: 3 }, (_, n) => deposit(north, new Date(Date.UTC(2026, 8, n + 1)))),
      deposit(south, tied),
    ])
    .returning({ id: payments.id, clientId: payments.clientId });
  const norths = seeded.filter((row) => row.clientId === north.entityId).map((row) => row.id);

  const seen: string[] = [];
  let after: string | null = null;
  do {
    const page: CallResult<PaymentList> = await call<PaymentList>(
      t,
      north.token,
      'GET',
      `/payments?limit=3${after ? `&after=${after}` : ''}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.items.length).toBeLessThanOrEqual(3);
    seen.push(...page.body.items.map((item) => item.id));
    after = page.body.next_cursor;
    await t.database.db.insert(payments).values(deposit(north, new Date()));
  } while (after);
  expect(seen).toHaveLength(norths.length);
  expect(new Set(seen)).toEqual(new Set(norths));

  expect((await call(t, north.token, 'GET', '/payments?after=not-a-cursor')).status).toBe(400);
  expect((await call(t, north.token, 'GET', '/payments?limit=0')).status).toBe(400);
});
