import {
  EMAIL_TYPES,
  NOTIFICATION_EMAIL_TYPES,
  type EmailType,
  type NotificationEmailType,
} from '@reelhire/shared/email';
import { emailTypeLabel } from '@reelhire/shared/email-preferences';
import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import type { z } from 'zod';
import { emailSite, type EmailTemplate } from './templates/email-template.ts';
import { emailTemplates } from './templates/registry.ts';
import { UndeliverableEmailError } from './undeliverable-email-error.ts';

export interface RenderEmailOptions {
  /** As stored in the outbox: checked here, since a row may predate a change of types. */
  emailType: string;
  templateData: unknown;
  /** Every link in the email starts here (config.publicUrl). */
  publicUrl: string;
  /** The recipient's one-click unsubscribe link for this type, shown in the footer (decision 0063). */
  unsubscribeUrl?: string | undefined;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function isEmailType(value: string): value is EmailType {
  return (EMAIL_TYPES as readonly string[]).includes(value);
}

function isNotificationType(value: EmailType): value is NotificationEmailType {
  return (NOTIFICATION_EMAIL_TYPES as readonly string[]).includes(value);
}

/**
 * Checks the data against the type's schema and renders the email's subject, HTML and plain text.
 * Throws UndeliverableEmailError for an unknown type or data that does not fit: retrying cannot fix those.
 */
export async function renderEmail({
  emailType,
  templateData,
  publicUrl,
  unsubscribeUrl,
}: RenderEmailOptions): Promise<RenderedEmail> {
  if (!isEmailType(emailType)) throw new UndeliverableEmailError(`Unknown email type "${emailType}"`);
  // One cast at the registry's edge: each entry's schema, subject and Component agree by construction.
  const template = emailTemplates[emailType] as unknown as EmailTemplate<EmailType>;
  const parsed = (template.schema as z.ZodType).safeParse(templateData);
  if (!parsed.success) {
    throw new UndeliverableEmailError(
      `Invalid template data for ${emailType}: ${describeIssues(parsed.error.issues)}`,
    );
  }
  const data = parsed.data as Parameters<typeof template.subject>[0];
  const html = await render(
    createElement(template.Component, {
      data,
      site: emailSite(
        publicUrl,
        unsubscribeUrl && isNotificationType(emailType)
          ? { url: unsubscribeUrl, label: emailTypeLabel(emailType) }
          : undefined,
      ),
    }),
  );
  // The same conversion as render(..., { plainText: true }), without rendering the tree twice; headings
  // keep their case (html-to-text shouts them by default).
  const text = toPlainText(html, { selectors: [{ selector: 'h1', options: { uppercase: false } }] });
  return { subject: template.subject(data), html, text };
}

/** "jobTitle: Invalid input; budget.currency: must be a currency code like GBP" */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
