import type { AnnouncementsPage, CurrentAnnouncements } from '@reelhire/shared/announcements';
import { audiencesOf } from '@reelhire/shared/announcements';
import type { PageQuery } from '@reelhire/shared/hiring-fields';
import type { UserType } from '@reelhire/shared/user-type';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcementDismissals, announcements } from '../../db/schema/notifications.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { announcementRecord } from './announcement-record.ts';

/** Every announcement, newest first (admins), keyset on (created_at, id) off announcements_created_idx. */
export async function listAnnouncements(db: Db, query: PageQuery): Promise<AnnouncementsPage> {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  const rows = await db
    .select({ row: announcements, at: sql<string>`${announcements.createdAt}::text` })
    .from(announcements)
    .where(
      after
        ? sql`(${announcements.createdAt}, ${announcements.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => announcementRecord(row)),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.row.id]) : null,
  };
}

/** The most banners a dashboard shows at once; the oldest live ones go first. */
const CURRENT_MAX = 5;

/**
 * What the signed-in user's banner shows: live announcements (started, not ended) for their audiences
 * ('both' hears filmmakers and clients), less the ones they dismissed.
 */
export async function currentAnnouncements(
  db: Db,
  user: { id: string; userType: UserType | null },
): Promise<CurrentAnnouncements> {
  const rows = await db
    .select({ row: announcements })
    .from(announcements)
    .leftJoin(
      announcementDismissals,
      and(
        eq(announcementDismissals.announcementId, announcements.id),
        eq(announcementDismissals.userId, user.id),
      ),
    )
    .where(
      and(
        inArray(announcements.audience, audiencesOf(user.userType)),
        sql`${announcements.startsAt} <= now()`,
        or(isNull(announcements.endsAt), sql`${announcements.endsAt} > now()`),
        isNull(announcementDismissals.userId),
      ),
    )
    .orderBy(asc(announcements.startsAt), asc(announcements.id))
    .limit(CURRENT_MAX);
  return { items: rows.map(({ row }) => announcementRecord(row)) };
}
