import {
  escrowFunding,
  escrowRelease,
  payoutRequest,
  walletDeposit,
  type LedgerEntryInput,
  type LedgerTransactionKind,
} from '@reelhire/shared/ledger';
import { fundingCharge } from '@reelhire/shared/money-policy';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { openDatabase } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { HttpError } from '../../http/errors.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { getAccountBalance } from './account-balance.ts';
import { checkLedger } from './ledger-check.ts';
import { postMovement } from './post-movement.ts';

// The ledger's rules as a client of it would notice them (decision 0041): money moves in balanced,
// append-only movements; a retried key moves it once; nothing goes below zero, even with 50 at once.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database?.close());

const GBP = 'GBP';
let serial = 0;
const ids = () => {
  serial += 1;
  return { client: `client-${serial}`, milestone: `milestone-${serial}`, filmmaker: `filmmaker-${serial}` };
};

async function balance(db: Db, kind: string, ownerId: string | null, currency = GBP): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(
      sql`${ledgerAccounts.kind} = ${kind} and ${ledgerAccounts.ownerId} is not distinct from ${ownerId} and ${ledgerAccounts.currency} = ${currency}`,
    );
  return row?.balance ?? 0;
}

const post = (
  db: Db,
  key: string,
  entries: LedgerEntryInput[],
  kind: LedgerTransactionKind = 'wallet_deposit',
) => db.transaction((tx) => postMovement({ tx, kind, idempotencyKey: key, entries, description: kind }));

/** The database's own words for a refused statement (drizzle wraps them as the cause of its error). */
async function databaseRefusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught as Error & { cause?: Error },
  );
  expect(error).toBeInstanceOf(Error);
  return `${error!.message} ${error!.cause?.message ?? ''}`;
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

test('a deposit, a funding and a release move exactly the amounts and fees, and the ledger checks out', async () => {
  const { db } = database;
  const who = ids();
  await post(
    db,
    `dep-${who.client}`,
    walletDeposit({ provider: 'sandbox', clientId: who.client, currency: GBP, amountMinor: 200_000 }),
  );
  await db.transaction((tx) =>
    postMovement({
      tx,
      kind: 'escrow_funding_wallet',
      idempotencyKey: `fund-${who.milestone}`,
      entries: escrowFunding({
        source: { walletOf: who.client },
        milestoneId: who.milestone,
        currency: GBP,
        amountMinor: 100_000,
      }),
      description: 'Milestone funded from the wallet',
      reference: { milestoneId: who.milestone },
    }),
  );
  await db.transaction((tx) =>
    postMovement({
      tx,
      kind: 'escrow_release',
      idempotencyKey: `release-${who.milestone}`,
      entries: escrowRelease({
        milestoneId: who.milestone,
        filmmakerId: who.filmmaker,
        currency: GBP,
        amountMinor: 100_000,
      }),
      description: 'Milestone approved',
    }),
  );
  expect(await balance(db, 'client_wallet', who.client)).toBe(95_000);
  expect(await balance(db, 'escrow', who.milestone)).toBe(0);
  expect(await balance(db, 'filmmaker_pending', who.filmmaker)).toBe(90_000);
  const check = await checkLedger({ db });
  expect(check).toMatchObject({ mismatchedAccounts: [], unbalancedTransactions: [], negativeAccounts: [] });
});

test('a retried key moves money once and answers as the first; the same key for something else is a 409', async () => {
  const { db } = database;
  const who = ids();
  const entries = walletDeposit({
    provider: 'sandbox',
    clientId: who.client,
    currency: GBP,
    amountMinor: 5_000,
  });
  const first = await post(db, `retry-${who.client}`, entries);
  const again = await post(db, `retry-${who.client}`, entries);
  expect(first.replayed).toBe(false);
  expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
  expect(await balance(db, 'client_wallet', who.client)).toBe(5_000);

  const other = walletDeposit({
    provider: 'sandbox',
    clientId: who.client,
    currency: GBP,
    amountMinor: 6_000,
  });
  const reused = await rejection(post(db, `retry-${who.client}`, other));
  expect(reused.statusCode).toBe(409);
  expect(reused.fields).toEqual({ code: 'idempotency_key_reused' });
  expect(await balance(db, 'client_wallet', who.client)).toBe(5_000);
});

