import { and, asc, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { outsideCalendars } from '../../db/schema/calendar-feeds.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import type { OutsideCalendarSettings } from './outside-calendar-record.ts';
import { syncOutsideCalendar } from './sync-outside-calendar.ts';
import { addMinutes } from './sync-times.ts';

/** Fetches at once: a few slow addresses must not hold up everyone else's. */
const PARALLEL_FETCHES = 4;

/**
 * The schedule's pass (decision 0092): claims up to `batchSize` outside calendars whose next fetch is due,
 * moving their next fetch on in the claiming statement (SKIP LOCKED), so two server processes never fetch
 * one calendar twice in a round; then fetches them a few at a time. Returns how many it claimed.
 */
export async function syncDueOutsideCalendars({
  db,
  settings,
  batchSize,
  now = new Date(),
}: {
  db: Db;
  settings: OutsideCalendarSettings;
  batchSize: number;
  now?: Date;
}): Promise<{ claimed: number; failed: number }> {
  const due = db
    .select({ id: outsideCalendars.id })
    .from(outsideCalendars)
    .where(
      and(
        lte(outsideCalendars.nextSyncAt, now),
        // A suspended filmmaker's calendars wait: nothing of theirs is read meanwhile (decision 0064).
        notExists(
          db
            .select({ id: filmmakers.id })
            .from(filmmakers)
            .innerJoin(users, eq(users.id, filmmakers.userId))
            .where(and(eq(filmmakers.id, outsideCalendars.filmmakerId), isNotNull(users.suspendedAt))),
        ),
      ),
    )
    .orderBy(asc(outsideCalendars.nextSyncAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outsideCalendars)
    .set({ nextSyncAt: addMinutes(now) })
    .where(inArray(outsideCalendars.id, sql`(${due})`))
    .returning({ id: outsideCalendars.id });
  let failed = 0;
  const queue = claimed.map((row) => row.id);
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL_FETCHES, queue.length) }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const calendar = await syncOutsideCalendar({ db, calendarId: id, settings, now }).catch(
          () => undefined,
        );
        if (!calendar || calendar.sync_error) failed += 1;
      }
    }),
  );
  return { claimed: claimed.length, failed };
}
