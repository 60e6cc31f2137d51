import type { EmailRequest } from '@reelhire/shared/email';
import { EMAIL_REQUEST_RULES, type EmailRequestFacts } from '@reelhire/shared/email-permissions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/auth.ts';
import { mayNotifyMessageRecipient } from '../chat/may-notify-message-recipient.ts';

export interface EmailRequestFactsOptions {
  db: Db;
  caller: User;
  request: Pick<EmailRequest, 'emailType' | 'recipientEmail' | 'templateData'>;
}

/**
 * What mayRequestEmail needs to decide this request, read from the database: only the facts the type's
 * rule looks at, so a server-only type costs no query at all.
 */
export async function emailRequestFacts({
  db,
  caller,
  request,
}: EmailRequestFactsOptions): Promise<EmailRequestFacts> {
  const facts: EmailRequestFacts = {
    caller: { email: caller.email, isAdmin: caller.userMetadata.user_type === 'admin' },
    type: request.emailType,
    recipientEmail: request.recipientEmail,
  };
  const rule = EMAIL_REQUEST_RULES[request.emailType];
  if (rule === 'other_party_of_conversation') {
    // The room is found from the caller's own side (which must be theirs) and the recipient's account.
    const data = request.templateData as { senderRole?: unknown; senderEntityId?: unknown };
    facts.recipientIsOtherPartyOfCallersConversation =
      (data.senderRole === 'client' || data.senderRole === 'filmmaker') &&
      typeof data.senderEntityId === 'string' &&
      (await mayNotifyMessageRecipient({
        db,
        senderUserId: caller.id,
        senderRole: data.senderRole,
        senderEntityId: data.senderEntityId,
        recipientEmail: request.recipientEmail,
      }));
  }
  if (rule === 'admin_to_member') {
    const [account] = await db
      .select({ metadata: users.userMetadata })
      .from(users)
      .where(sql`lower(${users.email}) = ${request.recipientEmail.trim().toLowerCase()}`);
    facts.recipientIsMember = Boolean(account) && account!.metadata.user_type !== 'admin';
  }
  return facts;
}
