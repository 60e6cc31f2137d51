import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { seedSearchJobs } from '../jobs/job-search-test-kit.ts';

// Many realistic applications fast, for the applicant list's plan test and bench/applicant-list.ts: the
// job search's jobs, then filmmakers and applications in a few INSERT ... SELECT statements over
// generate_series, reproducible (values are picked by arithmetic on the row number).

export interface SeedApplicantsOptions {
  applications: number;
  /** Published jobs the applications go to (a tenth as many drafts and closed ones are added beside them). */
  jobs: number;
  /** Filmmakers who apply; at least as many as the busiest job's applicants (one application per job each). */
  filmmakers: number;
  /** The client whose jobs are measured: given the busiest job and a few quieter ones. */
  clientId: string;
}

export interface SeededJob {
  id: string;
  applicants: number;
}

/**
 * Application number g (1..N) goes to the job numbered floor(J * ((g - 1) / N)^2): the first jobs are the
 * busiest (the first has N / sqrt(J) applicants, 5,000+ at the bench's sizes) and the rest taper off to about
 * N / 2J each, as a few jobs draw crowds and most draw a handful. A job's applications are a run of
 * consecutive g, so filmmaker g mod F never applies twice to one job while F covers the busiest job.
 */
export async function seedApplicants(
  db: Db,
  { applications: N, jobs: J, filmmakers: F, clientId }: SeedApplicantsOptions,
): Promise<SeededJob[]> {
  if (F < Math.ceil(N / Math.sqrt(J)) + 1)
    throw new Error('seedApplicants: too few filmmakers for the busiest job');
  const run = (statement: string) => db.execute(sql.raw(statement));
  // The published jobs made here, busiest first; numbered the same way by both statements below (the
  // measured client takes its jobs only after the applications are in).
  const numberedJobs = `select j.id, row_number() over (order by j.published_at desc, j.id) - 1 as n
    from jobs j join clients c on c.id = j.client_id join users u on u.id = c.user_id
    where j.status = 'published' and u.email like 'bench-client-%'`;
  await seedSearchJobs(db, {
    jobs: J,
    clients: Math.max(10, Math.round(J / 100)),
    projects: Math.max(10, Math.round(J / 10)),
  });
  await run(`insert into users (email, user_metadata)
    select 'bench-filmmaker-' || g || '@example.test', '{"user_type":"filmmaker"}'::jsonb
    from generate_series(1, ${F}) g`);
  await run(`insert into filmmakers (user_id, first_name, last_name, crafts, city, country, verified, setup)
    select id, 'Applicant', substr(email, 17, position('@' in email) - 17),
      array[(array['editor','colourist','director of photography','gaffer','sound recordist'])[1 + length(email) % 5]],
      (array['London','Manchester','Bristol','Glasgow','Leeds'])[1 + ascii(substr(email, 17, 1)) % 5], 'GB',
      ascii(substr(email, 18, 1)) % 3 <> 0, true
    from users where email like 'bench-filmmaker-%'`);

  await run(`insert into applications (job_id, filmmaker_id, status, cover_message, proposed_rate_minor, rate_type,
      currency, availability, fit_score, viewed_at, created_at, updated_at)
    select j.id, f.id,
      case when s.pick < 40 then 'submitted' when s.pick < 70 then 'viewed' when s.pick < 80 then 'shortlisted'
        when s.pick < 94 then 'rejected' when s.pick < 97 then 'withdrawn' when s.pick < 98 then 'offered'
        when s.pick < 99 then 'hired' else 'closed' end,
      (array['I cut a documentary series for this broadcaster last year and would love to help.',
        'Available for every date; my own kit travels with me.',
        'Here are two recent commercials with a similar look.'])[1 + s.g % 3],
      (200 + (s.g * 37) % 700) * 100, 'day', 'GBP', 'all_dates',
      ((s.g * 7919) % 1001) / 1000.0,
      case when s.pick >= 40 then s.at + interval '1 day' end, s.at, s.at + (s.pick >= 40)::int * interval '1 day'
    from (
      select g, (g * 31) % 100 as pick, now() - ((g * 7919) % 100000) * interval '1 minute' as at,
        floor(${J} * power((g - 1)::float8 / ${N}, 2))::int as n
      from generate_series(1::bigint, ${N}::bigint) g
    ) s
    join (${numberedJobs}) j on j.n = s.n
    join (select id, row_number() over (order by id) - 1 as n from filmmakers) f on f.n = s.g % ${F}`);
  // The measured client's jobs: the busiest one and others a decade apart in the ranking, in one project.
  const owned = [0, 1, 9, 99, 999].filter((n) => n < J);
  await run(`with project as (
      insert into projects (client_id, title, production_type, description, currency, city, country, status)
      values ('${clientId}', 'Bench production', 'commercial', 'The measured client''s project', 'GBP', 'London', 'GB', 'open')
      returning id
    ), numbered as (${numberedJobs})
    update jobs set client_id = '${clientId}', project_id = (select id from project)
    from numbered where numbered.id = jobs.id and numbered.n in (${owned.join(',')})`);
  // Fresh statistics, as autovacuum would have them on a live database (PGlite has no autovacuum).
  await run('analyze');
  return queryRows<SeededJob>(
    db,
    sql`select j.id, count(a.id)::int as applicants from jobs j left join applications a on a.job_id = j.id
      where j.client_id = ${clientId} group by j.id order by applicants desc`,
  );
}
