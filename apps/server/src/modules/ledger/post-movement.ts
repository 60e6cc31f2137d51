import { createHash } from 'node:crypto';
import {
  mayGoNegative,
  unbalancedReason,
  type LedgerAccountRef,
  type LedgerEntryInput,
  type LedgerTransactionKind,
} from '@reelhire/shared/ledger';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { HttpError } from '../../http/errors.ts';
import { idempotencyKeyReused } from '../../http/idempotency-key.ts';

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
 * that would go below zero refuses the whole movement (insufficient_funds).
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

  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ kind, idempotencyKey, requestHash: hash, reference, description, actorUserId })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!created) {
    const [first] = await tx
      .select({ id: ledgerTransactions.id, requestHash: ledgerTransactions.requestHash })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
    if (!first || first.requestHash !== hash) {
      throw idempotencyKeyReused();
    }
    return { transactionId: first.id, replayed: true };
  }

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
  await tx
    .insert(ledgerAccounts)
    .values(refs.map((ref) => ({ kind: ref.kind, ownerId: ref.ownerId, currency: ref.currency })))
    .onConflictDoNothing();
  const accounts = await accountIds(tx, refs);

  const ordered = [...deltas.entries()].sort(([a], [b]) => accounts.get(a)!.localeCompare(accounts.get(b)!));
  for (const [key, { ref, amountMinor }] of ordered) {
    if (amountMinor === 0) continue;
    const guard = mayGoNegative(ref.kind)
      ? sql`true`
      : sql`${ledgerAccounts.balanceMinor} + ${amountMinor} >= 0`;
    const moved = await tx
      .update(ledgerAccounts)
      .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + ${amountMinor}` })
      .where(and(eq(ledgerAccounts.id, accounts.get(key)!), guard))
      .returning({ id: ledgerAccounts.id });
    if (moved.length === 0) throw insufficientFunds(ref);
  }

  await tx.insert(ledgerEntries).values(
    entries.map((entry) => ({
      transactionId: created.id,
      accountId: accounts.get(keyOf(entry.account))!,
      currency: entry.account.currency,
      amountMinor: entry.amountMinor,
    })),
  );
  return { transactionId: created.id, replayed: false };
}

/** The ids of these accounts (they exist: the caller has just made any that did not), by their key. */
async function accountIds(tx: Db, refs: LedgerAccountRef[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      ownerId: ledgerAccounts.ownerId,
      currency: ledgerAccounts.currency,
    })
    .from(ledgerAccounts)
    .where(
      or(
        ...refs.map((ref) =>
          and(
            eq(ledgerAccounts.kind, ref.kind),
            ref.ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ref.ownerId),
            eq(ledgerAccounts.currency, ref.currency),
          ),
        ),
      ),
    );
  return new Map(
    rows.map((row) => [keyOf({ kind: row.kind, ownerId: row.ownerId, currency: row.currency }), row.id]),
  );
}
