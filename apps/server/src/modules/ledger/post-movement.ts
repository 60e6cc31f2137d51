import { createHash } from 'node:crypto';
import { FROZEN_DISPUTE_STATUSES } from '@reelhire/shared/disputes';
import {
  isSharedAccount,
  mayGoNegative,
  unbalancedReason,
  type LedgerAccountRef,
  type LedgerEntryInput,
  type LedgerTransactionKind,
} from '@reelhire/shared/ledger';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryPrepared, queryRows, type Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema/ledger.ts';
import { HttpError } from '../../http/errors.ts';
import { idempotencyKeyReused } from '../../http/idempotency-key.ts';
import { disputableMilestoneIds, escrowFrozen, frozenMilestoneIds } from './frozen-escrow.ts';

export interface PostMovementOptions {
  /** The caller's transaction: the movement lands with the change it pays for, or not at all. */
  tx: Db;
  kind: LedgerTransactionKind;
  /** Unique per movement: a retried request or a redelivered webhook with the same key posts once. */
  idempotencyKey: string;
  entries: LedgerEntryInput[];
  description: string;
  reference?: Record<string, string>;
  actorUserId?: string | null;
}

export interface PostedMovement {
  transactionId: string;
  /** True when the key had posted already: nothing moved this time. */
  replayed: boolean;
}

/** Not enough money in a member's account for this movement; the caller's transaction must roll back. */
export const insufficientFunds = (account: LedgerAccountRef) =>
  new HttpError(409, `Not enough money in the ${account.kind.replace(/_/g, ' ')} for this`, undefined, {
    code: 'insufficient_funds',
  });

const keyOf = (ref: LedgerAccountRef) => `${ref.kind}\u0000${ref.ownerId ?? ''}\u0000${ref.currency}`;

