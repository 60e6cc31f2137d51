import type { Dispute } from '@reelhire/shared/disputes';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { lockDispute } from './dispute-lock.ts';
import { moveDispute } from './dispute-move.ts';
import { loadDispute } from './dispute-record.ts';

/**
 * The party who opened a dispute withdraws it before any ruling (decision 0061): its escrow is no longer
 * frozen, so approvals, the automatic release and cancellations move it again as they would have.
 */
export async function withdrawDispute({
  db,
  config,
  caller,
  id,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
}): Promise<Dispute> {
  await db.transaction(async (tx) => {
    const { dispute, actors } = await lockDispute(tx, id, caller);
    await moveDispute({
      tx,
      dispute,
      actors,
      transition: 'withdraw',
      actorUserId: caller.userId,
    });
  });
  return (await loadDispute(db, config, id, caller)).dispute;
}