test('a movement that would take a member below zero is refused whole, with what came before it in the transaction', async () => {
  const { db } = database;
  const who = ids();
  await post(
    db,
    `small-${who.client}`,
    walletDeposit({ provider: 'sandbox', clientId: who.client, currency: GBP, amountMinor: 1_000 }),
  );
  const refused = await rejection(
    db.transaction(async (tx) => {
      await tx
        .insert(ledgerAccounts)
        .values({ kind: 'platform_fees', ownerId: null, currency: 'EUR' })
        .onConflictDoNothing();
      return postMovement({
        tx,
        kind: 'escrow_funding_wallet',
        idempotencyKey: `too-much-${who.client}`,
        entries: escrowFunding({
          source: { walletOf: who.client },
          milestoneId: who.milestone,
          currency: GBP,
          amountMinor: 1_000,
        }),
        description: 'Funding more than the wallet holds (1,000 plus its fee)',
      });
    }),
  );
  expect(refused.statusCode).toBe(409);
  expect(refused.fields).toEqual({ code: 'insufficient_funds' });
  expect(await balance(db, 'client_wallet', who.client)).toBe(1_000);
  expect(await balance(db, 'escrow', who.milestone)).toBe(0);
  const [kept] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `too-much-${who.client}`));
  expect(kept).toBeUndefined();
});

test('the database itself refuses to change or remove entries, and an unbalanced movement as it is written', async () => {
  const { db } = database;
  const who = ids();
  const { transactionId } = await post(
    db,
    `guard-${who.client}`,
    walletDeposit({ provider: 'sandbox', clientId: who.client, currency: GBP, amountMinor: 700 }),
  );
  expect(
    await databaseRefusal(
      db.update(ledgerEntries).set({ amountMinor: 1 }).where(eq(ledgerEntries.transactionId, transactionId)),
    ),
  ).toMatch(/append-only/);
  expect(
    await databaseRefusal(db.delete(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId))),
  ).toMatch(/append-only/);
  expect(
    await databaseRefusal(db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, transactionId))),
  ).toMatch(/append-only/);
  // Written around postMovement, straight to the tables: the insert itself refuses a lopsided movement.
  const lopsided = await databaseRefusal(
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({
          kind: 'wallet_deposit',
          idempotencyKey: `lopsided-${who.client}`,
          requestHash: 'x',
          description: 'x',
        })
        .returning();
      const [account] = await tx.select().from(ledgerAccounts).limit(1);
      await tx
        .insert(ledgerEntries)
        .values({ transactionId: row!.id, accountId: account!.id, currency: GBP, amountMinor: 5 });
    }),
  );
  expect(lopsided).toMatch(/does not balance: its GBP entries sum to 5/);
  expect((await checkLedger({ db })).unbalancedTransactions).toEqual([]);
});

test('50 payouts at once from one balance: no more leaves than was there, and nothing goes below zero', async () => {
  const who = ids();
  const { db } = database;
  // On PostgreSQL a pool of its own, as concurrent requests would have; on PGlite they queue on one connection.
  const pool = database.url ? await openDatabase({ databaseUrl: database.url }) : undefined;
  try {
    await post(db, `seed-${who.filmmaker}`, [
      { account: { kind: 'provider_clearing', ownerId: 'sandbox', currency: GBP }, amountMinor: -10_000 },
      {
        account: { kind: 'filmmaker_available', ownerId: who.filmmaker, currency: GBP },
        amountMinor: 10_000,
      },
    ]);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) =>
        (n % 2 === 0 || !pool ? db : pool.db).transaction((tx) =>
          postMovement({
            tx,
            kind: 'payout_request',
            idempotencyKey: `payout-${who.filmmaker}-${n}`,
            entries: payoutRequest({ filmmakerId: who.filmmaker, currency: GBP, amountMinor: 3_000 }),
            description: 'Payout requested',
          }),
        ),
      ),
    );
    const paid = results.filter((result) => result.status === 'fulfilled');
    expect(paid).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected')
        expect((result.reason as HttpError).fields).toEqual({ code: 'insufficient_funds' });
    }
    expect(await balance(db, 'filmmaker_available', who.filmmaker)).toBe(1_000);
    expect(await balance(db, 'payouts_in_transit', who.filmmaker)).toBe(9_000);
  } finally {
    await pool?.close();
  }
  expect(await checkLedger({ db })).toMatchObject({ mismatchedAccounts: [], negativeAccounts: [] });
}, 60_000);

/**
 * These movements posted all at once, each in its own transaction: on PostgreSQL over two pools (the test's
 * and one of its own), as concurrent requests would be; on PGlite they queue on its one connection.
 */
