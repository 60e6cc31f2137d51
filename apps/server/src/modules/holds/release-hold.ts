import type { Hold } from '@reelhire/shared/hold-records';
import { holdMachine, type HoldStatus } from '@reelhire/shared/holds';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { holds } from '../../db/schema/holds.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { lockHold } from './hold-parties.ts';
import { loadHold } from './hold-record.ts';
import { settleFilmmakerHolds } from './settle-holds.ts';

/**
 * The holder lets their days go, or the filmmaker frees them (decision 0031's `release`), with an optional
 * reason; in the same transaction the second hold behind it, if any, is promoted. A hold no longer live is
 * a 409 that changes nothing.
 */
export async function releaseHold({
  db,
  caller,
  id,
  reason,
  now = new Date(),
}: {
  db: Db;
  caller: HiringCaller;
  id: string;
  reason: string | null;
  now?: Date;
}): Promise<Hold> {
  await db.transaction(async (tx) => {
    const { hold, actors } = await lockHold(tx, id, caller);
    const actor = actorFor(holdMachine, 'release', hold.status as HoldStatus, actors, 'hold');
    await recordTransition({
      tx,
      table: holds,
      machine: holdMachine,
      recordType: 'hold',
      id,
      transition: 'release',
      actor,
      actorUserId: caller.userId,
      set: { releasedBy: actor, releaseReason: reason },
      note: reason,
    });
    await settleFilmmakerHolds({ tx, filmmakerId: hold.filmmakerId, now });
  });
  return (await loadHold(db, id))!;
}