/** What was asked, independent of entry order, so a reused key for another movement is told apart. */
function requestHash(kind: string, entries: LedgerEntryInput[], reference: Record<string, string>): string {
  const lines = entries.map((entry) => `${keyOf(entry.account)}\u0000${entry.amountMinor}`).sort();
  const refs = Object.entries(reference)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`);
  return createHash('sha256')
    .update([kind, ...lines, ...refs].join('\n'))
    .digest('hex');
}

/**
 * Posts one movement of money (decision 0041): a ledger transaction and its entries, which balance per
 * currency, in the caller's database transaction. Idempotent by key: the same key and the same movement
 * answers the first posting (`replayed`); the same key for a different movement is a 409. Member accounts
 * are moved under their row locks, always in account-id order so two movements never deadlock, and one
 * that would go below zero refuses the whole movement (insufficient_funds). Shared accounts (Reelhire's
 * fees, a provider's clearing, the payouts sent) have no cached balance to move (decision 0073): money
 * into them takes no lock at all, so postings do not queue behind one another on those rows.
 */
export async function postMovement({
  tx,
  kind,
  idempotencyKey,
  entries,
  description,
  reference = {},
  actorUserId = null,
}: PostMovementOptions): Promise<PostedMovement> {
  const problem = unbalancedReason(entries);
  // Movements are built by code from shared rules, never from a request body: this is a bug, not bad input.
  if (problem) throw new Error(`ledger: ${kind} refused: ${problem}`);
  const hash = requestHash(kind, entries, reference);
  // Each account once, with the sum of what this movement puts in or takes out of it.
  const deltas = new Map<string, { ref: LedgerAccountRef; amountMinor: number }>();
  for (const entry of entries) {
    const key = keyOf(entry.account);
    const current = deltas.get(key);
    if (current) current.amountMinor += entry.amountMinor;
    else deltas.set(key, { ref: entry.account, amountMinor: entry.amountMinor });
  }
  // In key order, so two movements creating the same new accounts at once wait rather than deadlock.
  const refs = [...deltas.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, delta]) => delta.ref);
  const { transactionId, accounts } = await openMovement(tx, refs, {
    kind,
    idempotencyKey,
    requestHash: hash,
    reference,
    description,
    actorUserId,
  });
  if (!transactionId) {
    const [first] = await tx
      .select({ id: ledgerTransactions.id, requestHash: ledgerTransactions.requestHash })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
    if (!first || first.requestHash !== hash) {
      throw idempotencyKeyReused();
    }
    return { transactionId: first.id, replayed: true };
  }

  // Escrow a dispute froze leaves only by the dispute's ruling (decision 0061). Checked here, where every
  // movement passes, so no path (an approval, the automatic release, a cancellation, a payment settling)
  // can release or refund it, whatever its own checks; the callers check first to answer in their own
  // words. After the key's lookup, so a retry of a movement posted before the freeze still replays; the
  // refused posting's row goes with the caller's rolled-back transaction.
  const frozenCheck =
    kind === 'dispute_ruling'
      ? []
      : disputableMilestoneIds(
          entries
            .filter((entry) => entry.account.kind === 'escrow' && entry.amountMinor < 0)
            .map((entry) => entry.account.ownerId!),
        );

  // One JSON parameter, so the statements' text is the same for any number of entries and each is
  // prepared once per connection (decision 0077).
  const written = JSON.stringify(
    entries.map((entry) => ({
      account_id: accounts.get(keyOf(entry.account))!,
      currency: entry.account.currency,
      amount_minor: entry.amountMinor,
    })),
  );
  /** The entries, written only when `onlyIf` (a condition in the same statement) holds. */
  const insertEntries = (onlyIf = sql`true`) =>
    sql`insert into ledger_entries (transaction_id, account_id, currency, amount_minor)
        select ${transactionId}::uuid, entry.account_id, entry.currency, entry.amount_minor
          from jsonb_to_recordset(${written}::jsonb) as entry(account_id uuid, currency text, amount_minor bigint)
         where ${onlyIf}`;

  // The rows this movement changes, in account-id order (the order every movement locks in, so two never
  // deadlock): each member account's balance, and a withdrawal from Reelhire's fees (money into a shared
  // account moves no row, decision 0073).
  const steps = [...deltas.entries()]
    .sort(([a], [b]) => accounts.get(a)!.localeCompare(accounts.get(b)!))
    .filter(
      ([, { ref, amountMinor }]) =>
        amountMinor !== 0 && (!isSharedAccount(ref.kind) || (amountMinor < 0 && !mayGoNegative(ref.kind))),
    )
    .map(([key, { ref, amountMinor }]) => ({ id: accounts.get(key)!, ref, amountMinor }));

  if (steps.some((step) => isSharedAccount(step.ref.kind))) {
    // A refund out of the fees is summed from the fees' entries after its lock (guardSharedWithdrawal), which
    // takes a statement of its own; these movements are rare, so they go one statement at a time.
    if (frozenCheck.length > 0 && (await frozenMilestoneIds(tx, frozenCheck)).size > 0) {
      throw escrowFrozen('frozen');
    }
    for (const step of steps) {
      if (isSharedAccount(step.ref.kind)) {
        await guardSharedWithdrawal(tx, step.id, step.ref, step.amountMinor);
      } else {
        const [moved] = await queryRows<{ id: string }>(tx, memberMove(step, sql`true`));
        if (!moved) throw insufficientFunds(step.ref);
      }
    }
    await queryPrepared(tx, 'ledger_post_entries', insertEntries());
    return { transactionId, replayed: false };
  }

  // Everything else in one statement, a round trip for the whole posting (decision 0089): the frozen check,
  // then each member account's guarded update, each run only once the one before it has moved (its
  // `exists` is evaluated before the next row is touched, which keeps the locks in account-id order),
  // and the entries written only if the last one moved. What stopped it is read from the counts.

  // Each milestone probed on dispute_milestones_milestone_idx: the lateral `limit 1` keeps the planner
  // from joining the list to every dispute's milestones, which it would for the list's default guess of a
  // hundred ids (as openMovement's accounts).
  const frozen = sql`select 1 from jsonb_array_elements_text(${JSON.stringify(frozenCheck)}::jsonb) as wanted(milestone_id)
       cross join lateral (select 1 from dispute_milestones dm join disputes d on d.id = dm.dispute_id
         where dm.milestone_id = wanted.milestone_id::uuid
           and d.status = any(array(select value from jsonb_array_elements_text(${JSON.stringify(FROZEN_DISPUTE_STATUSES)}::jsonb)))
         limit 1) hit
     limit 1`;
  const checks = frozenCheck.length > 0 ? [sql`frozen as (${frozen})`] : [];
  /** What lets the step at `index` run: the step before it moved, or for the first, nothing is frozen. */
  const after = (index: number) =>
    index > 0
      ? sql`exists (select 1 from ${sql.raw(`m${index - 1}`)})`
      : frozenCheck.length > 0
        ? sql`not exists (select 1 from frozen)`
        : sql`true`;
  const moves = steps.map(
    (step, index) => sql`${sql.raw(`m${index}`)} as (${memberMove(step, after(index))})`,
  );
  const counts = [
    ...(frozenCheck.length > 0 ? [sql`(select count(*) from frozen)::int as frozen`] : []),
    ...steps.map((_, index) => sql.raw(`(select count(*) from m${index})::int as m${index}`)),
  ];
  const name =
    `ledger_post${frozenCheck.length > 0 ? '_frozen' : ''}_` +
    (steps.map((step) => (mayGoNegative(step.ref.kind) ? 'u' : 'g')).join('') || 'none');
  const [result] = await queryPrepared<Record<string, number>>(
    tx,
    name,
    sql`with ${sql.join([...checks, ...moves, sql`posted as (${insertEntries(after(steps.length))} returning 1)`], sql`, `)}
        select ${counts.length > 0 ? sql.join(counts, sql`, `) : sql`1 as posted`}`,
  );
  if (frozenCheck.length > 0 && Number(result!.frozen) > 0) throw escrowFrozen('frozen');
  const stopped = steps.findIndex((_, index) => Number(result![`m${index}`]) === 0);
  if (stopped >= 0) throw insufficientFunds(steps[stopped]!.ref);
  return { transactionId, replayed: false };
}

/**
 * One member account's balance moved by the movement's amount under the row's lock, when `onlyIf` holds;
 * an account that may not go below zero (everything but the outside world's) is moved only if it stays
 * at or above zero. Returns the row's id when it moved.
 */
function memberMove(step: { id: string; ref: LedgerAccountRef; amountMinor: number }, onlyIf: SQL) {
  const guard = mayGoNegative(step.ref.kind)
    ? sql`true`
    : sql`balance_minor + ${step.amountMinor}::bigint >= 0`;
  return sql`update ledger_accounts set balance_minor = balance_minor + ${step.amountMinor}::bigint
     where id = ${step.id}::uuid and ${guard} and ${onlyIf} returning id`;
}

/**
 * Refuses money out of a shared account that its entries cannot cover (decision 0073). Withdrawals wait
 * for each other on the account's row, in the same account-id order as every other lock here, then sum the
 * entries: each statement in READ COMMITTED sees every withdrawal committed before it, and a deposit
 * committed meanwhile only adds. The row is written to (not just locked) so that a caller in REPEATABLE
 * READ gets a serialization failure instead of an overdraft read from an old snapshot. The write takes a
 * no-key lock, which the entries' foreign-key checks (a key-share lock) never wait for, so deposits go on.
 */
async function guardSharedWithdrawal(tx: Db, accountId: string, ref: LedgerAccountRef, amountMinor: number) {
  await tx
    .update(ledgerAccounts)
    .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor}` })
    .where(eq(ledgerAccounts.id, accountId));
  const [held] = await queryRows<{ totalMinor: string }>(
    tx,
    sql`select coalesce(sum(amount_minor), 0) as "totalMinor" from ledger_entries where account_id = ${accountId}`,
  );
  if (Number(held!.totalMinor) + amountMinor < 0) throw insufficientFunds(ref);
}

