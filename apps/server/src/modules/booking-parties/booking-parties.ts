import { UNDER_WAY_BOOKING_STATUSES } from '@reelhire/shared/bookings';
import { humanState, type Actor } from '@reelhire/shared/state-machine';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { bookingMilestones, bookings } from '../../db/schema/bookings.ts';
import { contracts, jobs } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { notFound, transitionRefused } from '../../http/errors.ts';
import { partiesOf, type HiringCaller } from '../applications/hiring-party.ts';
import { signUpNames } from '../profiles/profile-access.ts';

export type BookingRowOnly = typeof bookings.$inferSelect;
export type MilestoneRow = typeof bookingMilestones.$inferSelect;

/**
 * A booking locked for the rest of the transaction, and the parties the caller is on it. Every change of
 * a booking or its milestones takes this lock first, so they queue per booking: the stage sync then reads
 * every milestone as it is, and a cancel cannot slip between an approval and its completion. A stranger's
 * booking is a 404 so its id is not confirmed.
 */
export async function lockBooking(
  tx: Db,
  id: string,
  caller: HiringCaller,
): Promise<{ booking: BookingRowOnly; actors: Actor[] }> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  const actors = booking ? partiesOf(caller, booking) : [];
  if (!booking || actors.length === 0) throw notFound('No such booking');
  return { booking, actors };
}

/** A milestone and its booking (locked, as lockBooking), for one of the booking's parties. */
export async function lockMilestone(
  tx: Db,
  id: string,
  caller: HiringCaller,
): Promise<{ milestone: MilestoneRow; booking: BookingRowOnly; actors: Actor[] }> {
  const [found] = await tx
    .select({ bookingId: bookingMilestones.bookingId })
    .from(bookingMilestones)
    .where(eq(bookingMilestones.id, id));
  if (!found) throw notFound('No such milestone');
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, found.bookingId)).for('update');
  const actors = booking ? partiesOf(caller, booking) : [];
  // A stranger learns nothing: the milestone reads as missing, as its booking would.
  if (!booking || actors.length === 0) throw notFound('No such milestone');
  const [milestone] = await tx.select().from(bookingMilestones).where(eq(bookingMilestones.id, id));
  return { milestone: milestone!, booking, actors };
}

/** Milestones move only while their booking is under way: not once it is cancelled, completed or disputed. */
export function requireUnderWay(booking: BookingRowOnly): void {
  if (!(UNDER_WAY_BOOKING_STATUSES as readonly string[]).includes(booking.status)) {
    throw transitionRefused(
      `This booking is ${humanState(booking.status)}, so its milestones cannot change now`,
      booking.status,
    );
  }
}

export interface BookingContacts {
  title: string;
  projectId: string;
  jobId: string;
  client: { email: string; firstName: string | undefined; name: string };
  filmmaker: { email: string; firstName: string | undefined; name: string };
}

const clientUsers = alias(users, 'client_users');
const filmmakerUsers = alias(users, 'filmmaker_users');

/** Who the booking's emails go to and what they call each other. */
export async function bookingContacts(tx: Db, bookingId: string): Promise<BookingContacts> {
  const [row] = await tx
    .select({
      title: jobs.title,
      projectId: jobs.projectId,
      jobId: jobs.id,
      clientName: clients.companyName,
      clientUser: clientUsers,
      filmmaker: filmmakers,
      filmmakerEmail: filmmakerUsers.email,
    })
    .from(bookings)
    .innerJoin(contracts, eq(contracts.id, bookings.contractId))
    .innerJoin(jobs, eq(jobs.id, contracts.jobId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(clientUsers, eq(clientUsers.id, clients.userId))
    .innerJoin(filmmakers, eq(filmmakers.id, bookings.filmmakerId))
    .innerJoin(filmmakerUsers, eq(filmmakerUsers.id, filmmakers.userId))
    .where(eq(bookings.id, bookingId));
  const { firstName: clientFirst, lastName: clientLast } = signUpNames(row!.clientUser);
  const filmmakerName =
    `${row!.filmmaker.firstName} ${row!.filmmaker.lastName}`.trim() ||
    row!.filmmaker.username ||
    'Your filmmaker';
  return {
    title: row!.title,
    projectId: row!.projectId,
    jobId: row!.jobId,
    client: {
      email: row!.clientUser.email,
      firstName: clientFirst || undefined,
      name: (row!.clientName || `${clientFirst} ${clientLast}`.trim() || 'Your client').slice(0, 100),
    },
    filmmaker: {
      email: row!.filmmakerEmail,
      firstName: row!.filmmaker.firstName || undefined,
      name: filmmakerName.slice(0, 100),
    },
  };
}
