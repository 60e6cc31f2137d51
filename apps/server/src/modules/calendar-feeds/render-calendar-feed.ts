import { addDays } from '@reelhire/shared/availability';
import { utcToday } from '@reelhire/shared/booking-days';
import type { BookingStatus } from '@reelhire/shared/bookings';
import { CALENDAR_FEED_PAST_DAYS } from '@reelhire/shared/calendar-feeds';
import { LIVE_HOLD_STATUSES, type LiveHoldStatus } from '@reelhire/shared/holds';
import { and, desc, eq, gte, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import { contracts, jobs } from '../../db/schema/hiring.ts';
import { holds } from '../../db/schema/holds.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { clientJobPath } from '../../email/templates/paths.ts';
import { buildFeedIcs, type FeedEntry } from './build-feed-ics.ts';

export interface RenderCalendarFeedOptions {
  db: Db;
  feedId: string;
  publicUrl: string;
  now?: Date;
}

/** A feed lists at most this many bookings and as many holds: years of a busy crew member's work. */
const FEED_RECORDS_MAX = 2000;
/** Declined requests and cancelled work take no day: a calendar showing them would mislead. */
const NOT_IN_FEED: BookingStatus[] = ['declined', 'cancelled'];

/**
 * The iCalendar text of a live feed (decision 0092), or undefined when the feed does not exist or was
 * turned off. It shows the member's bookings and live holds on either side (a 'both' account sees both),
 * from CALENDAR_FEED_PAST_DAYS ago onwards, and stamps when a calendar app last read it.
 */
export async function renderCalendarFeed({
  db,
  feedId,
  publicUrl,
  now = new Date(),
}: RenderCalendarFeedOptions): Promise<string | undefined> {
  // A suspended account reads nothing, its feed included (decision 0064); nor is its feed stamped as read.
  const [member] = await db
    .select({
      userId: users.id,
      filmmakerId: filmmakers.id,
      clientId: clients.id,
      metadata: users.userMetadata,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(filmmakers, eq(filmmakers.userId, users.id))
    .leftJoin(clients, eq(clients.userId, users.id))
    .where(and(eq(calendarFeeds.id, feedId), isNull(calendarFeeds.revokedAt), isNull(users.suspendedAt)));
  if (!member) return undefined;
  await db.update(calendarFeeds).set({ lastReadAt: now }).where(eq(calendarFeeds.id, feedId));

  const since = addDays(utcToday(now), -CALENDAR_FEED_PAST_DAYS);
  // An account with neither profile yet (or an admin's) has an empty feed: there is nothing to read.
  const mine = (filmmakerColumn: SQL | undefined, clientColumn: SQL | undefined) =>
    or(filmmakerColumn, clientColumn) ?? sql`false`;
  const link = (path: string) => `${publicUrl}${path}`;

  const [bookingRows, holdRows] = await Promise.all([
    db
      .select({
        booking: bookings,
        clientName: clients.companyName,
        filmmakerFirst: filmmakers.firstName,
        filmmakerLast: filmmakers.lastName,
        jobId: jobs.id,
        projectId: jobs.projectId,
      })
      .from(bookings)
      .innerJoin(clients, eq(clients.id, bookings.clientId))
      .innerJoin(filmmakers, eq(filmmakers.id, bookings.filmmakerId))
      .leftJoin(contracts, eq(contracts.id, bookings.contractId))
      .leftJoin(jobs, eq(jobs.id, contracts.jobId))
      .where(
        and(
          mine(
            member.filmmakerId ? eq(bookings.filmmakerId, member.filmmakerId) : undefined,
            member.clientId ? eq(bookings.clientId, member.clientId) : undefined,
          ),
          notInArray(bookings.status, NOT_IN_FEED),
          gte(bookings.lastDay, since),
        ),
      )
      .orderBy(desc(bookings.lastDay))
      .limit(FEED_RECORDS_MAX),
    db
      .select({
        hold: holds,
        clientName: clients.companyName,
        filmmakerFirst: filmmakers.firstName,
        filmmakerLast: filmmakers.lastName,
      })
      .from(holds)
      .innerJoin(clients, eq(clients.id, holds.clientId))
      .innerJoin(filmmakers, eq(filmmakers.id, holds.filmmakerId))
      .where(
        and(
          mine(
            member.filmmakerId ? eq(holds.filmmakerId, member.filmmakerId) : undefined,
            member.clientId ? eq(holds.clientId, member.clientId) : undefined,
          ),
          inArray(holds.status, [...LIVE_HOLD_STATUSES]),
          gte(holds.lastDay, since),
        ),
      )
      .orderBy(desc(holds.lastDay))
      .limit(FEED_RECORDS_MAX),
  ]);

  // What both kinds of record share: the member's side, the other party, the days and the place.
  const common = (
    record: typeof bookings.$inferSelect | typeof holds.$inferSelect,
    names: { clientName: string; filmmakerFirst: string; filmmakerLast: string },
  ) => {
    const side = record.filmmakerId === member.filmmakerId ? ('filmmaker' as const) : ('client' as const);
    const filmmaker = `${names.filmmakerFirst} ${names.filmmakerLast}`.trim() || 'The filmmaker';
    return {
      id: record.id,
      side,
      title: record.title,
      counterpart: side === 'filmmaker' ? names.clientName || 'A client' : filmmaker,
      days: record.days,
      lastDay: record.lastDay,
      location: record.location ?? null,
      updatedAt: record.updatedAt,
    };
  };
  const entries: FeedEntry[] = [
    ...bookingRows.map((row): FeedEntry => {
      const entry = common(row.booking, row);
      const clientPath =
        row.jobId && row.projectId ? clientJobPath(row.projectId, row.jobId) : '/client/dashboard';
      return {
        ...entry,
        kind: 'booking',
        status: row.booking.status as BookingStatus,
        link: link(entry.side === 'filmmaker' ? `/filmmaker/dashboard/bookings/${entry.id}` : clientPath),
      };
    }),
    ...holdRows.map((row): FeedEntry => {
      const entry = common(row.hold, row);
      return {
        ...entry,
        kind: 'hold',
        status: row.hold.status as LiveHoldStatus,
        // Each side keeps its holds in one list: the filmmaker's bookings page, the client's home.
        link: link(entry.side === 'filmmaker' ? '/filmmaker/dashboard/bookings' : '/client/dashboard'),
      };
    }),
  ];
  const who = `${String(member.metadata.first_name ?? '')} ${String(member.metadata.last_name ?? '')}`.trim();
  return buildFeedIcs({
    calendarName: who ? `Reelhire: ${who}` : 'Reelhire',
    entries,
    uidDomain: new URL(publicUrl).host,
    now,
  });
}
