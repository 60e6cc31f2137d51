import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { emailOutbox } from '../db/schema/email.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { recordingTransport } from '../email/transports/recording-transport.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { startEmailWorker, type EmailWorker } from './email-worker.ts';

const publicUrl = 'http://reelhire.test';
const logger = pino({ level: 'silent' });

let database: TestDatabase;
let worker: EmailWorker | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from email_outbox`);
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

const queueWelcome = (to: string, scheduledAt?: Date) =>
  enqueueEmail({
    db: database.db,
    emailType: 'welcome',
    recipientEmail: to,
    templateData: { userType: 'client' },
    scheduledAt,
  });

const statusOf = async (id: string) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]?.status;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the email worker', () => {
  test('sends an email as soon as it is queued, without waiting for its next poll', async () => {
    const transport = recordingTransport();
    // Polls so rarely that only the wake-up can explain a prompt send.
    worker = startEmailWorker({
      db: database.db,
      transport,
      publicUrl,
      logger,
      busyIntervalMs: 60_000,
      idleIntervalMs: 60_000,
    });
    await sleep(100); // the first, empty pass
    const queuedAt = Date.now();
    const id = await queueWelcome('now@example.com');
    await vi.waitFor(async () => expect(await statusOf(id)).toBe('sent'), { timeout: 3000, interval: 20 });
    expect(Date.now() - queuedAt).toBeLessThan(3000);
    expect(transport.sent.map((email) => email.to)).toEqual(['now@example.com']);
  });

  test('finds scheduled emails by polling when their time comes', async () => {
    const transport = recordingTransport();
    const id = await queueWelcome('soon@example.com', new Date(Date.now() + 300));
    worker = startEmailWorker({
      db: database.db,
      transport,
      publicUrl,
      logger,
      busyIntervalMs: 50,
      idleIntervalMs: 100,
    });
    expect(await statusOf(id)).toBe('pending');
    await vi.waitFor(async () => expect(await statusOf(id)).toBe('sent'), { timeout: 3000, interval: 20 });
  });

  test('stop() waits for the batch being sent, then closes the transport and sends nothing more', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transport = recordingTransport(() => released);
    worker = startEmailWorker({ db: database.db, transport, publicUrl, logger, busyIntervalMs: 50 });
    const id = await queueWelcome('inflight@example.com');
    await vi.waitFor(() => expect(transport.calls).toBe(1), { timeout: 3000, interval: 10 });

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await sleep(100);
    expect(stopped).toBe(false);
    expect(transport.closed).toBe(false);

    release();
    await stopping;
    expect(await statusOf(id)).toBe('sent');
    expect(transport.closed).toBe(true);

    const later = await queueWelcome('after-stop@example.com');
    await sleep(200);
    expect(await statusOf(later)).toBe('pending');
    expect(transport.calls).toBe(1);
  });

  test('keeps running after a pass fails (the database was away)', async () => {
    const transport = recordingTransport();
    const errors: unknown[] = [];
    const watchingLogger = pino(
      { level: 'error' },
      { write: (line: string) => errors.push(JSON.parse(line)) },
    );
    // Every query fails, as with a database that is restarting.
    const broken = new Proxy(database.db, {
      get: () => () => {
        throw new Error('connection refused');
      },
    });
    worker = startEmailWorker({
      db: broken,
      transport,
      publicUrl,
      logger: watchingLogger,
      busyIntervalMs: 20,
      idleIntervalMs: 40,
    });
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2), { timeout: 3000, interval: 10 });
    expect(errors[0]).toMatchObject({
      msg: 'email worker could not process the queue',
      err: { message: 'connection refused' },
    });
  });
});
