import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devMailbox } from '../../db/schema/email.ts';

export interface DevMailboxMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export interface ListDevMailboxOptions {
  db: Db;
  /** Only messages to this address, compared without case. */
  to?: string | undefined;
  limit: number;
}

/** The dev mailbox's messages, newest first. */
export async function listDevMailbox({ db, to, limit }: ListDevMailboxOptions): Promise<DevMailboxMessage[]> {
  const rows = await db
    .select()
    .from(devMailbox)
    .where(to ? eq(sql`lower(${devMailbox.toAddress})`, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(limit);
  return rows.map(toMessage);
}

export function toMessage(row: typeof devMailbox.$inferSelect): DevMailboxMessage {
  return {
    id: row.id,
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  };
}
