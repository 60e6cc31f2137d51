import { sql } from 'drizzle-orm';
import { planOf } from '../../test/query-plans.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { consentingMediaPageQuery } from '../social-posts/consenting-media.ts';
import { socialPostsPageQuery } from '../social-posts/list-social-posts.ts';
import { feedbackPageQuery } from './list-feedback.ts';
import { myFeedbackPageQuery } from './list-my-feedback.ts';

// The lists of decision 0065 page by keyset off their indexes (DESIGN section 5). Rows are written with
// foreign keys off (session_replication_role), as only the plan is under test.

let database: TestDatabase;
const someone = '11111111-1111-4111-8111-111111111111';
beforeAll(async () => {
  database = await createTestDatabase();
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run('set session_replication_role = replica');
  await run(`insert into feedback (user_id, status, rating, category, message, created_at)
    select case when g % 50 = 0 then '${someone}'::uuid else gen_random_uuid() end,
           (array['new','planned','done','wont_do'])[1 + g % 4], 1 + g % 5,
           (array['bug','idea','praise','question','other'])[1 + g % 5], 'Feedback ' || g,
           now() - g * interval '1 minute'
      from generate_series(1, 20000) g`);
  await run(`insert into social_posts (status, text, channel, scheduled_at, updated_at)
    select (array['draft','scheduled','published'])[1 + g % 3], 'Post ' || g, 'instagram',
           now() + g * interval '1 hour', now() - g * interval '1 minute'
      from generate_series(1, 20000) g`);
  await run(`insert into filmmakers (user_id, social_media_consent)
    select gen_random_uuid(), g % 100 = 0 from generate_series(1, 20000) g`);
  await run(`insert into filmmaker_images (filmmaker_id, kind, position, file_id)
    select f.id, 'portfolio', p, gen_random_uuid() from filmmakers f, generate_series(0, 3) p`);
  await run('set session_replication_role = origin');
  await run('analyze');
}, 120_000);
afterAll(() => database?.close());

const after = Buffer.from(
  JSON.stringify(['2026-11-20 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
).toString('base64url');

it('reads a member’s own feedback off feedback_user_idx, page by page', async () => {
  for (const page of [{}, { after }]) {
    const text = await planOf(
      database,
      myFeedbackPageQuery({ db: database.db, userId: someone, query: { limit: 20, ...page } }),
    );
    expect(text, text).toMatch(/feedback_user_idx/);
    expect(text, text).not.toMatch(/Seq Scan on feedback|Sort/);
  }
});

it('reads the triage list off its index: all, by status, by category', async () => {
  for (const [filters, index] of [
    [{}, 'feedback_created_idx'],
    // A common status or category may be read off the newest-first index with a filter, as cheap here.
    [{ status: 'new' as const }, 'feedback_(status|created)_idx'],
    [{ category: 'bug' as const }, 'feedback_(category|created)_idx'],
  ] as const) {
    for (const page of [{}, { after }]) {
      const text = await planOf(
        database,
        feedbackPageQuery({ db: database.db, query: { limit: 20, ...filters, ...page } }),
      );
      expect(text, text).toMatch(new RegExp(index));
      expect(text, text).not.toMatch(/Seq Scan on feedback|Sort/);
    }
  }
});

it('reads each status of the social planner off its index', async () => {
  for (const [status, index] of [
    ['scheduled', 'social_posts_schedule_idx'],
    ['draft', 'social_posts_updated_idx'],
    ['published', 'social_posts_updated_idx'],
  ] as const) {
    const text = await planOf(database, socialPostsPageQuery(database.db, { status, limit: 20 }));
    expect(text, text).toMatch(new RegExp(index));
    expect(text, text).not.toMatch(/Seq Scan on social_posts|Sort/);
  }
});

it('finds consenting filmmakers’ media off filmmakers_social_consent_idx, in order, page by page', async () => {
  const from = Buffer.from(JSON.stringify(['00000000-0000-4000-8000-000000000000', 2])).toString('base64url');
  for (const after of [undefined, from]) {
    const text = await planOf(database, consentingMediaPageQuery(database.db, { limit: 24, after }));
    expect(text, text).toMatch(/filmmakers_social_consent_idx/);
    // At most an incremental sort of one filmmaker's few images by position; never a full sort.
    expect(text, text).not.toMatch(/Seq Scan|(?<!Incremental )Sort(?! Key)/);
  }
});
