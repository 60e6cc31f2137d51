import type { MachineKey } from '@reelhire/shared/to-dos';
import { notifyTurn } from '../notifications/notify-turn.ts';
import type { Db } from './client.ts';
import { hiringEvents } from './schema/hiring.ts';

export type HiringEventInput = typeof hiringEvents.$inferInsert;

/**
 * Writes timeline entries of hiring and booking records, and tells whoever's turn each new state is
 * (decision 0062). Every state change with a timeline entry comes through here, recordTransition's and
 * the creations' alike, so no transition can forget its notification; a test keeps direct inserts out.
 */
export async function recordHiringEvent(
  tx: Db,
  events: HiringEventInput | HiringEventInput[],
): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (list.length === 0) return;
  await tx.insert(hiringEvents).values(list);
  for (const event of list) {
    // A record that keeps its state (an extra revision asked for on a submitted milestone) hands no turn.
    if (event.fromStatus === event.toStatus) continue;
    const machine: MachineKey = event.recordType;
    await notifyTurn(tx, { machine, recordId: event.recordId, state: event.toStatus, actor: event.actor });
  }
}
