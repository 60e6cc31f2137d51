import type { Announcement } from '@reelhire/shared/announcements';
import type { announcements } from '../../db/schema/notifications.ts';

export function announcementRecord(row: typeof announcements.$inferSelect): Announcement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    audience: row.audience,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
