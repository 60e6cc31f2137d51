import { turnNotification } from '@reelhire/shared/notifications';
import type { Actor } from '@reelhire/shared/state-machine';
import { toDoLink } from '@reelhire/shared/to-do-link';
import type { MachineKey } from '@reelhire/shared/to-dos';
import type { Db } from '../db/client.ts';
import { createNotification } from './create-notification.ts';
import { counterpartName, partyUserId, TURN_RECORDS } from './turn-records.ts';

export interface NotifyTurnOptions {
  machine: MachineKey;
  recordId: string;
  /** The state the record just entered (or was created in). */
  state: string;
  /** Who moved it: their own turn tells nobody. */
  actor: Actor;
}

/**
 * The one hook after every state change (decision 0062): if the record's new state is a client's or a
 * filmmaker's turn, and someone else moved it there, that party gets a notification with the turn's action,
 * linked to where they act. Called by recordHiringEvent (every transition and creation with a timeline
 * entry) and by the few changes that have none (a milestone's funding, an extra revision request).
 */
export async function notifyTurn(
  db: Db,
  { machine, recordId, state, actor }: NotifyTurnOptions,
): Promise<void> {
  const turn = turnNotification(machine, state, actor);
  if (!turn) return;
  const lookup = TURN_RECORDS[machine];
  if (!lookup) throw new Error(`No party lookup for ${machine}, whose ${state} is the ${turn.party}'s turn`);
  const record = await lookup(db, recordId);
  if (!record) return;
  const body = [record.note, `“${record.title}”`, counterpartName(record, turn.party)]
    .filter(Boolean)
    .join(' · ');
  await createNotification(db, {
    userId: partyUserId(record, turn.party),
    type: turn.type,
    title: turn.title,
    body,
    link: toDoLink({ machine, ...record }, turn.party),
  });
}
