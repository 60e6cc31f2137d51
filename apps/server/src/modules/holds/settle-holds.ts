import { holdDeadline, holdMachine, settleSecondHolds } from '@reelhire/shared/holds';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { holds } from '../../db/schema/holds.ts';
import { emailPromotedHolder } from './email-promoted-holder.ts';
import { bookedDaysOf, liveHoldsOf } from './filmmaker-days.ts';

/**
 * After a hold of this filmmaker's changed (released, expired, confirmed into a booking request): promotes
 * each second hold no first hold stands in front of any more (its HOLD_CONFIRM_HOURS start now) and
 * releases each second hold one of whose days is now booked. Runs in the change's transaction with the
 * filmmaker's row locked. Each change is in the hold's timeline (hiring_events, written by recordTransition)
 * and the dashboard to-dos (decision 0035); a promoted holder is also emailed, since their deadline starts
 * now (decision 0040).
 */
export async function settleFilmmakerHolds({
  tx,
  filmmakerId,
  now,
}: {
  tx: Db;
  filmmakerId: string;
  now: Date;
}): Promise<{ promoted: string[]; released: string[] }> {
  const liveHolds = await liveHoldsOf(tx, filmmakerId);
  const bookedDays = await bookedDaysOf(tx, filmmakerId);
  const { promote, release } = settleSecondHolds({ liveHolds, bookedDays });
  for (const id of promote) {
    await recordTransition({
      tx,
      table: holds,
      machine: holdMachine,
      recordType: 'hold',
      id,
      transition: 'promote',
      actor: 'system',
      actorUserId: null,
      set: { confirmBy: holdDeadline(now), promotedAt: now },
      note: 'The first hold in front of it went',
    });
    await emailPromotedHolder({ tx, holdId: id });
  }
  for (const id of release) {
    await recordTransition({
      tx,
      table: holds,
      machine: holdMachine,
      recordType: 'hold',
      id,
      transition: 'release',
      actor: 'system',
      actorUserId: null,
      set: { releasedBy: 'system', releaseReason: 'The filmmaker was booked on these days' },
      note: 'The filmmaker was booked on these days',
    });
  }
  return { promoted: promote, released: release };
}
