import {
  ESSENTIAL_NOTIFICATION_EMAIL_TYPES,
  type EmailPreferences,
} from '@reelhire/shared/email-preferences';
import { NOTIFICATION_EMAIL_TYPES, type NotificationEmailType } from '@reelhire/shared/email';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOptOuts } from '../../db/schema/email-preferences.ts';

/** The member's email preferences: every notification type, off only where they turned it off. */
export async function getEmailPreferences({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<EmailPreferences> {
  const rows = await db
    .select({ emailType: emailOptOuts.emailType })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.userId, userId));
  const off = new Set(rows.map((row) => row.emailType));
  const preferences = Object.fromEntries(
    NOTIFICATION_EMAIL_TYPES.map((type) => [type, !off.has(type)]),
  ) as Record<NotificationEmailType, boolean>;
  return { preferences, essential: [...ESSENTIAL_NOTIFICATION_EMAIL_TYPES] };
}
