import { calendarDay } from '@reelhire/shared/availability';
import { utcToday } from '@reelhire/shared/booking-days';
import {
  FILMMAKER_JOB_CANDIDATES_MAX,
  FILMMAKER_JOB_MATCHES_SHOWN,
  scoreJobForFilmmaker,
  type FilmmakerJobMatchList,
} from '@reelhire/shared/job-matches';
import type { RateType } from '@reelhire/shared/jobs';
import { and, desc, eq, gte, inArray, isNull, ne, notExists, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, jobs } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { loadCalendarEntries, toCalendarInput } from '../availability/calendar-entries.ts';
import { loadJobs } from './job-record.ts';
import { upcomingShootDays } from './list-job-matches.ts';

/**
 * A filmmaker's "Best matches for you" (decision 0093): of the newest FILMMAKER_JOB_CANDIDATES_MAX open
 * jobs of their crafts (jobs_published_craft_idx), the ones they have not applied for, whose deadline has
 * not passed, that are not their own client account's, and on whose upcoming shoot days they are free all
 * day by their own calendar (read once for the span of those days); ranked by where the job is and what it
 * pays against their rate, then the newest.
 */
export async function listJobsMatchingFilmmaker({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<FilmmakerJobMatchList> {
  const [me] = await db
    .select({
      id: filmmakers.id,
      setup: filmmakers.setup,
      crafts: filmmakers.crafts,
      city: filmmakers.city,
      country: filmmakers.country,
      currency: filmmakers.currency,
      dayRateMinor: filmmakers.dayRateMinor,
      halfDayRateMinor: filmmakers.halfDayRateMinor,
      yearsExperience: filmmakers.yearsExperience,
    })
    .from(filmmakers)
    .where(eq(filmmakers.userId, userId));
  if (!me?.setup || me.crafts.length === 0) return { items: [] };
  const today = utcToday(now);
  const [ownClient] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, userId));
  const rows = await db
    .select({
      id: jobs.id,
      dates: jobs.dates,
      rateType: jobs.rateType,
      rateMaxMinor: jobs.rateMaxMinor,
      currency: jobs.currency,
      remote: jobs.remote,
      city: jobs.city,
      country: jobs.country,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'published'),
        inArray(jobs.craft, me.crafts),
        or(isNull(jobs.applicationDeadline), gte(jobs.applicationDeadline, today)),
        ownClient ? or(isNull(jobs.clientId), ne(jobs.clientId, ownClient.id)) : undefined,
        notExists(
          db
            .select({ id: applications.id })
            .from(applications)
            .where(and(eq(applications.jobId, jobs.id), eq(applications.filmmakerId, me.id))),
        ),
      ),
    )
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(FILMMAKER_JOB_CANDIDATES_MAX);

  const withDays = rows.map((row) => ({ row, days: upcomingShootDays(row.dates, now) }));
  const allDays = withDays.flatMap(({ days }) => days).sort();
  const input =
    allDays.length > 0
      ? toCalendarInput(await loadCalendarEntries(db, me.id, allDays[0]!, allDays.at(-1)!))
      : undefined;
  const free = (date: string) => {
    const day = calendarDay(date, input!);
    return day.am === 'free' && day.pm === 'free';
  };
  const candidate = { ...me, ratingAverage: null, reviewCount: 0, replyHours: null };
  const ranked = withDays
    .filter(({ days }) => days.every(free))
    .map(({ row, days }, order) => ({
      id: row.id,
      order,
      ...scoreJobForFilmmaker(
        {
          rateType: row.rateType as RateType,
          rateMaxMinor: row.rateMaxMinor,
          currency: row.currency,
          location: { remote: row.remote, city: row.city, country: row.country },
          shootDays: days.length,
        },
        candidate,
      ),
    }))
    // The most points first; equal points keep the newest first, as read.
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, FILMMAKER_JOB_MATCHES_SHOWN);
  const records = new Map(
    (
      await loadJobs(
        db,
        ranked.map((match) => match.id),
      )
    ).map((job) => [job.id, job]),
  );
  return {
    items: ranked.flatMap((match) => {
      const job = records.get(match.id);
      return job ? [{ score: match.score, reasons: match.reasons, job }] : [];
    }),
  };
}
