import {
  checkMilestoneMove,
  milestoneMachine,
  type MilestoneStatus,
  type MilestoneTransition,
} from '@reelhire/shared/milestones';
import type { Actor } from '@reelhire/shared/state-machine';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { bookingMilestones } from '../../db/schema/bookings.ts';
import { HttpError } from '../../http/errors.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { fundingStateOf } from '../ledger/milestone-funding.ts';
import {
  lockMilestone,
  requireUnderWay,
  type BookingRowOnly,
  type MilestoneRow,
} from '../booking-parties/booking-parties.ts';
import { syncBookingStage } from './sync-booking-stage.ts';

export interface MovedMilestone {
  milestone: MilestoneRow;
  booking: BookingRowOnly;
  actor: Actor;
}

/**
 * One milestone transition inside the caller's transaction (decision 0031): the booking locked, its
 * parties known (a stranger gets a 404), the shared machine's verdict (the wrong party or state is a
 * 409 that changes nothing), the conditional update and its event, then the booking moved to the stage
 * its milestones now give it. A move that needs the milestone's money (approving, decision 0051) reads its
 * escrow from the ledger under the booking's lock: nothing in it is a 409 `milestone_unfunded`.
 */
export async function moveMilestone({
  tx,
  caller,
  id,
  transition,
  set,
  note,
  needsFunding = false,
  syncStage = true,
}: {
  tx: Db;
  caller: HiringCaller;
  id: string;
  transition: MilestoneTransition;
  set?: PgUpdateSetSource<typeof bookingMilestones>;
  note?: string | null;
  /** Check the shared funding guard (checkMilestoneMove) as well as the machine. */
  needsFunding?: boolean;
  /** False when the caller moves money first and syncs the booking's stage itself. */
  syncStage?: boolean;
}): Promise<MovedMilestone> {
  const { milestone, booking, actors } = await lockMilestone(tx, id, caller);
  const actor = actorFor(
    milestoneMachine,
    transition,
    milestone.status as MilestoneStatus,
    actors,
    'milestone',
  );
  requireUnderWay(booking);
  if (needsFunding) {
    const funding = await fundingStateOf(tx, id, booking.currency);
    const verdict = checkMilestoneMove(transition, {
      state: milestone.status as MilestoneStatus,
      actor,
      funding,
    });
    if (!verdict.ok && (verdict.reason === 'milestone_unfunded' || verdict.reason === 'milestone_funded')) {
      throw new HttpError(409, verdict.error, undefined, { status: milestone.status, code: verdict.reason });
    }
  }
  const moved = await recordTransition({
    tx,
    table: bookingMilestones,
    machine: milestoneMachine,
    recordType: 'milestone',
    id,
    transition,
    actor,
    actorUserId: caller.userId,
    ...(set ? { set } : {}),
    note: note ?? null,
  });
  if (syncStage) await syncBookingStage({ tx, booking, actorUserId: caller.userId });
  return { milestone: moved, booking, actor };
}
