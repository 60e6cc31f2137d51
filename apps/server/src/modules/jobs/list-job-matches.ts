import { datesFrom } from '@reelhire/shared/availability';
import { utcToday } from '@reelhire/shared/booking-days';
import type { DateRange } from '@reelhire/shared/hiring-fields';
import {
  JOB_MATCH_CANDIDATES_MAX,
  JOB_MATCHES_SHOWN,
  rankMatches,
  REPLY_TIME_SAMPLE,
  type JobMatchList,
  type MatchJob,
} from '@reelhire/shared/job-matches';
import type { RateType } from '@reelhire/shared/jobs';
import { and, arrayContains, desc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import type { jobs } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { freeOn } from '../talent/free-on.ts';

export interface JobMatchesOptions {
  db: Db;
  /** The job, already read with the caller's access checked. */
  job: typeof jobs.$inferSelect;
  now?: Date;
}

/** The job's shoot days from today on: days already past rule nobody out. */
export function upcomingShootDays(ranges: readonly DateRange[], now: Date): string[] {
  const today = utcToday(now);
  const days = new Set(ranges.flatMap((range) => datesFrom(range.start, range.end)));
  return [...days].filter((date) => date >= today).sort();
}

// Average hours from a booking request to the filmmaker's first answer (accept, decline or changes), over
// their last REPLY_TIME_SAMPLE answered requests, found among their latest bookings (an offer's booking was
// never a request, so it has no answer and is passed over). Spelled out: drizzle drops table names inside
// a raw subquery. Each lookup is the filmmaker's bookings index, then the events' (record) index.
const replyHours = sql<number | null>`(
  select avg(extract(epoch from answered.at - answered.asked) / 3600)::float8
  from (
    select latest.asked, latest.at from (
      select b.created_at as asked,
        (select min(e.created_at) from hiring_events e
          where e.record_type = 'booking' and e.record_id = b.id and e.actor = 'filmmaker'
            and e.transition in ('accept', 'decline', 'propose_changes')) as at
      from bookings b
      where b.filmmaker_id = "filmmakers"."id" and b.status <> 'requested'
      order by b.created_at desc
      limit ${REPLY_TIME_SAMPLE * 5}
    ) latest
    where latest.at is not null
    order by latest.asked desc
    limit ${REPLY_TIME_SAMPLE}
  ) answered
)`;

/**
 * The filmmakers who fit a job, best first, each with the reasons for its place (decision 0093). One
 * statement reads the candidates: set-up, verified, of the job's craft (the crafts GIN index), free all
 * day on every upcoming shoot day (the talent search's anti-joins), at most JOB_MATCH_CANDIDATES_MAX in
 * listing order; the shared rankMatches orders them.
 */
export async function listJobMatches({
  db,
  job,
  now = new Date(),
}: JobMatchesOptions): Promise<JobMatchList> {
  const shootDays = upcomingShootDays(job.dates, now);
  const rows = await db
    .select({
      id: filmmakers.id,
      firstName: filmmakers.firstName,
      lastName: filmmakers.lastName,
      username: filmmakers.username,
      headline: filmmakers.headline,
      city: filmmakers.city,
      country: filmmakers.country,
      currency: filmmakers.currency,
      dayRateMinor: filmmakers.dayRateMinor,
      halfDayRateMinor: filmmakers.halfDayRateMinor,
      ratingHundredths: filmmakers.ratingHundredths,
      reviewCount: filmmakers.reviewCount,
      yearsExperience: filmmakers.yearsExperience,
      replyHours,
    })
    .from(filmmakers)
    .where(
      and(
        eq(filmmakers.setup, true),
        eq(filmmakers.verified, true),
        // A suspended account cannot be held or booked (decision 0064).
        notExists(
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, filmmakers.userId), isNotNull(users.suspendedAt))),
        ),
        arrayContains(filmmakers.crafts, [job.craft]),
        // The job's own client's account ('both') is never its own match.
        job.clientId
          ? notExists(
              db
                .select({ id: clients.id })
                .from(clients)
                .where(and(eq(clients.id, job.clientId), eq(clients.userId, filmmakers.userId))),
            )
          : undefined,
        shootDays.length > 0 ? freeOn(shootDays) : undefined,
      ),
    )
    .orderBy(
      desc(filmmakers.verified),
      desc(sql`coalesce(${filmmakers.yearsExperience}, -1)`),
      desc(filmmakers.id),
    )
    .limit(JOB_MATCH_CANDIDATES_MAX);

  const matchJob: MatchJob = {
    rateType: job.rateType as RateType,
    rateMaxMinor: job.rateMaxMinor,
    currency: job.currency,
    location: { remote: job.remote, city: job.city, country: job.country },
    shootDays: shootDays.length,
  };
  const ranked = rankMatches(
    matchJob,
    rows.map((row) => ({
      id: row.id,
      city: row.city,
      country: row.country,
      currency: row.currency,
      dayRateMinor: row.dayRateMinor,
      halfDayRateMinor: row.halfDayRateMinor,
      ratingAverage: row.ratingHundredths === null ? null : row.ratingHundredths / 100,
      reviewCount: row.reviewCount,
      replyHours: row.replyHours === null ? null : Number(row.replyHours),
      yearsExperience: row.yearsExperience,
    })),
  ).slice(0, JOB_MATCHES_SHOWN);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    items: ranked.map((match, index) => {
      const row = byId.get(match.id)!;
      return {
        rank: index + 1,
        score: match.score,
        reasons: match.reasons,
        filmmaker: {
          id: row.id,
          name: `${row.firstName} ${row.lastName}`.trim() || row.username || 'A filmmaker',
          username: row.username,
          headline: row.headline,
        },
      };
    }),
    considered: rows.length,
    shoot_days: shootDays,
  };
}
