import { audiencesOf } from '@reelhire/shared/announcements';
import type { UserType } from '@reelhire/shared/user-type';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcementDismissals, announcements } from '../../db/schema/notifications.ts';
import { notFound } from '../../http/errors.ts';

/** The user hides an announcement meant for them; again is fine. One not meant for them is a 404. */
export async function dismissAnnouncement(
  db: Db,
  user: { id: string; userType: UserType | null },
  id: string,
): Promise<void> {
  const [found] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, id), inArray(announcements.audience, audiencesOf(user.userType))));
  if (!found) throw notFound('No such announcement');
  await db
    .insert(announcementDismissals)
    .values({ announcementId: id, userId: user.id })
    .onConflictDoNothing();
}
