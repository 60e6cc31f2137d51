import type { AddressInfo } from 'node:net';
import {
  EMAIL_TYPES,
  NOTIFICATION_EMAIL_TYPES,
  emailPriority,
  type EmailPriority,
  type EmailType,
} from '@reelhire/shared/email';
import { emailHonoursPreferences, isOptionalEmailType } from '@reelhire/shared/email-preferences';
import { HtmlValidate } from 'html-validate';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema/auth.ts';
import { processDueEmails } from '../jobs/process-due-emails.ts';
import { EMAIL_SAMPLES } from '../test/email-samples.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { enqueueEmail } from './enqueue-email.ts';
import { renderEmail } from './render-email.ts';
import { createSmtpTransport } from './transports/smtp-transport.ts';

// The whole email catalogue (docs/product.md §3's 17 notification emails and the account emails): each one
// renders to valid HTML with a plain-text part and a subject, and goes out over real SMTP, most urgent first,
// with a one-click unsubscribe (RFC 8058) on every email a member may turn off (decision 0063).

const publicUrl = 'https://reelhire.example';
const SECRET = 'catalogue-test-secret-0123456789-0123456789';
const UNSUBSCRIBE = `${publicUrl}/api/email/unsubscribe?token=`;

// React Email writes HTML for mail clients: layout tables with their presentational attributes, inline
// styles, and its own preview text tricks. Those rules are for web pages; everything else of the standard
// set stays on (unclosed or misnested elements, duplicate ids, unknown elements and attributes ...).
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    'no-inline-style': 'off',
    'no-deprecated-attr': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-raw-characters': 'off',
    'valid-id': 'off',
    'wcag/h63': 'off',
    'element-required-attributes': 'off',
    'no-redundant-role': 'off',
    // React Email declares XHTML 1.0 Transitional, which mail clients render most predictably.
    'doctype-html': 'off',
  },
});

describe('every email renders', () => {
  test('the catalogue holds the 17 notification emails of docs/product.md §3', () => {
    expect(NOTIFICATION_EMAIL_TYPES).toHaveLength(17);
  });

  test.each(EMAIL_TYPES)('%s: valid HTML, a plain-text part and a subject', async (type) => {
    const optional = isOptionalEmailType(type);
    const unsubscribeUrl = optional ? `${UNSUBSCRIBE}user.${type}.signature` : undefined;
    const email = await renderEmail({
      emailType: type,
      templateData: EMAIL_SAMPLES[type].data,
      publicUrl,
      unsubscribeUrl,
    });

    expect(email.subject).toBe(EMAIL_SAMPLES[type].subject);
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    const report = await validator.validateString(email.html);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(problems).toEqual([]);
    expect(report.valid).toBe(true);

    expect(email.text.length).toBeGreaterThan(40);
    expect(email.text).not.toMatch(/<[a-z]+[\s>]/i);
    for (const words of EMAIL_SAMPLES[type].says) expect(email.text).toContain(words);
    // The footer says why the email came.
    expect(email.text).toMatch(/You're getting this|You're getting this email|because/);
    if (optional) {
      expect(email.text).toContain(`Unsubscribe from these emails ${unsubscribeUrl}`);
      expect(email.text).toMatch(
        /your account settings https:\/\/reelhire\.example\/(filmmaker|client)\/dashboard\/account/,
      );
    } else {
      expect(email.text).not.toContain('Unsubscribe');
    }
    // Every email about the member's work links to the settings; account emails (codes, links) and the
    // team's reply to their feedback do not.
    if ((NOTIFICATION_EMAIL_TYPES as readonly string[]).includes(type) || type.startsWith('dispute_')) {
      expect(email.text).toContain('Choose which emails you get in your account settings');
    } else {
      expect(email.text).not.toContain('/dashboard/account');
    }
  });
});

