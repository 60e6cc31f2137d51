import { emailTemplateDataSchemas } from '@reelhire/shared/email-template-data';
import type { EmailRequest } from '@reelhire/shared/email';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { describeIssues } from '../../email/render-email.ts';
import { badRequest } from '../../http/errors.ts';

export interface QueueEmailRequestOptions {
  db: Db;
  request: EmailRequest;
  /** The signed-in user asking; a repeated request with their idempotency key queues nothing new. */
  userId: string;
  idempotencyKey?: string | undefined;
}

/**
 * docs/product.md §7 `send-email`: checks the template data against the email type's shared schema (a bad
 * input changes nothing), then queues the email with the request's priority or the type's own.
 */
export async function queueEmailRequest({
  db,
  request,
  userId,
  idempotencyKey,
}: QueueEmailRequestOptions): Promise<string> {
  const schema: z.ZodType = emailTemplateDataSchemas[request.emailType];
  const parsed = schema.safeParse(request.templateData);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ ...issue, path: ['templateData', ...issue.path] }));
    throw badRequest(describeIssues(issues), issues);
  }
  return enqueueEmail({
    db,
    emailType: request.emailType,
    recipientEmail: request.recipientEmail,
    // What was checked is what is stored: trimmed, defaults filled in, unknown keys dropped.
    templateData: parsed.data as Record<string, unknown>,
    priority: request.priority,
    scheduledAt: request.scheduledAt ? new Date(request.scheduledAt) : undefined,
    // Anyone signed in may ask for an email to any address: it must not reach into their notifications.
    notify: false,
    idempotencyKey:
      // One welcome per address however it is asked for, the same key as welcome-email's.
      request.emailType === 'welcome'
        ? `welcome:${request.recipientEmail.trim().toLowerCase()}`
        : idempotencyKey
          ? `send-email:${userId}:${idempotencyKey}`
          : undefined,
  });
}
