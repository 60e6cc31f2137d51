import type { Announcement, AnnouncementInput, AnnouncementPatch } from '@reelhire/shared/announcements';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements } from '../../db/schema/notifications.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/write-audit-entry.ts';
import { announcementRecord } from './announcement-record.ts';

// Every write here is an admin action: audited in its own transaction (decision 0064).

/** What the audit log keeps of an announcement: what readers see and when, not the bookkeeping times. */
function audited(row: typeof announcements.$inferSelect) {
  const { id: _id, created_at: _created, updated_at: _updated, ...fields } = announcementRecord(row);
  return fields;
}

/** An admin publishes an announcement: from now unless told, until its end or until ended. */
export async function createAnnouncement(
  db: Db,
  adminId: string,
  input: AnnouncementInput,
): Promise<Announcement> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({
        title: input.title,
        body: input.body,
        audience: input.audience,
        startsAt: input.starts_at ? new Date(input.starts_at) : new Date(),
        endsAt: input.ends_at ? new Date(input.ends_at) : null,
        createdBy: adminId,
      })
      .returning();
    await writeAuditEntry({
      tx,
      actorUserId: adminId,
      action: 'announcement.create',
      recordType: 'announcement',
      recordId: row!.id,
      before: null,
      after: audited(row!),
    });
    return announcementRecord(row!);
  });
}

/** An admin edits one; the end must still come after the start, counting the fields left as they were. */
export async function updateAnnouncement(
  db: Db,
  adminId: string,
  id: string,
  patch: AnnouncementPatch,
): Promise<Announcement> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    if (!current) throw notFound('No such announcement');
    const startsAt = patch.starts_at ? new Date(patch.starts_at) : current.startsAt;
    const endsAt =
      patch.ends_at === undefined ? current.endsAt : patch.ends_at ? new Date(patch.ends_at) : null;
    if (endsAt && endsAt <= startsAt) throw badRequest('ends_at: The end must come after the start');
    const [row] = await tx
      .update(announcements)
      .set({
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.body !== undefined ? { body: patch.body } : {}),
        ...(patch.audience !== undefined ? { audience: patch.audience } : {}),
        startsAt,
        endsAt,
        updatedAt: sql`now()`,
      })
      .where(eq(announcements.id, id))
      .returning();
    await writeAuditEntry({
      tx,
      actorUserId: adminId,
      action: 'announcement.update',
      recordType: 'announcement',
      recordId: id,
      before: audited(current),
      after: audited(row!),
    });
    return announcementRecord(row!);
  });
}

/** Ends one now (an ended one keeps its first end). */
export async function endAnnouncement(db: Db, adminId: string, id: string): Promise<Announcement> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    if (!current) throw notFound('No such announcement');
    const [row] = await tx
      .update(announcements)
      .set({
        endsAt: sql`case when ${announcements.endsAt} is not null and ${announcements.endsAt} <= now()
          then ${announcements.endsAt} else greatest(now(), ${announcements.startsAt}) end`,
        updatedAt: sql`now()`,
      })
      .where(eq(announcements.id, id))
      .returning();
    await writeAuditEntry({
      tx,
      actorUserId: adminId,
      action: 'announcement.end',
      recordType: 'announcement',
      recordId: id,
      before: { ends_at: current.endsAt?.toISOString() ?? null },
      after: { ends_at: row!.endsAt?.toISOString() ?? null },
    });
    return announcementRecord(row!);
  });
}
