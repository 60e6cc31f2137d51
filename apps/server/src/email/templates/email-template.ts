import type { EmailType } from '@reelhire/shared/email';
import {
  emailTemplateDataSchemas,
  type EmailTemplateData,
  type EmailTemplateDataSchemas,
} from '@reelhire/shared/email-template-data';
import type { ReactElement } from 'react';

/** Where an email's links point: the web app at PUBLIC_URL. */
export interface EmailSite {
  publicUrl: string;
  /** An absolute link to a path of the web app, with optional query parameters (empty ones left out). */
  link(path: string, query?: Record<string, string | undefined>): string;
  /**
   * The one-click unsubscribe link for this email's type and recipient (decision 0063); absent for emails
   * that are always sent and for addresses without an account.
   */
  unsubscribe?: { url: string; label: string } | undefined;
}

export interface EmailTemplate<T extends EmailType> {
  /** The shape of the email's templateData (shared with the web app and the send-email function). */
  schema: EmailTemplateDataSchemas[T];
  subject(data: EmailTemplateData<T>): string;
  Component(props: { data: EmailTemplateData<T>; site: EmailSite }): ReactElement;
}

/** Pairs a template with its type's shared data schema, so the two cannot drift apart. */
export function defineEmailTemplate<T extends EmailType>(
  type: T,
  template: Omit<EmailTemplate<T>, 'schema'>,
): EmailTemplate<T> {
  return { schema: emailTemplateDataSchemas[type], ...template };
}

export function emailSite(publicUrl: string, unsubscribe?: EmailSite['unsubscribe']): EmailSite {
  const base = publicUrl.replace(/\/$/, '');
  return {
    publicUrl: base,
    unsubscribe,
    link(path, query = {}) {
      const url = new URL(`${base}${path}`);
      for (const [key, value] of Object.entries(query)) {
        if (value) url.searchParams.set(key, value);
      }
      return url.toString();
    },
  };
}
