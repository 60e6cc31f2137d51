import {
  cancellationSettlement,
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
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { checkLedger } from './ledger-check.ts';
import { postMovement } from './post-movement.ts';

// Random sequences of every kind of movement (deposits, fundings by card and from the wallet, releases,
// earnings becoming available, cancellations with kill fees and refunds, payouts requested, paid and
// failed), in any order, with retries of earlier requests mixed in, as duplicated or late webhooks and
// retried requests arrive. After every step: each transaction balances, no member balance is below zero,
// cached balances equal the entries, each account holds what a plain model says, and each idempotency key
// moved money at most once (decision 0041).

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
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const keyOf = (ref: LedgerAccountRef) => `${ref.kind}:${ref.ownerId ?? '-'}`;
let run = 0;

test('any sequence of movements, retries included, keeps the ledger balanced, non-negative and once-only', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
      run += 1;
      const clients = [`c${run}a`, `c${run}b`];
      const filmmakers = [`f${run}a`, `f${run}b`];
      const milestones = MILESTONES.map((m, n) => ({ ...m, id: `m${run}-${n}` }));
      const model = new Map<string, number>();
      const sent: { key: string; kind: LedgerTransactionKind; entries: LedgerEntryInput[] }[] = [];
      const moved = new Set<string>();

      const request = (s: Exclude<Step, { op: 'retry' }>, n: number) => {
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
        const isRetry = s.op === 'retry';
        if (isRetry && sent.length === 0) continue;
        const asked = isRetry ? sent[s.which % sent.length]! : request(s, n);
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
        } else if (fits) {
          expect(outcome).toMatchObject({ replayed: false });
          moved.add(asked.key);
          for (const [key, value] of after) model.set(key, value);
        } else {
          expect(outcome).toBeInstanceOf(HttpError);
          expect((outcome as HttpError).fields).toEqual({ code: 'insufficient_funds' });
        }
        if (!isRetry) sent.push(asked);

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
        const actual = Object.fromEntries(
          rows.map((row) => [`${row.kind}:${row.owner}`, Number(row.balance)]),
        );
        const expected = Object.fromEntries(
          [...model].filter(([key]) => owners.some((owner) => key.endsWith(`:${owner}`))),
        );
        for (const key of new Set([...Object.keys(actual), ...Object.keys(expected)])) {
          expect(actual[key] ?? 0, key).toBe(expected[key] ?? 0);
        }
        const keys = await queryRows<{ count: string }>(
          database.db,
          sql`select count(*) as count from ledger_transactions where idempotency_key like ${`run${run}-%`}`,
        );
        expect(Number(keys[0]!.count)).toBe(moved.size);
      }
    }),
    { numRuns: 25 },
  );
}, 300_000);
