import type { AddressInfo } from 'node:net';
import { freePort } from '../../../../../scripts/free-port.ts';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { emailOutbox } from '../../db/schema/email.ts';
import { processDueEmails } from '../../jobs/process-due-emails.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { enqueueEmail } from '../enqueue-email.ts';
import type { EmailTransport } from './email-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

// End to end over real SMTP: the worker renders, nodemailer sends, and a local smtp-server receives.

const FROM = 'Reelhire <no-reply@reelhire.test>';
const publicUrl = 'http://reelhire.test';

interface ReceivedMessage {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

let database: TestDatabase;
let smtp: SMTPServer;
let port: number;
let received: ReceivedMessage[];
let transport: EmailTransport | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    logger: false,
    // A plain local server: no TLS to negotiate, but a login is still required.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'reelhire' && auth.password === 's3cret')
        return callback(null, { user: 'reelhire' });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) {
        return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
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

beforeEach(async () => {
  received = [];
  await database.db.execute(sql`delete from email_outbox`);
});

afterEach(async () => {
  await transport?.close();
  transport = undefined;
});

const smtpTransport = (url = `smtp://reelhire:s3cret@127.0.0.1:${port}`) => {
  transport = createSmtpTransport({ smtpUrl: url, from: FROM });
  return transport;
};

const queueWelcome = (to: string) =>
  enqueueEmail({
    db: database.db,
    emailType: 'welcome',
    recipientEmail: to,
    templateData: { firstName: 'Maya', userType: 'filmmaker' },
  });

const outboxRow = async (id: string) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe('sending over SMTP', () => {
  test('delivers the rendered email with its From, To, Subject, text and HTML', async () => {
    const id = await queueWelcome('maya@example.com');
    const result = await processDueEmails({ db: database.db, transport: smtpTransport(), publicUrl });
    expect(result).toMatchObject({ sent: 1, failed: 0, retrying: 0 });

    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.envelopeFrom).toBe('no-reply@reelhire.test');
    expect(message.envelopeTo).toEqual(['maya@example.com']);

    const mail = parseMessage(message.raw);
    expect(mail.headers.from).toBe('Reelhire <no-reply@reelhire.test>');
    expect(mail.headers.to).toBe('maya@example.com');
    expect(mail.headers.subject).toBe('Welcome to Reelhire, Maya');
    expect(mail.headers['x-reelhire-email-id']).toBe(id);
    expect(mail.text).toContain('Hi Maya,');
    expect(mail.text).toContain('Set up your profile http://reelhire.test/filmmaker/profile-setup/basic');
    expect(mail.html).toContain('href="http://reelhire.test/filmmaker/profile-setup/basic"');

    // The outbox keeps the Message-ID the server got.
    const stored = await outboxRow(id);
    expect(stored.status).toBe('sent');
    expect(stored.messageId).toBe(mail.headers['message-id']);
  });

  test('fails an email for good when the server refuses the recipient', async () => {
    const id = await queueWelcome('nobody@example.com');
    const result = await processDueEmails({ db: database.db, transport: smtpTransport(), publicUrl });
    expect(result).toMatchObject({ failed: 1, retrying: 0 });
    const stored = await outboxRow(id);
    expect(stored).toMatchObject({ status: 'failed', attempts: 1 });
    expect(stored.lastError).toMatch(/^The mail server refused the recipient: .*550/);
    expect(received).toHaveLength(0);
  });

  test('retries when the login is refused (a setting someone can fix)', async () => {
    const id = await queueWelcome('maya@example.com');
    const result = await processDueEmails({
      db: database.db,
      transport: smtpTransport(`smtp://reelhire:wrong@127.0.0.1:${port}`),
      publicUrl,
    });
    expect(result).toMatchObject({ retrying: 1, failed: 0 });
    const stored = await outboxRow(id);
    expect(stored.status).toBe('pending');
    expect(stored.lastError).toMatch(/Invalid login|Invalid username or password/);
  });

  test('retries when the server cannot be reached', async () => {
    const closedPort = await freePort();
    const id = await queueWelcome('maya@example.com');
    const result = await processDueEmails({
      db: database.db,
      transport: smtpTransport(`smtp://127.0.0.1:${closedPort}`),
      publicUrl,
    });
    expect(result).toMatchObject({ retrying: 1 });
    expect((await outboxRow(id)).lastError).toMatch(/ECONNREFUSED/);
  });
});

interface ParsedMessage {
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** Just enough MIME to read what nodemailer writes: headers, and a multipart/alternative body. */
function parseMessage(raw: string): ParsedMessage {
  const part = parsePart(raw);
  const parts = part.headers['content-type']?.startsWith('multipart/') ? splitMultipart(part) : [part];
  const body = (type: string) => {
    const found = parts.find((p) => p.headers['content-type']?.startsWith(type));
    return found ? decode(found) : '';
  };
  return { headers: part.headers, text: body('text/plain'), html: body('text/html') };
}

function parsePart(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(split).replace(/^\r?\n\r?\n/, '') };
}

function splitMultipart(part: { headers: Record<string, string>; body: string }) {
  const boundary = /boundary="?([^";]+)"?/.exec(part.headers['content-type']!)![1]!;
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => parsePart(chunk.replace(/^\r?\n/, '')));
}

function decode(part: { headers: Record<string, string>; body: string }): string {
  const encoding = part.headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}
