import { CRAFTS } from '@reelhire/shared/crafts';
import { PRODUCTION_TYPE_IDS } from '@reelhire/shared/projects';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// Many realistic jobs fast, for the job search's plan test and bench/job-search.ts: a few INSERT ... SELECT
// statements over generate_series, reproducible (values are picked by arithmetic on the row number).

export interface SeedSearchJobsOptions {
  /** Published jobs; a tenth as many drafts and closed ones are added beside them. */
  jobs: number;
  clients?: number;
  projects?: number;
}

export const SEARCH_CITIES = [
  ['London', 'GB'],
  ['Manchester', 'GB'],
  ['Bristol', 'GB'],
  ['Glasgow', 'GB'],
  ['Leeds', 'GB'],
  ['Cardiff', 'GB'],
  ['Edinburgh', 'GB'],
  ['Belfast', 'GB'],
  ['Dublin', 'IE'],
  ['Paris', 'FR'],
  ['Berlin', 'DE'],
  ['Munich', 'DE'],
  ['Amsterdam', 'NL'],
  ['Madrid', 'ES'],
  ['Barcelona', 'ES'],
  ['Lisbon', 'PT'],
  ['Milan', 'IT'],
  ['Stockholm', 'SE'],
  ['Copenhagen', 'DK'],
  ['Oslo', 'NO'],
  ['New York', 'US'],
  ['Los Angeles', 'US'],
  ['Toronto', 'CA'],
  ['Sydney', 'AU'],
  ['Auckland', 'NZ'],
  ['Cape Town', 'ZA'],
  ['Lagos', 'NG'],
  ['Nairobi', 'KE'],
  ['Mumbai', 'IN'],
  ['Dubai', 'AE'],
  ['Singapore', 'SG'],
] as const;
const SUBJECTS =
  `brewery|cycling brand|charity appeal|fashion label|tech launch|food festival|football club|car maker|
bank|hotel group|band's new single|wildlife series|museum|university|theatre|airline|skincare brand|city council`
    .split('|')
    .map((word) => word.trim());
const SENTENCES = [
  'Two days on location with a small, friendly crew.',
  'We need someone calm under pressure who can move fast between setups.',
  'Interviews in the morning, b-roll around town in the afternoon.',
  'Natural light where we can, a lighting package on the truck when we cannot.',
  'Please send a showreel with similar work; own kit is a plus.',
  'The edit follows in the next fortnight with one round of changes.',
  'Early starts, travel covered, lunch on set every day.',
  'A studio day with product shots, then a half day on the street.',
];

const list = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`;
/** One of `values`, picked by an expression of the series number (reproducible, spread out). */
const pickBy = (values: readonly string[], expression: string) =>
  `(${list(values)})[(1 + ((${expression}) % ${values.length}))::int]`;

// --- Seeding in a few statements: INSERT ... SELECT over generate_series, so 100,000 jobs take seconds.

export async function seedSearchJobs(
  db: Db,
  { jobs: JOBS, clients: CLIENTS = 1_000, projects: PROJECTS = 10_000 }: SeedSearchJobsOptions,
): Promise<void> {
  const UNPUBLISHED = Math.round(JOBS / 10);
  const run = (statement: string) => db.execute(sql.raw(statement));
  await run(`insert into users (email, user_metadata)
    select 'bench-client-' || g || '@example.test', '{"user_type":"client"}'::jsonb from generate_series(1, ${CLIENTS}) g`);
  await run(`insert into clients (user_id, company_name, verified, setup)
    select id, 'Studio ' || substr(email, 14, 4), random() < 0.5, true from users where email like 'bench-client-%'`);
  const productionTypes = PRODUCTION_TYPE_IDS as readonly string[];
  await run(`insert into projects (client_id, title, production_type, description, currency, city, country, status)
    select c.id, 'Project ' || g, ${pickBy(productionTypes, 'g * 7')}, 'A production for a ' || ${pickBy(SUBJECTS, 'g * 13')},
           'GBP', 'London', 'GB', 'open'
    from generate_series(1, ${PROJECTS}) g
    join (
      -- Only the clients made here: a client signed in to measure its own jobs must not own these.
      select c.id, row_number() over (order by c.id) - 1 as n
      from clients c join users u on u.id = c.user_id where u.email like 'bench-client-%'
    ) c on c.n = g % ${CLIENTS}`);
  const crafts = CRAFTS.map((craft) => craft.id);
  const cityNames = SEARCH_CITIES.map(([city]) => city);
  const countries = SEARCH_CITIES.map(([, country]) => country);
  await run(`insert into jobs (project_id, client_id, production_type, title, craft, description, deliverables,
      rate_type, rate_min_minor, rate_max_minor, currency, dates, first_date, last_date, remote, city, country,
      openings, status, published_at, created_at, updated_at)
    select p.id, p.client_id, p.production_type,
      initcap(s.craft) || ' for a ' || ${pickBy(SUBJECTS, 's.g * 31')},
      s.craft,
      'We are looking for a ' || s.craft || ' for a ' || ${pickBy(SUBJECTS, 's.g * 31')} || ' in ' || s.city || '. '
        || ${pickBy(SENTENCES, 's.g * 17')} || ' ' || ${pickBy(SENTENCES, 's.g * 23 + 3')},
      case when s.g % 3 = 0 then 'Final files and rushes' end,
      ${pickBy(['day', 'day', 'half_day', 'fixed'], 's.g * 11')},
      s.rate, s.rate + (s.g % 5) * 5000, 'GBP',
      jsonb_build_array(jsonb_build_object('start', s.first::text, 'end', (s.first + (s.g % 4)::int)::text)),
      s.first, s.first + (s.g % 4)::int,
      s.g % 10 = 0, case when s.g % 20 = 0 then null else s.city end, case when s.g % 20 = 0 then null else s.country end,
      1 + s.g % 3,
      case when s.g <= ${JOBS} then 'published' when s.g % 2 = 0 then 'draft' else 'closed' end,
      case when s.g <= ${JOBS} or s.g % 2 = 1 then now() - s.g * interval '37 seconds' end,
      now() - s.g * interval '41 seconds', now() - s.g * interval '41 seconds'
    from (
      select g, ${pickBy(crafts, 'g * 7919')} as craft,
        ${pickBy(cityNames, 'g * 104729')} as city, ${pickBy(countries, 'g * 104729')} as country,
        (200 + (g * 37) % 700) * 100 as rate, current_date + (g % 400)::int as first
      from generate_series(1::bigint, ${JOBS + UNPUBLISHED}::bigint) g
    ) s
    join (select id, client_id, production_type, row_number() over (order by id) - 1 as n from projects) p
      on p.n = s.g % ${PROJECTS}`);
  // Fresh statistics, as autovacuum would have them on a live database (PGlite has no autovacuum).
  await run('analyze');
}