/**
 * The movement's transaction row (no id when its key has posted already) and the ids of its accounts by
 * their key, opening any that do not exist yet, in one statement: a posting is a handful of round trips
 * and these were three of them (decision 0073). An account is opened even for a key that replays: it is
 * one the first posting opened already, or the caller's transaction rolls back on the reused key. The
 * statement's own snapshot does not see an account that a concurrent movement opened and committed while
 * this insert waited for it; the few that go missing that way are read again by a statement of their own.
 */
async function openMovement(
  tx: Db,
  refs: LedgerAccountRef[],
  row: {
    kind: LedgerTransactionKind;
    idempotencyKey: string;
    requestHash: string;
    reference: Record<string, string>;
    description: string;
    actorUserId: string | null;
  },
): Promise<{ transactionId: string | undefined; accounts: Map<string, string> }> {
  // The accounts as one JSON parameter (a fixed text, prepared once per connection: decision 0077), opened
  // in key order. Each is looked up on ledger_accounts_key by a lateral index probe; its `limit 1` (the
  // key is unique) keeps the planner from flattening the probes into a join, which it plans for the
  // function's default guess of a hundred rows as a scan of every account.
  const wanted = JSON.stringify(
    refs.map((ref, order) => ({ order, kind: ref.kind, owner_id: ref.ownerId, currency: ref.currency })),
  );
  const rows = await queryPrepared<AccountRow & { isTransaction: boolean }>(
    tx,
    'ledger_open_movement',
    sql`with wanted as (
          select * from jsonb_to_recordset(${wanted}::jsonb) as w("order" int, kind text, owner_id text, currency text)),
        posted as (
          insert into ledger_transactions (kind, idempotency_key, request_hash, reference, description, actor_user_id)
          values (${row.kind}, ${row.idempotencyKey}, ${row.requestHash}, ${JSON.stringify(row.reference)}::jsonb,
                  ${row.description}, ${row.actorUserId}::uuid)
          on conflict (idempotency_key) do nothing
          returning id),
        opened as (
          insert into ledger_accounts (kind, owner_id, currency)
          select kind, owner_id, currency from wanted order by "order"
          on conflict do nothing
          returning id, kind, owner_id as "ownerId", currency)
        select true as "isTransaction", id, null as kind, null as "ownerId", null as currency from posted
        union all
        select false, id, kind, "ownerId", currency from opened
        union all
        select false, a.id, a.kind, a.owner_id, a.currency from wanted w
          cross join lateral (select id, kind, owner_id, currency from ledger_accounts
            where kind = w.kind and owner_id = w.owner_id and currency = w.currency limit 1) a
        union all
        select false, a.id, a.kind, a.owner_id, a.currency from wanted w
          cross join lateral (select id, kind, owner_id, currency from ledger_accounts
            where kind = w.kind and owner_id is null and currency = w.currency limit 1) a
         where w.owner_id is null`,
  );
  const transactionId = rows.find((found) => found.isTransaction)?.id;
  const accounts = byKey(rows.filter((found) => !found.isTransaction));
  const missing = refs.filter((ref) => !accounts.has(keyOf(ref)));
  if (missing.length > 0) {
    const late = await queryRows<AccountRow>(
      tx,
      sql`select id, kind, owner_id as "ownerId", currency from ledger_accounts where ${matching(missing)}`,
    );
    for (const [key, id] of byKey(late)) accounts.set(key, id);
  }
  return { transactionId, accounts };
}

interface AccountRow {
  id: string;
  kind: LedgerAccountRef['kind'];
  ownerId: string | null;
  currency: string;
}

const byKey = (rows: AccountRow[]) => new Map(rows.map((row) => [keyOf(row), row.id]));

/** These accounts by their key (ledger_accounts_key). */
const matching = (refs: LedgerAccountRef[]) =>
  or(
    ...refs.map((ref) =>
      and(
        eq(ledgerAccounts.kind, ref.kind),
        ref.ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ref.ownerId),
        eq(ledgerAccounts.currency, ref.currency),
      ),
    ),
  )!;
