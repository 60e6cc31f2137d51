import { JOB_MATCH_MORE_MAX } from '@reelhire/shared/email-template-data';
import { countryName } from '@reelhire/shared/countries';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface SendJobMatchesOptions {
  db: Db;
  /** The time the matches are sent at (tests move it). */
  now?: Date;
  /** Filmmakers handled per run; the rest wait for the next run. */
  batchSize?: number;
}

interface DueFilmmaker {
  filmmaker_id: string;
  email: string;
  first_name: string;
  since: Date | string;
}

interface MatchedJob {
  id: string;
  title: string;
  company_name: string | null;
  remote: boolean;
  city: string | null;
  country: string | null;
  rate_max_minor: number | string;
  currency: string;
  first_date: string | null;
}

/**
 * Jobs a set-up filmmaker may want: published in one of their crafts, remote or in their country (or
 * anywhere when they gave none), not their own, not applied to yet, published after `since`.
 */
const matches = (filmmakerId: string, since: Date | string, limit: number) => sql`
  select j.id, j.title, c.company_name, j.remote, j.city, j.country, j.rate_max_minor, j.currency, j.first_date
  from jobs j
  join filmmakers f on f.id = ${filmmakerId}
  left join clients c on c.id = j.client_id
  where j.status = 'published'
    and j.published_at > ${since}
    and j.craft = any(f.crafts)
    and (j.remote or f.country is null or j.country = f.country)
    and (c.user_id is null or c.user_id <> f.user_id)
    and not exists (select 1 from applications a where a.job_id = j.id and a.filmmaker_id = f.id)
  order by j.published_at desc, j.id desc
  limit ${limit}`;

/**
 * Queues 'job match' emails (issue 12), batched: at most one a day per filmmaker, naming the newest match
 * and listing the day's others. The last sending time per filmmaker lives in job_match_digests and is
 * claimed with a conditional upsert, so two processes running this at once send one email, not two.
 */
export async function sendJobMatches({
  db,
  now = new Date(),
  batchSize = 200,
}: SendJobMatchesOptions): Promise<{ queued: number }> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  // Filmmakers not emailed in the last day with at least one match published since their last email
  // (or in the last day, for someone never emailed: older jobs are in the job search, not news).
  const due = await queryRows<DueFilmmaker>(
    db,
    sql`
      select f.id as filmmaker_id, u.email, f.first_name, greatest(d.last_sent_at, ${dayAgo}) as since
      from filmmakers f
      join users u on u.id = f.user_id
      left join job_match_digests d on d.filmmaker_id = f.id
      where f.setup and cardinality(f.crafts) > 0
        and (d.last_sent_at is null or d.last_sent_at <= ${dayAgo})
        and exists (
          select 1 from jobs j
          where j.status = 'published' and j.published_at > greatest(d.last_sent_at, ${dayAgo})
            and j.craft = any(f.crafts)
            and (j.remote or f.country is null or j.country = f.country)
        )
      order by f.id
      limit ${batchSize}`,
  );

  let queued = 0;
  for (const filmmaker of due) {
    const sent = await db.transaction(async (tx) => {
      const claimed = await queryRows<{ filmmaker_id: string }>(
        tx,
        sql`
          insert into job_match_digests (filmmaker_id, last_sent_at) values (${filmmaker.filmmaker_id}, ${now})
          on conflict (filmmaker_id) do update set last_sent_at = excluded.last_sent_at
            where job_match_digests.last_sent_at <= ${dayAgo}
          returning filmmaker_id`,
      );
      if (claimed.length === 0) return false; // another process sent today's
      const jobs = await queryRows<MatchedJob>(
        tx,
        matches(filmmaker.filmmaker_id, filmmaker.since, JOB_MATCH_MORE_MAX + 1),
      );
      const [first, ...more] = jobs;
      if (!first) return false; // the match was filled or applied to meanwhile; try again tomorrow
      const place = first.remote
        ? 'Remote'
        : [first.city, first.country && countryName(first.country)].filter(Boolean).join(', ');
      await enqueueEmail({
        db: tx,
        emailType: 'job_match',
        recipientEmail: filmmaker.email,
        templateData: {
          firstName: filmmaker.first_name || undefined,
          jobId: first.id,
          jobTitle: first.title,
          clientName: first.company_name || undefined,
          location: place || undefined,
          budget: { amount: Number(first.rate_max_minor), currency: first.currency },
          startDate: first.first_date ?? undefined,
          moreJobs: more.map((job) => ({ jobId: job.id, jobTitle: job.title })),
        },
        idempotencyKey: `job_match:${filmmaker.filmmaker_id}:${now.toISOString().slice(0, 10)}`,
      });
      return true;
    });
    if (sent) queued += 1;
  }
  return { queued };
}
