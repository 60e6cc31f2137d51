import {
  milestoneMachine,
  type MilestoneStatus,
  type MilestoneTransition,
} from '@reelhire/shared/milestones';
import type { Actor } from '@reelhire/shared/state-machine';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { bookingMilestones } from '../../db/schema/bookings.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { lockMilestone, requireUnderWay, type BookingRowOnly, type MilestoneRow } from './booking-parties.ts';
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
 * its milestones now give it.
 */
export async function moveMilestone({
  tx,
  caller,
  id,
  transition,
  set,
  note,
}: {
  tx: Db;
  caller: HiringCaller;
  id: string;
  transition: MilestoneTransition;
  set?: PgUpdateSetSource<typeof bookingMilestones>;
  note?: string | null;
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
  await syncBookingStage({ tx, booking, actorUserId: caller.userId });
  return { milestone: moved, booking, actor };
}
