import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { devMailbox, emailOutbox } from '../../db/schema/email.ts';
import { processDueEmails } from '../../jobs/process-due-emails.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { enqueueEmail } from '../enqueue-email.ts';
import { createEmailTransport } from './create-email-transport.ts';

const publicUrl = 'http://reelhire.test';
const mailFrom = 'Reelhire <no-reply@reelhire.test>';

let database: TestDatabase;
let logLines: Record<string, unknown>[];
const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  logLines = [];
  await database.db.execute(sql`delete from dev_mailbox`);
  await database.db.execute(sql`delete from email_outbox`);
});

const devTransport = (env: 'development' | 'production' = 'development') =>
  createEmailTransport({ config: { smtpUrl: undefined, mailFrom, env }, db: database.db, logger });

const queueSignInCode = () =>
  enqueueEmail({
    db: database.db,
    emailType: 'sign_in_code',
    recipientEmail: 'Maya@Example.com',
    templateData: { code: '271828', actionPath: '/api/auth/v1/verify?token=t&type=magiclink' },
  });

describe('the dev mailbox transport', () => {
  test('is used when no SMTP_URL is set; SMTP when it is', async () => {
    expect(devTransport().kind).toBe('dev-mailbox');
    const smtp = createEmailTransport({
      config: { smtpUrl: 'smtp://127.0.0.1:2525', mailFrom, env: 'development' },
      db: database.db,
      logger,
    });
    expect(smtp.kind).toBe('smtp');
    await smtp.close();
  });

  test('stores the sent email and logs who it went to and its subject, never its code (decision 0019)', async () => {
    const id = await queueSignInCode();
    const result = await processDueEmails({ db: database.db, transport: devTransport(), publicUrl });
    expect(result.sent).toBe(1);

    const stored = await database.db.select().from(devMailbox);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      outboxId: id,
      fromAddress: mailFrom,
      toAddress: 'Maya@Example.com',
      subject: 'Your Reelhire sign-in code',
    });
    expect(stored[0]!.text).toContain('271828');
    expect(stored[0]!.html).toContain('271828');

    const [outbox] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(outbox).toMatchObject({ status: 'sent', messageId: stored[0]!.id });

    expect(logLines).toContainEqual(
      expect.objectContaining({
        msg: 'Email to Maya@Example.com: Your Reelhire sign-in code',
        to: 'Maya@Example.com',
        subject: 'Your Reelhire sign-in code',
      }),
    );
    // The code and the link's token are read on the mailbox page, not in the log.
    expect(JSON.stringify(logLines)).not.toContain('271828');
    expect(JSON.stringify(logLines)).not.toContain('token=t');
  });

  test('logs no code for notification emails', async () => {
    await enqueueEmail({
      db: database.db,
      emailType: 'welcome',
      recipientEmail: 'tom@example.com',
      templateData: { firstName: 'Tom', userType: 'client', code: '999999' },
    });
    await processDueEmails({ db: database.db, transport: devTransport(), publicUrl });
    const line = logLines.find((entry) => entry.to === 'tom@example.com');
    expect(line).toMatchObject({ msg: 'Email to tom@example.com: Welcome to Reelhire, Tom' });
    expect(line).not.toHaveProperty('code');
  });

  test('in production it warns that nothing is delivered and keeps codes out of the log', async () => {
    const transport = devTransport('production');
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/SMTP_URL is not set/) }),
    );
    await queueSignInCode();
    await processDueEmails({ db: database.db, transport, publicUrl });
    const line = logLines.find((entry) => entry.to === 'Maya@Example.com');
    expect(line).toMatchObject({ msg: 'Email to Maya@Example.com: Your Reelhire sign-in code' });
    expect(JSON.stringify(logLines)).not.toContain('271828');
  });
});
