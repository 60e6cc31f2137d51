import { emailHonoursPreferences } from '@reelhire/shared/email-preferences';
import type { EmailType } from '@reelhire/shared/email';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { emailOptOuts } from '../../db/schema/email-preferences.ts';

export interface EmailRecipient {
  /** The member the address belongs to; undefined for an address with no account. */
  userId: string | undefined;
  /** They turned this email's type off (never true for an essential email). */
  optedOut: boolean;
}

/**
 * Who an email goes to and whether they turned its type off, looked up when it is about to be sent
 * (decision 0063), so that a preference changed after the email was queued still counts.
 */
export async function emailRecipient({
  db,
  emailType,
  recipientEmail,
  templateData,
}: {
  db: Db;
  emailType: EmailType;
  recipientEmail: string;
  templateData: Record<string, unknown>;
}): Promise<EmailRecipient> {
  if (!emailHonoursPreferences(emailType, templateData)) return { userId: undefined, optedOut: false };
  const [row] = await db
    .select({ userId: users.id, optedOut: emailOptOuts.emailType })
    .from(users)
    .leftJoin(emailOptOuts, and(eq(emailOptOuts.userId, users.id), eq(emailOptOuts.emailType, emailType)))
    .where(sql`lower(${users.email}) = ${recipientEmail.trim().toLowerCase()}`);
  return { userId: row?.userId, optedOut: Boolean(row?.optedOut) };
}
