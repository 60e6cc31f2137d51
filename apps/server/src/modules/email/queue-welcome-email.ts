import type { WelcomeEmailRequest } from '@reelhire/shared/email';
import type { Db } from '../../db/client.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';

export interface QueueWelcomeEmailOptions {
  db: Db;
  request: WelcomeEmailRequest;
}

/** One welcome per address, however often the web app asks (it asks after every verification). */
export async function queueWelcomeEmail({ db, request }: QueueWelcomeEmailOptions): Promise<string> {
  const email = request.email.trim().toLowerCase();
  return enqueueEmail({
    db,
    emailType: 'welcome',
    recipientEmail: request.email.trim(),
    templateData: { firstName: request.firstName || undefined, userType: request.userType },
    idempotencyKey: `welcome:${email}`,
  });
}
