import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devMailbox } from '../../db/schema/email.ts';
import { toMessage, type DevMailboxMessage } from './list-dev-mailbox.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One dev mailbox message, or undefined (also for an id that is not a uuid at all). */
export async function getDevMailboxMessage({
  db,
  id,
}: {
  db: Db;
  id: string;
}): Promise<DevMailboxMessage | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(devMailbox).where(eq(devMailbox.id, id));
  return row ? toMessage(row) : undefined;
}
