import type { Hold } from '@reelhire/shared/hold-records';
import { holdMachine, type HoldStatus } from '@reelhire/shared/holds';
import type { Currency } from '@reelhire/shared/money';
import { checkTransition } from '@reelhire/shared/state-machine';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { holds } from '../../db/schema/holds.ts';
import { transitionRefused } from '../../http/errors.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { createBookingRequest } from '../bookings/create-booking-request.ts';
import { lockHold } from './hold-parties.ts';
import { utcDate } from './expire-due-holds.ts';
import { loadHold } from './hold-record.ts';
import { settleFilmmakerHolds } from './settle-holds.ts';

/**
 * The first holder confirms (decision 0035): the hold's terms become a booking request to the filmmaker
 * (booking `requested`, its days reserved), and the hold is `confirmed` with the booking's id, in one
 * transaction; second holds on those days are released since they can no longer move up. A hold past its
 * deadline that the sweep has not reached yet has lapsed all the same: a 409; so has one whose last day is
 * before today (UTC, decision 0050), since a request for days gone by could never be worked.
 */
export async function confirmHold({
  db,
  caller,
  id,
  now = new Date(),
}: {
  db: Db;
  caller: HiringCaller;
  id: string;
  now?: Date;
}): Promise<Hold> {
  await db.transaction(async (tx) => {
    const { hold, actors } = await lockHold(tx, id, caller);
    const status = hold.status as HoldStatus;
    const actor = actorFor(holdMachine, 'confirm', status, actors, 'hold');
    const verdict = checkTransition(holdMachine, 'confirm', { state: status, actor });
    if (verdict.ok && hold.confirmBy && hold.confirmBy.getTime() <= now.getTime()) {
      throw transitionRefused('This hold lapsed: it was not confirmed in time', status);
    }
    if (verdict.ok && hold.lastDay < utcDate(now)) {
      throw transitionRefused('This hold lapsed: its days have passed', status);
    }
    // Only a hold the machine lets the caller confirm makes a request (recordTransition gives the 409).
    const booking = verdict.ok
      ? await createBookingRequest({
          tx,
          clientId: hold.clientId,
          terms: {
            filmmaker_id: hold.filmmakerId,
            days: hold.days,
            title: hold.title,
            brief: hold.brief,
            location: hold.location ?? { remote: false, city: null, country: null },
            currency: hold.currency as Currency,
            amount_minor: hold.amountMinor,
          },
          holdId: hold.id,
          now,
        })
      : undefined;
    await recordTransition({
      tx,
      table: holds,
      machine: holdMachine,
      recordType: 'hold',
      id,
      transition: 'confirm',
      actor,
      actorUserId: caller.userId,
      set: { bookingId: booking?.id ?? null },
      note: 'Sent to the filmmaker as a booking request',
    });
    await settleFilmmakerHolds({ tx, filmmakerId: hold.filmmakerId, now });
  });
  return (await loadHold(db, id))!;
}
