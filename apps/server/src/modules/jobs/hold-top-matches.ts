import { bookingTermsSchema } from '@reelhire/shared/booking-requests';
import type { HoldTopMatchesResult } from '@reelhire/shared/job-matches';
import type { Db } from '../../db/client.ts';
import type { jobs } from '../../db/schema/hiring.ts';
import { HttpError } from '../../http/errors.ts';
import { placeHold } from '../holds/place-hold.ts';
import { upcomingShootDays } from './list-job-matches.ts';

export interface HoldTopMatchesOptions {
  db: Db;
  job: typeof jobs.$inferSelect;
  clientId: string;
  userId: string;
  filmmakerIds: string[];
  now?: Date;
}

/**
 * "Hold the top three" (decision 0093): a first hold (or a second, behind someone's first) on every upcoming
 * shoot day of the job, for each filmmaker chosen, in the order given, with the job's title, brief, place
 * and budget (the day or half-day budget times the days; a fixed fee as it is). Each hold is its own
 * transaction, as if placed one by one: one refused (booked meanwhile, unverified) does not undo the others,
 * and the answer says what became of each. Asking again answers "You already hold some of these days".
 */
export async function holdTopMatches({
  db,
  job,
  clientId,
  userId,
  filmmakerIds,
  now = new Date(),
}: HoldTopMatchesOptions): Promise<HoldTopMatchesResult> {
  const days = upcomingShootDays(job.dates, now);
  if (days.length === 0) {
    throw new HttpError(409, 'Set the job’s shoot dates first: a hold pencils in dates', undefined, {
      status: job.status,
    });
  }
  const amount = job.rateType === 'fixed' ? job.rateMaxMinor : job.rateMaxMinor * days.length;
  const results: HoldTopMatchesResult['results'] = [];
  for (const filmmakerId of filmmakerIds) {
    const terms = bookingTermsSchema.safeParse({
      filmmaker_id: filmmakerId,
      days: days.map((date) => ({ date, part: 'full' })),
      title: job.title,
      brief: job.description,
      location: { remote: job.remote, city: job.city, country: job.country },
      currency: job.currency,
      amount_minor: amount,
    });
    if (!terms.success) {
      results.push({
        filmmaker_id: filmmakerId,
        hold_id: null,
        status: null,
        error: terms.error.issues[0]!.message,
      });
      continue;
    }
    try {
      const hold = await placeHold({ db, clientId, userId, terms: terms.data, now });
      results.push({
        filmmaker_id: filmmakerId,
        hold_id: hold.id,
        status: hold.status as 'first' | 'second',
        error: null,
      });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      results.push({ filmmaker_id: filmmakerId, hold_id: null, status: null, error: error.message });
    }
  }
  return { results };
}
