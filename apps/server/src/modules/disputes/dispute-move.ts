import {
  checkDisputeMove,
  disputeMachine,
  type DisputeParty,
  type DisputeStatus,
  type DisputeTransition,
} from '@reelhire/shared/disputes';
import type { Actor } from '@reelhire/shared/state-machine';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { transitionRefused } from '../../http/errors.ts';
import type { DisputeRow } from './dispute-record.ts';

/**
 * Moves a dispute (locked by the caller) through its machine as the first of `actors` allowed to, else
 * answers the first one's refusal as the 409 `{ error, status }`; the withdrawal's extra rule (only its
 * opener) included. Written to hiring_events like every other record's change.
 */
export async function moveDispute({
  tx,
  dispute,
  actors,
  transition,
  actorUserId,
  set,
  note,
}: {
  tx: Db;
  dispute: DisputeRow;
  actors: readonly Actor[];
  transition: DisputeTransition;
  actorUserId: string | null;
  set?: PgUpdateSetSource<typeof disputes>;
  note?: string | null;
}): Promise<{ row: DisputeRow; actor: Actor }> {
  const facts = { state: dispute.status as DisputeStatus, openedBy: dispute.openedBy as DisputeParty };
  const verdicts = actors.map((actor) => ({
    actor,
    verdict: checkDisputeMove(transition, { ...facts, actor }),
  }));
  const allowed = verdicts.find(({ verdict }) => verdict.ok);
  if (!allowed) {
    const first = verdicts[0]!.verdict;
    throw transitionRefused(first.ok ? 'Not allowed' : first.error, dispute.status);
  }
  const row = await recordTransition({
    tx,
    table: disputes,
    machine: disputeMachine,
    recordType: 'dispute',
    id: dispute.id,
    transition,
    actor: allowed.actor,
    actorUserId,
    ...(set ? { set } : {}),
    note: note ?? null,
  });
  return { row, actor: allowed.actor };
}