describe('every email goes out over SMTP', () => {
  let database: TestDatabase;
  let smtp: SMTPServer;
  let port: number;
  const received: { to: string[]; raw: Buffer }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database?.close();
  });

  test('each type reaches its recipient with its subject and text, high before medium before low', async () => {
    await database.db.execute(sql`delete from email_outbox`);
    // One member per type, so that each message is known by its recipient.
    const recipient = (type: EmailType) => `${type.replaceAll('_', '-')}@members.example`;
    await database.db.insert(users).values(
      EMAIL_TYPES.map((type) => ({
        email: recipient(type),
        emailConfirmedAt: new Date(),
        userMetadata: { user_type: 'filmmaker' },
      })),
    );
    // Queued lowest first, so that sending order is the queue's doing, not the order of arrival.
    const rank: Record<EmailPriority, number> = { high: 0, medium: 1, low: 2 };
    const queued = [...EMAIL_TYPES].sort(
      (a, b) => rank[emailPriority(b, EMAIL_SAMPLES[b].data)] - rank[emailPriority(a, EMAIL_SAMPLES[a].data)],
    );
    for (const type of queued) {
      await enqueueEmail({
        db: database.db,
        emailType: type,
        recipientEmail: recipient(type),
        templateData: EMAIL_SAMPLES[type].data,
      });
    }
    // Scheduled for later: stays in the queue until its time.
    const later = new Date(Date.now() + 3600_000);
    await enqueueEmail({
      db: database.db,
      emailType: 'weekly_digest',
      recipientEmail: recipient('weekly_digest'),
      templateData: EMAIL_SAMPLES.weekly_digest.data,
      priority: 'high',
      scheduledAt: later,
    });

    const transport = createSmtpTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Reelhire <no-reply@reelhire.example>',
    });
    try {
      // One at a time, as a worker with a batch of one would: the order is the queue's order.
      for (let pass = 0; pass < EMAIL_TYPES.length + 2; pass++) {
        await processDueEmails({
          db: database.db,
          transport,
          publicUrl,
          unsubscribeSecret: SECRET,
          batchSize: 1,
        });
      }
      expect(received).toHaveLength(EMAIL_TYPES.length);

      const mails: ParsedMail[] = await Promise.all(received.map((message) => simpleParser(message.raw)));
      const typeOf = (mail: ParsedMail) =>
        EMAIL_TYPES.find((type) => recipient(type) === (mail.to as { text: string }).text)!;
      const priorities = mails.map(
        (mail) => rank[emailPriority(typeOf(mail), EMAIL_SAMPLES[typeOf(mail)].data)],
      );
      expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
      expect(new Set(mails.map(typeOf))).toEqual(new Set(EMAIL_TYPES));

      for (const mail of mails) {
        const type = typeOf(mail);
        const sample = EMAIL_SAMPLES[type];
        expect(mail.subject).toBe(sample.subject);
        expect(received.find((message) => message.to.includes(recipient(type)))).toBeDefined();
        expect(mail.text).toContain(sample.says[0]);
        expect(mail.html).toContain('<!DOCTYPE html');
        // mailparser files List-* headers under `list` (RFC 2369): { unsubscribe: { url }, 'unsubscribe-post': { name } }.
        const list = mail.headers.get('list') as
          { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } } | undefined;
        if (emailHonoursPreferences(type, sample.data)) {
          const url = list?.unsubscribe?.url;
          expect(url, type).toMatch(/^https:\/\/reelhire\.example\/api\/email\/unsubscribe\?token=/);
          expect(list?.['unsubscribe-post']?.name, type).toBe('List-Unsubscribe=One-Click');
          expect(mail.text, type).toContain(url);
        } else {
          expect(list?.unsubscribe, type).toBeUndefined();
          expect(list?.['unsubscribe-post'], type).toBeUndefined();
        }
      }

      // Its time comes: the scheduled one goes too.
      received.length = 0;
      await processDueEmails({
        db: database.db,
        transport,
        publicUrl,
        unsubscribeSecret: SECRET,
        now: new Date(later.getTime() + 1000),
      });
      expect(received.map((message) => message.to)).toEqual([[recipient('weekly_digest')]]);
    } finally {
      await transport.close();
    }
  });
});
