// The growth budget (decision 0067): the reads a busy account makes most (a page of a long room's messages,
// newest and deep "load more", the conversations list, the talent and job searches, a job's applicants and
// the earnings page) timed on the same world at 1x, 10x and 100x its size, on PGlite. A read served by an
// index that makes it independent of the table's size takes about as long at 100x as at 1x; one that walks
// its table takes 100 times as long. The ceiling is 2x. What each read's plan is checked in its plan test
// (list-messages-plan, list-conversations-plan, list-talent-plan, search-jobs-plan, hiring-list-plans and
// earnings-plan .test.ts); this budget checks that the time follows.
import { messageListQuerySchema } from '@reelhire/shared/chat-messages';
import { jobSearchQuerySchema } from '@reelhire/shared/jobs';
import { talentListQuerySchema } from '@reelhire/shared/talent';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../apps/server/src/db/client.ts';
import { seedApplicants } from '../../apps/server/src/modules/applications/applicant-list-test-kit.ts';
import { applicantListQuery } from '../../apps/server/src/modules/applications/list-applicants.ts';
import { seedChatAtScale } from '../../apps/server/src/modules/chat/chat-at-scale-test-kit.ts';
import { listConversations } from '../../apps/server/src/modules/chat/list-conversations.ts';
import { listMessages } from '../../apps/server/src/modules/chat/list-messages.ts';
import { getEarnings } from '../../apps/server/src/modules/earnings/get-earnings.ts';
import { searchJobs } from '../../apps/server/src/modules/jobs/search-jobs.ts';
import { listTalent } from '../../apps/server/src/modules/talent/list-talent.ts';
import type { Config } from '../../apps/server/src/config.ts';
import { seedMoneyAtScale } from '../../apps/server/src/test/money-at-scale.ts';
import { createTestDatabase } from '../../apps/server/src/test/test-database.ts';
import type { Budget, BudgetResult } from './budget.ts';

const SCALES = [1, 10, 100] as const;
/**
 * The world at 1x, small enough that the three sizes are seeded and timed in about a minute and a half on
 * two cores. At 100x the long room has 1,000,000 messages; 1,000 clients and filmmakers talk in 10,000
 * rooms; the directory has 7,000 profiles; 10,000 jobs have 22,000 applications; 200 clients have 4,000
 * bookings and their ledger. The measured viewers' own data stays the same size (a client's 10
 * conversations, a filmmaker's 20 bookings), except the long room and the busiest job, which grow too.
 */
const BASE = {
  longRoomMessages: 10_000,
  chatParties: 10,
  talentProfiles: 60,
  jobs: 100,
  // The busiest job gets applications / sqrt(jobs): 22 at 1x, so every size reads a full page of 20.
  applications: 220,
  moneyClients: 2,
};
const MAX_RATIO = 2;
const WARM_UP = 5;
const SAMPLES = 21;

interface Read {
  name: string;
  run(): Promise<unknown>;
}

