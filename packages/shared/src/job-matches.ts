import { z } from 'zod';
import { countryName } from './countries.ts';
import { jobSchema, type RateType } from './jobs.ts';
import { formatMoney } from './money.ts';

// Matches for a job (decision 0093): the filmmakers who fit a client's job, ranked by points the client can
// read. Who is considered at all: a set-up, verified filmmaker (only they can be held and booked) of the
// job's craft, free all day on every shoot day (as the talent search's "available on"). How they rank:
// points for being where the shoot is, for a rate within the budget, for their rating and for how quickly
// they answer booking requests, each with the sentence that says why.

/** How many matches the job page shows. */
export const JOB_MATCHES_SHOWN = 10;
/** How many filmmakers of the craft, free on the days, are ranked at most (listing order picks them). */
export const JOB_MATCH_CANDIDATES_MAX = 500;
/** "Hold the top three" places this many first holds in one step. */
export const HOLD_TOP_MATCHES = 3;
/** The last answered booking requests a filmmaker's reply time is the average of. */
export const REPLY_TIME_SAMPLE = 10;

export const MATCH_POINTS = {
  sameCity: 30,
  sameCountry: 15,
  withinBudget: 25,
  /** Per star of the average rating (5 stars: 20 points). */
  perStar: 4,
  replyWithinDay: 15,
  replyWithinThreeDays: 8,
} as const;

export const MATCH_FACTORS = ['location', 'budget', 'rating', 'reply', 'days'] as const;
export type MatchFactor = (typeof MATCH_FACTORS)[number];

export interface MatchJob {
  rateType: RateType;
  rateMaxMinor: number;
  currency: string;
  location: { remote: boolean; city: string | null; country: string | null };
  /** How many shoot days the job has (a fixed fee is compared with the day rate times these). */
  shootDays: number;
}

export interface MatchCandidate {
  id: string;
  city: string | null;
  country: string | null;
  currency: string | null;
  dayRateMinor: number | null;
  halfDayRateMinor: number | null;
  ratingAverage: number | null;
  reviewCount: number;
  /** Average hours to answer their last REPLY_TIME_SAMPLE booking requests; null when none answered. */
  replyHours: number | null;
  yearsExperience: number | null;
}

export interface MatchReason {
  factor: MatchFactor;
  points: number;
  text: string;
}

export interface ScoredMatch {
  id: string;
  score: number;
  reasons: MatchReason[];
}

const same = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whom the sentences speak to: the client reading about a filmmaker, or the filmmaker about a job. */
type Voice = 'client' | 'filmmaker';

function locationReason(job: MatchJob, candidate: MatchCandidate, voice: Voice = 'client'): MatchReason {
  const where = [candidate.city, candidate.country ? countryName(candidate.country) : null]
    .filter(Boolean)
    .join(', ');
  const shootAt = [job.location.city, job.location.country ? countryName(job.location.country) : null]
    .filter(Boolean)
    .join(', ');
  if (job.location.remote)
    return {
      factor: 'location',
      points: 0,
      text: voice === 'client' ? 'Remote work: location does not count' : 'Remote work',
    };
  if (
    job.location.city &&
    same(candidate.city, job.location.city) &&
    (!job.location.country || same(candidate.country, job.location.country))
  ) {
    return {
      factor: 'location',
      points: MATCH_POINTS.sameCity,
      text:
        voice === 'client'
          ? `Based in ${job.location.city}, where the shoot is`
          : `In ${job.location.city}, where you are based`,
    };
  }
  if (job.location.country && same(candidate.country, job.location.country)) {
    return {
      factor: 'location',
      points: MATCH_POINTS.sameCountry,
      text:
        voice === 'client'
          ? `Based in ${where || countryName(job.location.country)}: in the country, travel within it`
          : `In ${shootAt}: in your country, travel within it`,
    };
  }
  if (voice === 'filmmaker') {
    return {
      factor: 'location',
      points: 0,
      text: shootAt ? `In ${shootAt}: travel needed` : 'No place set yet',
    };
  }
  return {
    factor: 'location',
    points: 0,
    text: where ? `Based in ${where}: would travel` : 'No location on the profile',
  };
}

function budgetReason(job: MatchJob, candidate: MatchCandidate, voice: Voice = 'client'): MatchReason {
  const budget = formatMoney(job.rateMaxMinor, job.currency);
  if (candidate.currency !== null && candidate.currency !== job.currency) {
    return {
      factor: 'budget',
      points: 0,
      text:
        voice === 'client'
          ? `Rates in ${candidate.currency}, the job pays in ${job.currency}`
          : `Pays in ${job.currency}, your rates are in ${candidate.currency}`,
    };
  }
  const rate =
    job.rateType === 'half_day'
      ? candidate.halfDayRateMinor
      : job.rateType === 'day'
        ? candidate.dayRateMinor
        : candidate.dayRateMinor === null
          ? null
          : candidate.dayRateMinor * Math.max(job.shootDays, 1);
  const what =
    job.rateType === 'half_day'
      ? 'Half-day rate'
      : job.rateType === 'day'
        ? 'Day rate'
        : 'Day rate for the shoot days';
  if (rate === null) {
    return {
      factor: 'budget',
      points: 0,
      text: voice === 'client' ? 'No rate on the profile' : `Pays up to ${budget}; add your rate to compare`,
    };
  }
  const shown = formatMoney(rate, job.currency);
  const within = rate <= job.rateMaxMinor;
  const text =
    voice === 'client'
      ? `${what} ${shown}, ${within ? 'within' : 'over'} the budget of ${budget}`
      : `Pays up to ${budget}; ${within ? 'your' : 'below your'} ${what.toLowerCase()} ${shown}`;
  return { factor: 'budget', points: within ? MATCH_POINTS.withinBudget : 0, text };
}

