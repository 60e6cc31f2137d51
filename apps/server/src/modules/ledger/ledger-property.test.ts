import {
  cancellationSettlement,
  disputeRuling,
  earningsAvailable,
  escrowFunding,
  escrowRelease,
  mayGoNegative,
  payoutFailed,
  payoutPaid,
  payoutRequest,
  walletDeposit,
  type LedgerAccountRef,
  type LedgerEntryInput,
  type LedgerTransactionKind,
} from '@reelhire/shared/ledger';
import { fundingCharge } from '@reelhire/shared/money-policy';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { getAccountBalance } from './account-balance.ts';
import { checkLedger } from './ledger-check.ts';
import { postMovement } from './post-movement.ts';

// Random sequences of every kind of movement (deposits, fundings by card and from the wallet, releases,
// earnings becoming available, cancellations with kill fees and refunds, payouts requested, paid and
// failed), in any order, with retries of earlier requests mixed in, as duplicated or late webhooks and
// retried requests arrive. After every step: each transaction balances, no member balance is below zero,
// cached balances equal the entries, each account holds what a plain model says, and each idempotency key
// moved money at most once (decision 0041). Disputes freeze a milestone's escrow, are withdrawn or ruled on
// (released, refunded or split): while frozen, no release or cancellation moves it, retried or new; only the
// ruling does, once (decision 0061).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database?.close());

const GBP = 'GBP';
const MILESTONES = [
  { amount: 120_000, client: 0, filmmaker: 0 },
  { amount: 35_555, client: 1, filmmaker: 0 },
  { amount: 999, client: 0, filmmaker: 1 },
];

const step = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    client: fc.nat(1),
    amount: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({ op: fc.constant('fund' as const), milestone: fc.nat(2), card: fc.boolean() }),
  fc.record({ op: fc.constant('release' as const), milestone: fc.nat(2) }),
  fc.record({
    op: fc.constant('available' as const),
    filmmaker: fc.nat(1),
    amount: fc.integer({ min: 1, max: 150_000 }),
  }),
  fc.record({
    op: fc.constant('cancel' as const),
    milestone: fc.nat(2),
    killPercent: fc.nat(100),
    toCard: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('payout' as const),
    filmmaker: fc.nat(1),
    amount: fc.integer({ min: 1, max: 150_000 }),
  }),
  fc.record({
    op: fc.constant('paid' as const),
    filmmaker: fc.nat(1),
    amount: fc.integer({ min: 1, max: 150_000 }),
  }),
  fc.record({
    op: fc.constant('failed' as const),
    filmmaker: fc.nat(1),
    amount: fc.integer({ min: 1, max: 150_000 }),
  }),
  fc.record({ op: fc.constant('retry' as const), which: fc.nat() }),
);

// Disputes need a funded milestone first, then something trying to move its escrow before the ruling:
// weighted so that most runs get there.
const disputeStep = fc.oneof(
  fc.record({ op: fc.constant('fund' as const), milestone: fc.nat(2), card: fc.boolean() }),
  fc.record({ op: fc.constant('dispute' as const), milestone: fc.nat(2) }),
  fc.record({ op: fc.constant('release' as const), milestone: fc.nat(2) }),
  fc.record({ op: fc.constant('withdraw' as const), milestone: fc.nat(2) }),
  fc.record({
    op: fc.constant('rule' as const),
    milestone: fc.nat(2),
    releasePercent: fc.nat(100),
    toCard: fc.boolean(),
  }),
);
const anyStep = fc.oneof({ arbitrary: step, weight: 2 }, { arbitrary: disputeStep, weight: 1 });

/**
 * A dispute's rows for a milestone, as the disputes module writes them; foreign keys off, since this test's
 * milestones have no booking behind them (the ledger only needs their ids).
 */
