import { escrowFunding } from '@reelhire/shared/ledger';
import { receiptNumber } from '@reelhire/shared/receipts';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, type Db } from '../../db/client.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookedWork, type BookedWork } from '../bookings/booking-test-kit.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { includedTax, issueReceipt } from './issue-receipt.ts';

// Receipt numbers (decision 0044): gapless within a year however many are issued at once, a rolled-back
// issue gives its number back, and a movement is receipted once. On PostgreSQL (server-postgres) the
// issuers really run at once on two pools, queueing on the year's counter row.

let t: TestApp;
let work: BookedWork;
beforeAll(async () => {
  t = await createTestApp();
  work = await bookedWork(t, 'numbering');
}, 180_000);
afterAll(() => t?.close());

const noTax = { receiptTax: undefined };

/** A card funding of 1 000 into the first milestone, with its receipt, in one transaction. */
function fundAndReceipt(db: Db, key: string, options: { rollBack?: boolean; now?: Date } = {}) {
  return db.transaction(async (tx) => {
    const posted = await postMovement({
      tx,
      kind: 'escrow_funding_card',
      idempotencyKey: key,
      entries: escrowFunding({
        source: { card: 'sandbox' },
        milestoneId: work.booking.milestones[0]!.id,
        currency: work.booking.currency,
        amountMinor: 1_000,
      }),
      description: 'Milestone funded',
      reference: { bookingId: work.booking.id, milestoneId: work.booking.milestones[0]!.id },
    });
    const receipt = await issueReceipt({
      tx,
      config: noTax,
      ledgerTransactionId: posted.transactionId,
      ...options,
    });
    if (options.rollBack) throw new Error('the payment this was for failed after all');
    return receipt!;
  });
}

const numbersIn = async (year: number) =>
  (
    await t.database.db
      .select({ sequence: receipts.sequence })
      .from(receipts)
      .where(eq(receipts.year, year))
      .orderBy(asc(receipts.sequence))
  ).map((row) => row.sequence);

test('30 issued at once, a third of them rolled back: the kept ones are numbered 1 to 20 with no gap', async () => {
  const year = 2031;
  const now = new Date(`${year}-03-01T12:00:00Z`);
  const { db } = t.database;
  const pool = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
  try {
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, n) =>
        fundAndReceipt(n % 2 === 0 || !pool ? db : pool.db, `numbering-${n}`, { now, rollBack: n % 3 === 2 }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(20);
  } finally {
    await pool?.close();
  }
  expect(await numbersIn(year)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
  // The next one carries on from 20.
  const next = await fundAndReceipt(db, 'numbering-after', { now });
  expect(next.number).toBe(receiptNumber(year, 21));
}, 120_000);

test('a movement is receipted once: issuing again answers the same receipt and takes no number', async () => {
  const now = new Date('2032-01-01T00:00:05Z');
  const first = await fundAndReceipt(t.database.db, 'numbering-once', { now });
  expect(first.number).toBe('RC-2032-000001');
  const again = await t.database.db.transaction((tx) =>
    issueReceipt({ tx, config: noTax, ledgerTransactionId: first.ledgerTransactionId, now }),
  );
  expect(again!.id).toBe(first.id);
  expect((await fundAndReceipt(t.database.db, 'numbering-once-next', { now })).number).toBe('RC-2032-000002');
});

test('with a tax configured, the receipt shows the part of the fee that is tax, without adding it', async () => {
  const receipt = await t.database.db.transaction(async (tx) => {
    const posted = await postMovement({
      tx,
      kind: 'escrow_funding_card',
      idempotencyKey: 'numbering-taxed',
      entries: escrowFunding({
        source: { card: 'sandbox' },
        milestoneId: work.booking.milestones[1]!.id,
        currency: work.booking.currency,
        amountMinor: 80_000,
      }),
      description: 'Milestone funded',
    });
    return issueReceipt({
      tx,
      config: { receiptTax: { label: 'VAT', bps: 2_000 } },
      ledgerTransactionId: posted.transactionId,
    });
  });
  expect(receipt!.lines).toEqual([
    { type: 'item', description: 'Shoot days', amount_minor: 80_000 },
    { type: 'fee', description: 'Service fee (5%)', amount_minor: 4_000 },
    { type: 'tax', description: 'Of which VAT (20%) on the fee', amount_minor: 667 },
  ]);
  expect(receipt!.totalMinor).toBe(84_000);
});

test('the tax inside an amount rounds half up to a whole minor unit', () => {
  expect(includedTax(4_000, 2_000)).toBe(667); // 666.67
  expect(includedTax(120, 2_000)).toBe(20);
  expect(includedTax(0, 2_000)).toBe(0);
  expect(includedTax(1_125, 1_250)).toBe(125);
});
