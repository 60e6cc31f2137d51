import type { SupportRequestCreated, SupportRequestInput } from '@reelhire/shared/support';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportRequests } from '../../db/schema/support.ts';

export interface CreateSupportRequestOptions {
  db: Db;
  input: SupportRequestInput;
  userId?: string | null;
  /** A retried submit with the same key returns the first request and stores nothing new. */
  idempotencyKey?: string | undefined;
}

export async function createSupportRequest({
  db,
  input,
  userId = null,
  idempotencyKey,
}: CreateSupportRequestOptions): Promise<SupportRequestCreated & { created: boolean }> {
  const [row] = await db
    .insert(supportRequests)
    .values({ ...input, userId, idempotencyKey })
    .onConflictDoNothing({ target: supportRequests.idempotencyKey })
    .returning({ id: supportRequests.id, createdAt: supportRequests.createdAt });
  if (row) return { id: row.id, created_at: row.createdAt.toISOString(), created: true };

  const [existing] = await db
    .select({ id: supportRequests.id, createdAt: supportRequests.createdAt })
    .from(supportRequests)
    .where(eq(supportRequests.idempotencyKey, idempotencyKey!));
  return { id: existing!.id, created_at: existing!.createdAt.toISOString(), created: false };
}
