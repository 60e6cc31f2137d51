import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import type { UnsubscribeTarget } from './unsubscribe-token.ts';
import { updateEmailPreferences } from './update-email-preferences.ts';

/**
 * The one-click unsubscribe (RFC 8058): turns one type off for the member the signed link names, without a
 * session. Repeating it changes nothing. Returns the member's account type for the page's settings link,
 * or undefined when the account no longer exists (nothing to unsubscribe, nothing will be sent).
 */
export async function unsubscribe({
  db,
  target,
}: {
  db: Db;
  target: UnsubscribeTarget;
}): Promise<{ userType: unknown } | undefined> {
  const [user] = await db
    .select({ metadata: users.userMetadata })
    .from(users)
    .where(eq(users.id, target.userId));
  if (!user) return undefined;
  await updateEmailPreferences({
    db,
    userId: target.userId,
    update: { preferences: { [target.emailType]: false } },
    source: 'unsubscribe_link',
  });
  return { userType: user.metadata.user_type };
}

/** The account type of the member a link names, for the settings link on its pages (undefined if gone). */
export async function unsubscribingMemberType({ db, userId }: { db: Db; userId: string }): Promise<unknown> {
  const [user] = await db.select({ metadata: users.userMetadata }).from(users).where(eq(users.id, userId));
  return user?.metadata.user_type;
}