async function postAllAtOnce(
  movements: { key: string; kind: LedgerTransactionKind; entries: LedgerEntryInput[] }[],
) {
  const pool = database.url ? await openDatabase({ databaseUrl: database.url }) : undefined;
  const dbs = pool ? [database.db, pool.db] : [database.db];
  try {
    return await Promise.allSettled(
      movements.map((movement, n) =>
        post(dbs[n % dbs.length]!, movement.key, movement.entries, movement.kind),
      ),
    );
  } finally {
    await pool?.close();
  }
}

test('8 card fundings at once all land, and Reelhire’s fees and the provider’s clearing move by exactly their sum', async () => {
  const { db } = database;
  const fees = { kind: 'platform_fees' as const, ownerId: null, currency: GBP };
  const clearing = { kind: 'provider_clearing' as const, ownerId: 'sandbox', currency: GBP };
  const feesBefore = await getAccountBalance({ db, account: fees });
  const clearingBefore = await getAccountBalance({ db, account: clearing });
  const milestones = Array.from({ length: 8 }, () => ids().milestone);
  const results = await postAllAtOnce(
    milestones.map((milestone) => ({
      key: `fund-at-once-${milestone}`,
      kind: 'escrow_funding_card',
      entries: escrowFunding({
        source: { card: 'sandbox' },
        milestoneId: milestone,
        currency: GBP,
        amountMinor: 10_001,
      }),
    })),
  );
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(8);
  const { feeMinor, totalMinor } = fundingCharge(10_001);
  expect(await getAccountBalance({ db, account: fees })).toBe(feesBefore + 8 * feeMinor);
  expect(await getAccountBalance({ db, account: clearing })).toBe(clearingBefore - 8 * totalMinor);
  for (const milestone of milestones) expect(await balance(db, 'escrow', milestone)).toBe(10_001);
  expect(await checkLedger({ db })).toMatchObject({
    mismatchedAccounts: [],
    unbalancedTransactions: [],
    negativeAccounts: [],
  });
}, 60_000);

test('Reelhire’s fees never go below zero: of 8 fee refunds at once, only those the fees cover land', async () => {
  const { db } = database;
  // A currency of its own, so the fee account holds only what this test puts in.
  const fees = { kind: 'platform_fees' as const, ownerId: null, currency: 'CHF' };
  await post(db, 'fees-seed-chf', [
    { account: { kind: 'provider_clearing', ownerId: 'sandbox', currency: 'CHF' }, amountMinor: -1_000 },
    { account: fees, amountMinor: 1_000 },
  ]);
  const clients = Array.from({ length: 8 }, () => ids().client);
  const results = await postAllAtOnce(
    clients.map((client) => ({
      key: `fee-refund-${client}`,
      kind: 'cancellation_settlement',
      entries: [
        { account: fees, amountMinor: -300 },
        { account: { kind: 'client_wallet', ownerId: client, currency: 'CHF' }, amountMinor: 300 },
      ],
    })),
  );
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
  for (const result of results) {
    if (result.status === 'rejected')
      expect((result.reason as HttpError).fields).toEqual({ code: 'insufficient_funds' });
  }
  expect(await getAccountBalance({ db, account: fees })).toBe(100);
  expect(await checkLedger({ db })).toMatchObject({ mismatchedAccounts: [], negativeAccounts: [] });
}, 60_000);

test('50 retries of one release at once move its money once', async () => {
  const who = ids();
  const { db } = database;
  const pool = database.url ? await openDatabase({ databaseUrl: database.url }) : undefined;
  try {
    await post(
      db,
      `fund-${who.milestone}`,
      escrowFunding({
        source: { card: 'sandbox' },
        milestoneId: who.milestone,
        currency: GBP,
        amountMinor: 40_000,
      }),
      'escrow_funding_card',
    );
    const entries = escrowRelease({
      milestoneId: who.milestone,
      filmmakerId: who.filmmaker,
      currency: GBP,
      amountMinor: 40_000,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) =>
        (n % 2 === 0 || !pool ? db : pool.db).transaction((tx) =>
          postMovement({
            tx,
            kind: 'escrow_release',
            idempotencyKey: `release-${who.milestone}`,
            entries,
            description: 'Approved',
          }),
        ),
      ),
    );
    const answers = results.map((result) => (result.status === 'fulfilled' ? result.value : result.reason));
    expect(
      answers.filter((answer) => answer && 'replayed' in answer && answer.replayed === false),
    ).toHaveLength(1);
    expect(answers.every((answer) => answer && 'transactionId' in answer)).toBe(true);
    expect(await balance(db, 'filmmaker_pending', who.filmmaker)).toBe(36_000);
    expect(await balance(db, 'escrow', who.milestone)).toBe(0);
  } finally {
    await pool?.close();
  }
}, 60_000);
