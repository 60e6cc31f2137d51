import { sql } from 'drizzle-orm';
import { planOf } from '../../test/query-plans.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { supportInboxPageQuery } from '../support/list-support-requests.ts';
import { verificationsPageQuery } from './list-verifications.ts';

// The admin lists page by keyset off their indexes (DESIGN section 5, decision 0057): the verification
// queue off identity_verifications_queue_idx (pending) and identity_verifications_reviewed_idx (decided),
// the support inbox off support_requests_created_at_idx. Rows are written with foreign keys off
// (session_replication_role), as only the plan is under test.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run('set session_replication_role = replica');
  await run(`insert into identity_verifications (user_id, role, status, document_type, identity_document_file_id,
                                                 selfie_file_id, submitted_at, reviewed_at)
    select gen_random_uuid(), 'filmmaker', (array['pending','approved','approved','rejected'])[1 + g % 4], 'passport',
           gen_random_uuid(), gen_random_uuid(), now() - g * interval '1 minute',
           case when g % 4 = 0 then null else now() - g * interval '30 seconds' end
      from generate_series(1, 20000) g`);
  await run(`insert into support_requests (name, email, topic, message, created_at)
    select 'Sender ' || g, 's' || g || '@example.com', 'other', 'A question', now() - g * interval '1 minute'
      from generate_series(1, 20000) g`);
  await run('set session_replication_role = origin');
  await run('analyze');
}, 120_000);
afterAll(() => database?.close());

const after = Buffer.from(
  JSON.stringify(['2026-11-20 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
).toString('base64url');

it('reads each status of the verification queue off its index, page by page', async () => {
  for (const [status, index] of [
    ['pending', 'identity_verifications_queue_idx'],
    ['approved', 'identity_verifications_reviewed_idx'],
  ] as const) {
    for (const page of [{}, { after }]) {
      const text = await planOf(
        database,
        verificationsPageQuery({ db: database.db, query: { status, limit: 20, ...page } }),
      );
      expect(text, text).toMatch(new RegExp(index));
      expect(text, text).not.toMatch(/Seq Scan on identity_verifications|Sort/);
    }
  }
});

it('reads the support inbox off support_requests_created_at_idx, page by page', async () => {
  for (const page of [{}, { after }]) {
    const text = await planOf(
      database,
      supportInboxPageQuery({ db: database.db, query: { limit: 25, ...page } }),
    );
    expect(text, text).toMatch(/support_requests_created_at_idx/);
    expect(text, text).not.toMatch(/Seq Scan on support_requests|Sort/);
  }
});
