import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';

// Decision 0064: an account's state, most pressing first, said once in SQL so the list's filter and the
// state it shows cannot disagree. Setup and verification follow docs/product.md §4: setup per role the
// account has ('both' needs both), verified if either record is verified; an admin needs neither.

const userType = sql`(${users.userMetadata}->>'user_type')`;
const roleRecord = (table: typeof filmmakers | typeof clients, column: 'setup' | 'verified') =>
  sql`exists (select 1 from ${table} where ${table.userId} = ${users.id} and ${table[column]})`;

const setupDone = sql`(case ${userType}
  when 'admin' then true
  when 'filmmaker' then ${roleRecord(filmmakers, 'setup')}
  when 'client' then ${roleRecord(clients, 'setup')}
  when 'both' then ${roleRecord(filmmakers, 'setup')} and ${roleRecord(clients, 'setup')}
  else false end)`;

const verified = sql`(${userType} = 'admin' or ${roleRecord(filmmakers, 'verified')} or ${roleRecord(clients, 'verified')})`;

export const accountStateSql: SQL<string> = sql<string>`(case
  when ${users.suspendedAt} is not null then 'suspended'
  when not ${setupDone} then 'setup_unfinished'
  when not ${verified} then 'unverified'
  else 'active' end)`;