function ratingReason(candidate: MatchCandidate): MatchReason {
  if (candidate.ratingAverage === null || candidate.reviewCount === 0) {
    return { factor: 'rating', points: 0, text: 'No reviews yet' };
  }
  const stars = candidate.ratingAverage.toFixed(1);
  const reviews = `${candidate.reviewCount} review${candidate.reviewCount === 1 ? '' : 's'}`;
  return {
    factor: 'rating',
    points: Math.round(candidate.ratingAverage * MATCH_POINTS.perStar),
    text: `Rated ${stars} out of 5 from ${reviews}`,
  };
}

function replyReason(candidate: MatchCandidate): MatchReason {
  const hours = candidate.replyHours;
  if (hours === null) return { factor: 'reply', points: 0, text: 'No booking requests answered yet' };
  const said =
    hours < 1
      ? 'within an hour'
      : hours < 48
        ? `in about ${Math.round(hours)} hours`
        : `in about ${Math.round(hours / 24)} days`;
  const points =
    hours <= 24 ? MATCH_POINTS.replyWithinDay : hours <= 72 ? MATCH_POINTS.replyWithinThreeDays : 0;
  return { factor: 'reply', points, text: `Answers booking requests ${said}` };
}

/** One candidate's points for the job, with a reason per factor in MATCH_FACTORS order. */
export function scoreMatch(job: MatchJob, candidate: MatchCandidate): ScoredMatch {
  const reasons = [
    locationReason(job, candidate),
    budgetReason(job, candidate),
    ratingReason(candidate),
    replyReason(candidate),
  ];
  return { id: candidate.id, score: reasons.reduce((sum, reason) => sum + reason.points, 0), reasons };
}

/**
 * The candidates best first: the most points; then the higher rating, the more years, and the id, so the
 * order is the same on every read.
 */
export function rankMatches(job: MatchJob, candidates: readonly MatchCandidate[]): ScoredMatch[] {
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  return candidates
    .map((candidate) => scoreMatch(job, candidate))
    .sort((a, b) => {
      const ca = byId.get(a.id)!;
      const cb = byId.get(b.id)!;
      return (
        b.score - a.score ||
        (cb.ratingAverage ?? -1) - (ca.ratingAverage ?? -1) ||
        (cb.yearsExperience ?? -1) - (ca.yearsExperience ?? -1) ||
        a.id.localeCompare(b.id)
      );
    });
}

export const matchReasonSchema = z.object({
  factor: z.enum(MATCH_FACTORS),
  points: z.number().int(),
  text: z.string(),
});

export const jobMatchSchema = z.object({
  rank: z.number().int(),
  score: z.number().int(),
  reasons: z.array(matchReasonSchema),
  filmmaker: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    headline: z.string().nullable(),
  }),
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

export const jobMatchListSchema = z.object({
  items: z.array(jobMatchSchema),
  /** How many filmmakers of the craft were free on every shoot day (at most JOB_MATCH_CANDIDATES_MAX). */
  considered: z.number().int(),
  /** The shoot days they had to be free on; empty when the job has no dates (nobody is ruled out by them). */
  shoot_days: z.array(z.string()),
});
export type JobMatchList = z.infer<typeof jobMatchListSchema>;

export const holdTopMatchesInputSchema = z.object({
  filmmaker_ids: z
    .array(z.uuid({ error: 'A filmmaker id is a profile id' }))
    .min(1, 'Choose at least one filmmaker')
    .max(HOLD_TOP_MATCHES, `Hold at most ${HOLD_TOP_MATCHES} at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each filmmaker once'),
});
export type HoldTopMatchesInput = z.infer<typeof holdTopMatchesInputSchema>;

/** What became of each hold asked for: placed (first or second) or refused, and why. */
export const holdTopMatchesResultSchema = z.object({
  results: z.array(
    z.object({
      filmmaker_id: z.string(),
      hold_id: z.string().nullable(),
      status: z.enum(['first', 'second']).nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type HoldTopMatchesResult = z.infer<typeof holdTopMatchesResultSchema>;

// The other side (decision 0093): a filmmaker's open jobs that fit them best. Their rating and reply time
// are the same for every job, so only where the job is and what it pays order them; every job shown is of
// one of their crafts, open for applications, not yet applied for, and free for them on every shoot day.

/** How many jobs the filmmaker's "Best matches for you" shows. */
export const FILMMAKER_JOB_MATCHES_SHOWN = 5;
/** How many of the newest open jobs of their crafts are looked at. */
export const FILMMAKER_JOB_CANDIDATES_MAX = 200;

/** Why a job suits this filmmaker: where it is, what it pays, and their free days. */
export function scoreJobForFilmmaker(job: MatchJob, filmmaker: MatchCandidate): Omit<ScoredMatch, 'id'> {
  const days: MatchReason = {
    factor: 'days',
    points: 0,
    text:
      job.shootDays === 0
        ? 'No shoot dates set yet'
        : `Free on ${job.shootDays === 1 ? 'the shoot day' : `all ${job.shootDays} shoot days`}`,
  };
  const reasons = [
    locationReason(job, filmmaker, 'filmmaker'),
    budgetReason(job, filmmaker, 'filmmaker'),
    days,
  ];
  return { score: reasons.reduce((sum, reason) => sum + reason.points, 0), reasons };
}

export const filmmakerJobMatchListSchema = z.object({
  items: z.array(z.object({ score: z.number().int(), reasons: z.array(matchReasonSchema), job: jobSchema })),
});
export type FilmmakerJobMatchList = z.infer<typeof filmmakerJobMatchListSchema>;
