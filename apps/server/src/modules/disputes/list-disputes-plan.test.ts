import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { disputeListQuery } from './list-disputes.ts';

// Dispute lists are read off their indexes (DESIGN section 5; decision 0061): a party's off
// disputes_client_idx / disputes_filmmaker_idx, a booking's off disputes_booking_idx, the admins' by status
// off disputes_status_idx and all of them off disputes_created_idx. Checked on the plan for analysed data.

let database: TestDatabase;
const ids = { client: '', filmmaker: '', booking: '' };
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.transaction(async (tx) => {
    // Foreign keys off: only the disputes' own columns and indexes matter to the plan. Most disputes are
    // long settled; a few wait for an answer or a ruling, as on a live marketplace.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql.raw(`insert into disputes (booking_id, client_id, filmmaker_id, status, opened_by, reason,
        description, respond_by, currency, outcome, release_minor, refund_minor, reasoning, created_at)
      select md5('b' || (g % 3000))::uuid, md5('c' || (g % 700))::uuid, md5('f' || (g % 900))::uuid,
        case g % 100 when 0 then 'awaiting_ruling' when 1 then 'awaiting_filmmaker' when 2 then 'awaiting_client'
          when 3 then 'withdrawn' else 'resolved' end,
        'client', 'other', 'plan', now(), 'GBP', 'refund', 0, 0, 'plan', now() - g * interval '1 minute'
      from generate_series(1, 20000) g`),
    );
  });
  await database.db.execute(sql`analyze disputes`);
  const [row] = await queryRows<{ client: string; filmmaker: string; booking: string }>(
    database.db,
    sql`select client_id as client, filmmaker_id as filmmaker, booking_id as booking from disputes limit 1`,
  );
  Object.assign(ids, row);
}, 120_000);
afterAll(() => database?.close());

async function plan(statement: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`explain ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const caller = (over: Partial<HiringCaller>): HiringCaller => ({
  userId: '00000000-0000-4000-8000-000000000000',
  admin: false,
  clientId: null,
  filmmakerId: null,
  ...over,
});
const after = Buffer.from(
  JSON.stringify(['2026-11-20 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
).toString('base64url');

it.each([
  ['a client’s', caller({ clientId: ids.client }), {}, 'disputes_client_idx'],
  ['a filmmaker’s', caller({ filmmakerId: ids.filmmaker }), {}, 'disputes_filmmaker_idx'],
  ['a booking’s', caller({ admin: true }), { booking: true }, 'disputes_booking_idx'],
  [
    'the admins’ queue',
    caller({ admin: true }),
    { status: 'awaiting_ruling' as const },
    'disputes_status_idx',
  ],
  ['every dispute', caller({ admin: true }), {}, 'disputes_created_idx'],
])('reads %s list off its index, with or without a cursor', async (_what, who, options, index) => {
  // The ids are read in beforeAll, after the table above was built.
  const resolved = {
    ...who,
    clientId: who.clientId === '' ? ids.client : who.clientId,
    filmmakerId: who.filmmakerId === '' ? ids.filmmaker : who.filmmakerId,
  };
  for (const cursor of [undefined, after]) {
    const query = {
      limit: 20,
      after: cursor,
      status: 'status' in options ? options.status : undefined,
      bookingId: 'booking' in options ? ids.booking : undefined,
    };
    const text = await plan(disputeListQuery(database.db, resolved, query));
    expect(text, text).toMatch(new RegExp(index));
    expect(text, text).not.toMatch(/Seq Scan on disputes/);
  }
});
