// One package per component: the `@react-email/components` barrel also loads its code-block (Prism), Tailwind
// and Markdown renderers, about a second of every server start (decision 0067).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import type { EmailSite } from './email-template.ts';

// Templates are plain .ts with createElement, not .tsx: the server runs on Node's type stripping, which
// does not transform JSX (docs/decisions 0002).

const BRAND = '#e11d48';
const INK = '#111827';
const MUTED = '#6b7280';

const styles = {
  body: { backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: 0 },
  container: {
    backgroundColor: '#ffffff',
    margin: '24px auto',
    padding: '32px 32px 24px',
    maxWidth: '560px',
    borderRadius: '8px',
  },
  logo: { color: BRAND, fontSize: '22px', fontWeight: 700, letterSpacing: '-0.5px', margin: '0 0 24px' },
  heading: { color: INK, fontSize: '22px', lineHeight: '30px', fontWeight: 700, margin: '0 0 16px' },
  paragraph: { color: INK, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  button: {
    backgroundColor: BRAND,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  code: {
    backgroundColor: '#f4f4f5',
    borderRadius: '6px',
    color: INK,
    fontFamily: 'Menlo, Consolas, monospace',
    fontSize: '32px',
    fontWeight: 700,
    letterSpacing: '8px',
    margin: '0 0 16px',
    padding: '16px',
    textAlign: 'center' as const,
  },
  fact: { color: INK, fontSize: '15px', lineHeight: '22px', margin: '0 0 4px' },
  quote: {
    borderLeft: `3px solid ${BRAND}`,
    color: INK,
    fontSize: '15px',
    fontStyle: 'italic',
    lineHeight: '22px',
    margin: '0 0 16px',
    padding: '4px 0 4px 12px',
  },
  hr: { borderColor: '#e4e4e7', margin: '24px 0 16px' },
  footer: { color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  footerLink: { color: MUTED, textDecoration: 'underline' },
};

export interface EmailLayoutProps {
  site: EmailSite;
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  /** Why this person gets this email, in the footer. */
  reason: string;
  /** The account page where notification emails are managed; account emails have none. */
  manageNotificationsPath?: string | undefined;
  children?: ReactNode;
}

/** Logo, heading, body and a footer saying why the email came: shared by every Reelhire email. */
export function EmailLayout({
  site,
  preview,
  heading,
  reason,
  manageNotificationsPath,
  children,
}: EmailLayoutProps): ReactElement {
  return h(
    Html,
    { lang: 'en' },
    // A title, as every HTML document has: webmail tabs and "view in browser" show it.
    h(Head, null, h('title', null, heading)),
    h(Preview, null, preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.logo }, 'Reelhire'),
        h(Heading, { as: 'h1', style: styles.heading }, heading),
        children,
        h(Hr, { style: styles.hr }),
        h(Text, { style: styles.footer }, reason),
        manageNotificationsPath
          ? h(
              Text,
              { style: styles.footer },
              'Choose which emails you get in ',
              h(
                Link,
                {
                  href: site.link(manageNotificationsPath, { tab: 'notifications' }),
                  style: styles.footerLink,
                },
                'your account settings',
              ),
              '.',
            )
          : null,
        site.unsubscribe
          ? h(
              Text,
              { style: styles.footer },
              h(
                Link,
                { href: site.unsubscribe.url, style: styles.footerLink },
                'Unsubscribe from these emails',
              ),
              ` (${site.unsubscribe.label}).`,
            )
          : null,
        h(
          Text,
          { style: styles.footer },
          h(Link, { href: site.publicUrl, style: styles.footerLink }, 'Reelhire'),
          ', where clients hire filmmakers.',
        ),
      ),
    ),
  );
}

export function Paragraph({ children }: { children?: ReactNode }): ReactElement {
  return h(Text, { style: styles.paragraph }, children);
}

/** The one thing the email asks the reader to do. */
export function ActionButton({ href, children }: { href: string; children?: ReactNode }): ReactElement {
  return h(Section, { style: { margin: '8px 0 24px' } }, h(Button, { href, style: styles.button }, children));
}

/** A one-time code, large and easy to copy. */
export function CodeBox({ code }: { code: string }): ReactElement {
  return h(Text, { style: styles.code }, code);
}

/** Label and value lines ("Budget: £2,400"); missing values are left out. */
export function Facts({
  facts,
}: {
  facts: [label: string, value: string | undefined][];
}): ReactElement | null {
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (shown.length === 0) return null;
  return h(
    Section,
    { style: { margin: '0 0 16px' } },
    ...shown.map(([label, value]) =>
      h(Text, { key: label, style: styles.fact }, h('strong', null, `${label}: `), value),
    ),
  );
}

/** Someone else's words (a message, revision notes), set apart from ours. */
export function Quote({ children }: { children?: ReactNode }): ReactElement {
  return h(Text, { style: styles.quote }, children);
}

/** "Hi Maya," or "Hi there," when the name is not known. */
export function greeting(firstName: string | undefined): string {
  return `Hi ${firstName?.trim() || 'there'},`;
}