async function freeze(milestoneId: string): Promise<string> {
  const id = randomUUID();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into disputes (id, booking_id, client_id, filmmaker_id, status, opened_by, reason,
        description, respond_by, currency)
      values (${id}, ${randomUUID()}, ${randomUUID()}, ${randomUUID()}, 'awaiting_ruling', 'client', 'other',
        'property test', now(), 'GBP')`);
    await tx.execute(sql`insert into dispute_milestones (dispute_id, milestone_id, frozen_minor)
      values (${id}, ${milestoneId}, 1)`);
  });
  return id;
}

async function setDisputeStatus(id: string, status: string) {
  await database.db.execute(sql`update disputes set status = ${status}, outcome = 'refund', release_minor = 0,
      refund_minor = 0, reasoning = 'property test' where id = ${id}`);
}
type Step = typeof anyStep extends fc.Arbitrary<infer T> ? T : never;

const keyOf = (ref: LedgerAccountRef) => `${ref.kind}:${ref.ownerId ?? '-'}`;
let run = 0;
/** How often the runs froze, refused and ruled: the property must have exercised disputes, not skipped them. */
const seen = { frozen: 0, refused: 0, ruled: 0 };

/** Runs one sequence of steps against the ledger and checks it after every step. */
async function runSteps(steps: Step[]): Promise<void> {
  run += 1;
  const clients = [`c${run}a`, `c${run}b`];
  const filmmakers = [`f${run}a`, `f${run}b`];
  const milestones = MILESTONES.map((m) => ({ ...m, id: randomUUID() }));
  /** The milestones a dispute froze, by index, with the dispute's id. */
  const frozen = new Map<number, string>();
  const model = new Map<string, number>();
  const sent: { key: string; kind: LedgerTransactionKind; entries: LedgerEntryInput[] }[] = [];
  const moved = new Set<string>();
  // The shared accounts carry every earlier run's money: what this run moved is their change since now,
  // summed from their entries (decision 0073).
  const shared: LedgerAccountRef[] = [
    { kind: 'platform_fees', ownerId: null, currency: GBP },
    { kind: 'provider_clearing', ownerId: 'sandbox', currency: GBP },
    { kind: 'payouts_sent', ownerId: null, currency: GBP },
  ];
  const sharedAtStart = await Promise.all(
    shared.map((account) => getAccountBalance({ db: database.db, account })),
  );

  type Movement = { key: string; kind: LedgerTransactionKind; entries: LedgerEntryInput[] };
  const request = (
    s: Exclude<Step, { op: 'retry' | 'dispute' | 'withdraw' | 'rule' }>,
    n: number,
  ): Movement => {
    const key = `run${run}-step${n}`;
    switch (s.op) {
      case 'deposit':
        return {
          key,
          kind: 'wallet_deposit' as const,
          entries: walletDeposit({
            provider: 'sandbox',
            clientId: clients[s.client]!,
            currency: GBP,
            amountMinor: s.amount,
          }),
        };
      case 'fund': {
        const m = milestones[s.milestone]!;
        const source = s.card ? { card: 'sandbox' } : { walletOf: clients[m.client]! };
        return {
          key,
          kind: s.card ? ('escrow_funding_card' as const) : ('escrow_funding_wallet' as const),
          entries: escrowFunding({ source, milestoneId: m.id, currency: GBP, amountMinor: m.amount }),
        };
      }
      case 'release': {
        const m = milestones[s.milestone]!;
        return {
          key,
          kind: 'escrow_release' as const,
          entries: escrowRelease({
            milestoneId: m.id,
            filmmakerId: filmmakers[m.filmmaker]!,
            currency: GBP,
            amountMinor: m.amount,
          }),
        };
      }
      case 'available':
        return {
          key,
          kind: 'earnings_available' as const,
          entries: earningsAvailable({
            filmmakerId: filmmakers[s.filmmaker]!,
            currency: GBP,
            amountMinor: s.amount,
          }),
        };
      case 'cancel': {
        const m = milestones[s.milestone]!;
        return {
          key,
          kind: 'cancellation_settlement' as const,
          entries: cancellationSettlement({
            milestoneId: m.id,
            filmmakerId: filmmakers[m.filmmaker]!,
            currency: GBP,
            escrowMinor: m.amount,
            killFeeMinor: Math.floor((m.amount * s.killPercent) / 100),
            serviceFeePaidMinor: fundingCharge(m.amount).feeMinor,
            refundTo: s.toCard ? { card: 'sandbox' } : { walletOf: clients[m.client]! },
          }),
        };
      }
      case 'payout':
        return {
          key,
          kind: 'payout_request' as const,
          entries: payoutRequest({
            filmmakerId: filmmakers[s.filmmaker]!,
            currency: GBP,
            amountMinor: s.amount,
          }),
        };
      case 'paid':
        return {
          key,
          kind: 'payout_paid' as const,
          entries: payoutPaid({
            filmmakerId: filmmakers[s.filmmaker]!,
            currency: GBP,
            amountMinor: s.amount,
          }),
        };
      case 'failed':
        return {
          key,
          kind: 'payout_failed' as const,
          entries: payoutFailed({
            filmmakerId: filmmakers[s.filmmaker]!,
            currency: GBP,
            amountMinor: s.amount,
          }),
        };
    }
  };

  for (const [n, s] of steps.entries()) {
    if (s.op === 'dispute' || s.op === 'withdraw') {
      const m = milestones[s.milestone]!;
      const held = model.get(`escrow:${m.id}`) ?? 0;
      // Opening needs escrow to freeze and none frozen already; withdrawing, a dispute to withdraw.
      if (s.op === 'dispute' && !frozen.has(s.milestone) && held > 0) {
        frozen.set(s.milestone, await freeze(m.id));
        seen.frozen += 1;
      }
      if (s.op === 'withdraw' && frozen.has(s.milestone)) {
        await setDisputeStatus(frozen.get(s.milestone)!, 'withdrawn');
        frozen.delete(s.milestone);
      }
      continue;
    }
    const isRetry = s.op === 'retry';
    if (isRetry && sent.length === 0) continue;
    let asked: Movement;
    if (s.op === 'rule') {
      const disputeId = frozen.get(s.milestone);
      if (!disputeId) continue;
      const m = milestones[s.milestone]!;
      const held = model.get(`escrow:${m.id}`) ?? 0;
      const fundings = held / m.amount;
      asked = {
        key: `run${run}-dispute:${disputeId}`,
        kind: 'dispute_ruling',
        entries: disputeRuling({
          milestoneId: m.id,
          filmmakerId: filmmakers[m.filmmaker]!,
          currency: GBP,
          escrowMinor: held,
          releaseMinor: Math.floor((held * s.releasePercent) / 100),
          serviceFeePaidMinor: fundings * fundingCharge(m.amount).feeMinor,
          refundTo: s.toCard ? { card: 'sandbox' } : { walletOf: clients[m.client]! },
        }),
      };
    } else {
      asked = isRetry ? sent[s.which % sent.length]! : request(s, n);
    }
    // Frozen escrow: anything but the ruling taking money out of it is refused, unless it is a retry
    // of a movement that had already posted (it answers as it did, moving nothing).
    const frozenNow = new Set<string>([...frozen].map(([index]) => milestones[index]!.id));
    const blocked =
      asked.kind !== 'dispute_ruling' &&
      asked.entries.some(
        ({ account, amountMinor }) =>
          account.kind === 'escrow' && amountMinor < 0 && frozenNow.has(account.ownerId!),
      );
    // What the model expects: a key that moved money answers again without moving it; otherwise the
    // movement posts unless it would take a member account below zero.
    const after = new Map(model);
    for (const { account, amountMinor } of asked.entries) {
      after.set(keyOf(account), (after.get(keyOf(account)) ?? 0) + amountMinor);
    }
    const fits = asked.entries.every(
      ({ account }) => mayGoNegative(account.kind) || after.get(keyOf(account))! >= 0,
    );
    const outcome = await database.db
      .transaction((tx) =>
        postMovement({
          tx,
          kind: asked.kind,
          idempotencyKey: asked.key,
          entries: asked.entries,
          description: asked.kind,
        }),
      )
      .then(
        (posted) => posted,
        (error: unknown) => error,
      );
    if (moved.has(asked.key)) {
      expect(outcome).toMatchObject({ replayed: true });
    } else if (blocked) {
      seen.refused += 1;
      expect(outcome).toBeInstanceOf(HttpError);
      expect((outcome as HttpError).fields).toMatchObject({ code: 'escrow_frozen' });
    } else if (fits) {
      expect(outcome).toMatchObject({ replayed: false });
      moved.add(asked.key);
      for (const [key, value] of after) model.set(key, value);
    } else {
      expect(outcome).toBeInstanceOf(HttpError);
      expect((outcome as HttpError).fields).toEqual({ code: 'insufficient_funds' });
    }
    if (s.op === 'rule' && !(outcome instanceof Error)) {
      // The ruling empties the escrow it froze, once; the dispute is resolved.
      expect(outcome).toMatchObject({ replayed: false });
      const m = milestones[s.milestone]!;
      expect(model.get(`escrow:${m.id}`)).toBe(0);
      seen.ruled += 1;
      await setDisputeStatus(frozen.get(s.milestone)!, 'resolved');
      frozen.delete(s.milestone);
    }
    if (!isRetry && s.op !== 'rule') sent.push(asked);

    const check = await checkLedger({ db: database.db });
    expect(check.unbalancedTransactions).toEqual([]);
    expect(check.mismatchedAccounts).toEqual([]);
    expect(check.negativeAccounts).toEqual([]);
    const owners = [...clients, ...filmmakers, ...milestones.map((m) => m.id)];
    const rows = await queryRows<{ kind: string; owner: string; balance: string }>(
      database.db,
      sql`select kind, owner_id as owner, balance_minor as balance from ledger_accounts
           where owner_id in (${sql.join(
             owners.map((owner) => sql`${owner}`),
             sql`, `,
           )})`,
    );
    const actual = Object.fromEntries(rows.map((row) => [`${row.kind}:${row.owner}`, Number(row.balance)]));
    const expected = Object.fromEntries(
      [...model].filter(([key]) => owners.some((owner) => key.endsWith(`:${owner}`))),
    );
    for (const key of new Set([...Object.keys(actual), ...Object.keys(expected)])) {
      expect(actual[key] ?? 0, key).toBe(expected[key] ?? 0);
    }
    for (const [index, account] of shared.entries()) {
      const change = (await getAccountBalance({ db: database.db, account })) - sharedAtStart[index]!;
      expect(change, keyOf(account)).toBe(model.get(keyOf(account)) ?? 0);
    }
    const keys = await queryRows<{ count: string }>(
      database.db,
      sql`select count(*) as count from ledger_transactions where idempotency_key like ${`run${run}-%`}`,
    );
    expect(Number(keys[0]!.count)).toBe(moved.size);
  }
}

test('any sequence of movements, retries included, keeps the ledger balanced, non-negative and once-only', async () => {
  await fc.assert(fc.asyncProperty(fc.array(anyStep, { minLength: 1, maxLength: 25 }), runSteps), {
    numRuns: 25,
  });
}, 300_000);

// Every milestone funded first, so each run has escrow to dispute: what freezes, what is refused while
// frozen, and each ruling, are then checked like every other step (decision 0061).
const fundedFirst: Step[] = [0, 1, 2].map((milestone) => ({ op: 'fund' as const, milestone, card: true }));

test('with escrow disputed, frozen money moves only by its ruling, once, and every transaction balances', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(disputeStep, { minLength: 1, maxLength: 20 }), (steps) =>
      runSteps([...fundedFirst, ...steps]),
    ),
    {
      numRuns: 25,
      // One run that surely freezes, is refused and is ruled on, whatever the random runs draw: they
      // missed a refusal once in seven passes, failing the coverage check below by chance.
      examples: [
        [
          [
            { op: 'dispute', milestone: 0 },
            { op: 'release', milestone: 0 },
            { op: 'rule', milestone: 0, releasePercent: 40, toCard: true },
          ],
        ],
      ],
    },
  );
  expect(Math.min(seen.frozen, seen.refused, seen.ruled), JSON.stringify(seen)).toBeGreaterThan(0);
}, 300_000);
