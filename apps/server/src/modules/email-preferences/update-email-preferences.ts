import { isOptionalEmailType, type UpdateEmailPreferences } from '@reelhire/shared/email-preferences';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOptOuts } from '../../db/schema/email-preferences.ts';

export interface UpdateEmailPreferencesOptions {
  db: Db;
  userId: string;
  update: UpdateEmailPreferences;
  source: 'settings' | 'unsubscribe_link';
}

/**
 * Turns the named types on or off for this member, in one transaction; the types not named stay as they
 * are. Turning an essential type on is a no-op (it is always on); the shared schema refuses turning it off.
 * Repeating the same update changes nothing.
 */
export async function updateEmailPreferences({
  db,
  userId,
  update,
  source,
}: UpdateEmailPreferencesOptions): Promise<void> {
  const entries = Object.entries(update.preferences).filter(([type]) => isOptionalEmailType(type));
  const off = entries.filter(([, enabled]) => enabled === false).map(([type]) => type);
  const on = entries.filter(([, enabled]) => enabled === true).map(([type]) => type);
  await db.transaction(async (tx) => {
    if (off.length > 0) {
      await tx
        .insert(emailOptOuts)
        .values(off.map((emailType) => ({ userId, emailType, source })))
        .onConflictDoNothing();
    }
    if (on.length > 0) {
      await tx
        .delete(emailOptOuts)
        .where(and(eq(emailOptOuts.userId, userId), inArray(emailOptOuts.emailType, on)));
    }
  });
}
