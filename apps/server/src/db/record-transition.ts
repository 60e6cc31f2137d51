import type { AuditAction, AuditRecordType } from '@reelhire/shared/audit-log';
import { checkTransition, type Actor, type StateMachine } from '@reelhire/shared/state-machine';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { HttpError, notFound, transitionRefused } from '../http/errors.ts';
import { insertAuditRow } from './audit-row.ts';
import type { Db } from './client.ts';
import { recordHiringEvent } from './record-hiring-event.ts';
import type { hiringEvents } from './schema/hiring.ts';

/** A table whose rows follow a state machine: an `id`, a `status` and an `updated_at`. */
type StatefulTable = PgTable & { id: PgColumn; status: PgColumn; updatedAt: PgColumn };

export interface RecordTransitionOptions<Table extends StatefulTable, State extends string> {
  /** Inside the caller's transaction, so the change and what follows from it land together. */
  tx: Db;
  table: Table;
  machine: StateMachine<State, string>;
  recordType: (typeof hiringEvents.$inferInsert)['recordType'];
  id: string;
  transition: string;
  actor: Actor;
  actorUserId: string | null;
  /** Other columns the transition sets (a rejection's note, a publication time). */
  set?: PgUpdateSetSource<Table>;
  note?: string | null;
  /** Extra conditions on the row (the caller's ownership), so a stranger's record reads as not found. */
  where?: SQL;
  notFoundMessage?: string;
}

/**
 * Moves one record through its machine (decision 0024): reads its state, asks the shared machine, then
 * updates it only if it still has that state, so of two concurrent transitions one wins and the other is
 * the 409 `{ error, status }` DESIGN section 5 promises. Every change is written to hiring_events, which
 * also tells the party whose turn the new state is (decision 0062).
 */
export async function recordTransition<Table extends StatefulTable, State extends string>(
  options: RecordTransitionOptions<Table, State>,
): Promise<Table['$inferSelect']> {
  const { tx, table, machine, id, transition, actor } = options;
  const condition = options.where ? and(eq(table.id, id), options.where) : eq(table.id, id);
  const [current] = (await tx
    .select({ status: table.status })
    .from(table as PgTable)
    .where(condition)) as { status: State }[];
  if (!current) throw notFound(options.notFoundMessage ?? `No such ${machine.name}`);

  const verdict = checkTransition(machine, transition, { state: current.status, actor });
  if (!verdict.ok) {
    if (verdict.reason === 'unknown_transition') throw new HttpError(404, verdict.error);
    throw transitionRefused(verdict.error, current.status);
  }

  const [updated] = (await tx
    .update(table)
    .set({ ...options.set, status: verdict.to, updatedAt: sql`now()` } as PgUpdateSetSource<Table>)
    .where(and(condition, eq(table.status, current.status)))
    .returning()) as Table['$inferSelect'][];
  if (!updated) {
    // Someone else moved it between our read and our write: answer with the state that won.
    const [now] = (await tx
      .select({ status: table.status })
      .from(table as PgTable)
      .where(condition)) as { status: State }[];
    throw transitionRefused(
      `This ${machine.name} changed while you were acting on it: it is now ${now?.status ?? 'gone'}`,
      now?.status ?? current.status,
    );
  }

  // Decision 0064: an admin's transition is an admin action, audited in the same transaction.
  if (actor === 'admin' && options.actorUserId) {
    await insertAuditRow({
      tx,
      actorUserId: options.actorUserId,
      action: `${options.recordType}.${transition}` as AuditAction,
      recordType: options.recordType as AuditRecordType,
      recordId: id,
      before: { status: current.status },
      after: { status: verdict.to, ...(options.note ? { note: options.note } : {}) },
    });
  }
  await recordHiringEvent(tx, {
    recordType: options.recordType,
    recordId: id,
    transition,
    actor,
    actorUserId: options.actorUserId,
    fromStatus: current.status,
    toStatus: verdict.to,
    note: options.note ?? null,
  });
  return updated;
}