/** The directory's other profiles: varied crafts, cities, experience and verification. */
async function seedProfiles(db: Db, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Only the directory's rows are needed: no account behind each profile.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into filmmakers (user_id, first_name, last_name, headline, city, country, crafts,
        years_experience, day_rate_minor, currency, verified, setup)
      select gen_random_uuid(), 'Talent', 'Family' || g % 300,
        (array['Cutting documentaries and brand films','Lighting for commercials','Sound on location',
               'Grading music videos'])[1 + g % 4],
        (array['London','Manchester','Paris','Berlin','Lisbon','Glasgow'])[1 + g % 6],
        (array['GB','GB','FR','DE','PT','GB'])[1 + g % 6],
        array[(array['editor','gaffer','sound recordist','colourist','director'])[1 + g % 5]],
        case when g % 7 = 0 then null else g % 30 end, 30000 + (g % 10) * 5000, 'GBP', g % 3 = 0, g % 10 <> 0
      from generate_series(1, ${count}) g`);
  });
}

/** A fresh PGlite with the world at `scale` times its base size, and the reads to time on it. */
async function worldAt(scale: number) {
  const database = await createTestDatabase();
  const db = database.db;
  // First, while its own clients and filmmakers are the only ones: it spreads bookings over every profile.
  const money = await seedMoneyAtScale(db, { clients: BASE.moneyClients * scale, bookingsPerClient: 20 });
  const chat = await seedChatAtScale(db, {
    parties: BASE.chatParties * scale,
    roomsPerParty: 10,
    messagesPerRoom: 2,
    longRoomMessages: BASE.longRoomMessages * scale,
  });
  await seedProfiles(db, BASE.talentProfiles * scale);
  const [busiest] = await seedApplicants(db, {
    applications: BASE.applications * scale,
    jobs: BASE.jobs * scale,
    // Enough for the busiest job (seedApplicants' spread gives it applications / sqrt(jobs)).
    filmmakers: Math.ceil((BASE.applications * scale) / Math.sqrt(BASE.jobs * scale)) + 10,
    clientId: chat.client.entityId,
  });
  // seedApplicants analyses the whole database last.
  const depth = Math.round(BASE.longRoomMessages * scale * 0.4);
  const [boundary] = await queryRows<{ at: string }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
          from messages where room_name = ${chat.longRoom} and seq = ${depth}`,
  );
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from messages) as messages, (select count(*)::int from chat_rooms) as rooms,
          (select count(*)::int from filmmakers) as filmmakers, (select count(*)::int from jobs) as jobs,
          (select count(*)::int from applications) as applications,
          (select count(*)::int from ledger_entries) as "ledger entries"`,
  );
  const room = (query: Record<string, string>) =>
    messageListQuerySchema.parse({ room_name: chat.longRoom, ...query });
  const talent = (query: Record<string, string>) => talentListQuerySchema.parse({ limit: '24', ...query });
  const firstTalent = await listTalent({ db, query: talent({}) });
  // The conversations list signs no links here (no one has a photo), so it reads no setting.
  const config = {} as Config;
  const reads: Read[] = [
    {
      name: `messages: the newest page of the long room`,
      run: () => listMessages({ db, user: chat.client.user, query: room({}) }),
    },
    {
      name: `messages: a "before" page 60 % of the way back in the long room`,
      run: () => listMessages({ db, user: chat.client.user, query: room({ before: boundary!.at }) }),
    },
    {
      name: "conversations: a client's list (10 rooms)",
      run: () =>
        listConversations({
          db,
          config,
          user: chat.client.user,
          entityId: chat.client.entityId,
          entityRole: 'client',
        }),
    },
    {
      name: 'talent: the directory, first page (with its total)',
      run: () => listTalent({ db, query: talent({}) }),
    },
    {
      name: 'talent: the directory, next page',
      run: () => listTalent({ db, query: talent({ after: firstTalent.next_cursor! }) }),
    },
    {
      name: 'talent: words and a city, first page (with its total)',
      run: () => listTalent({ db, query: talent({ q: 'documentaries', city: 'Lisbon' }) }),
    },
    {
      name: "jobs: a London editor's search, first page",
      run: () =>
        searchJobs({
          db,
          query: jobSearchQuerySchema.parse({}),
          viewer: { crafts: ['editor'], city: 'london', country: 'GB' },
        }),
    },
    {
      name: 'jobs: words, first page',
      run: () =>
        searchJobs({ db, query: jobSearchQuerySchema.parse({ q: 'documentary' }), viewer: undefined }),
    },
    {
      name: "applicants: the busiest job's first page by fit",
      run: () => applicantListQuery(db, { jobId: busiest!.id, sort: 'fit', limit: 20 }),
    },
    {
      name: "earnings: a filmmaker's totals, months and bookings",
      run: () => getEarnings({ db, filmmakerId: money.filmmakerId }),
    },
  ];
  const sizes = Object.entries(counts!)
    .map(([table, count]) => `${count.toLocaleString('en')} ${table}`)
    .join(', ');
  return { reads, sizes, close: () => database.close() };
}

/**
 * Median milliseconds of each size's read, `SAMPLES` runs after `WARM_UP`, taken in turns (1x, 10x, 100x,
 * 1x, ...) so that a busy moment on a shared machine slows every size alike rather than one of them.
 */
async function timeInTurns(reads: Read[]): Promise<number[]> {
  for (const read of reads) for (let i = 0; i < WARM_UP; i++) await read.run();
  const samples: number[][] = reads.map(() => []);
  for (let i = 0; i < SAMPLES; i++) {
    for (const [index, read] of reads.entries()) {
      const started = performance.now();
      await read.run();
      samples[index]!.push(performance.now() - started);
    }
  }
  return samples.map((list) => list.sort((a, b) => a - b)[Math.floor(SAMPLES / 2)]!);
}

/**
 * Reads whose time follows the number of matches by design, so no index can keep them flat: reported as
 * targets (decision 0067). The directory's first page left this list with decision 0088: its heading's count
 * stops at 1,000 ("1,000+ filmmakers"), so it is enforced. A search by words still ranks every match (the
 * heading's exact count comes free with it): only ranking fewer than all of them would flatten it, which
 * would leave some of the best matches off the first page (decision 0088's figures).
 */
const TARGETS: Record<string, string> = {
  'talent: words and a city, first page (with its total)':
    'ranks every match of the words (and counts them in the same scan), so it grows with the matches',
  // 1.36x to 1.68x in the runs that set it: not enough room on a shared machine to fail a change on.
  'jobs: words, first page':
    'reads every match of the words off jobs_search_idx when the planner finds that cheaper than walking the newest jobs, so it can grow with the matches',
};

export async function runGrowth(): Promise<BudgetResult[]> {
  const started = performance.now();
  const times = new Map<string, number[]>();
  const sizes: string[] = [];
  // All three worlds stay open (about 2 GB at 100x) so that their reads are timed in turns.
  const worlds: Awaited<ReturnType<typeof worldAt>>[] = [];
  try {
    for (const scale of SCALES) {
      const seeding = performance.now();
      worlds.push(await worldAt(scale));
      const seeded = (performance.now() - seeding) / 1000;
      sizes.push(`${scale}x (seeded in ${seeded.toFixed(0)} s): ${worlds.at(-1)!.sizes}`);
      console.log(`  ${sizes.at(-1)}`);
    }
    for (const [index, read] of worlds[0]!.reads.entries()) {
      times.set(read.name, await timeInTurns(worlds.map((world) => world.reads[index]!)));
    }
  } finally {
    for (const world of worlds) await world.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const results = [...times.entries()].map(([name, [one, ten, hundred]]): BudgetResult => {
    const ratio = hundred! / one!;
    const target = TARGETS[name];
    return {
      name: `${name}: time at 100x / time at 1x`,
      measured: `${ratio.toFixed(2)}x`,
      limit: `<= ${MAX_RATIO.toFixed(1)}x`,
      met: ratio <= MAX_RATIO,
      ...(target ? { enforced: false } : {}),
      details: [
        `- ${name}: median ${one!.toFixed(2)} ms at 1x, ${ten!.toFixed(2)} ms at 10x (${(ten! / one!).toFixed(2)}x), ` +
          `${hundred!.toFixed(2)} ms at 100x${target ? `; a target: it ${target}` : ''}`,
      ],
    };
  });
  results
    .at(-1)!
    .details!.push(
      '',
      ...sizes.map((line) => `- ${line}`),
      '',
      `median of ${SAMPLES} runs after ${WARM_UP} warm-up, the three sizes in turns, each read called directly on PGlite; whole run ${seconds} s`,
    );
  return results;
}

const growth: Budget = {
  id: 'growth',
  title: 'Reads at 10x and 100x data',
  run: () => runGrowth(),
};
export default growth;
