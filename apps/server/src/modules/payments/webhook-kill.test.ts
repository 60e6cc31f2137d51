import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { killServer, startServer, within, type ServerProcess } from '../../test/server-process.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { bookedWork } from '../bookings/booking-test-kit.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { pay, sessionOf } from './payments-test-kit.ts';
import { SANDBOX_SIGNATURE_HEADER, sandboxWebhookSecret, signSandboxBody } from './sandbox-signature.ts';

// Decision 0069: the server process is killed (SIGKILL: no shutdown, no rollback of its own) while
// payment webhooks are being applied; after a restart the provider delivers them again. Each payment is
// applied exactly once and the ledger has no half-written movement. The webhook is stored before it is
// applied and applied in one transaction (decision 0042), so PostgreSQL undoes what the kill cut short.

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('a server killed while applying payment webhooks', () => {
  // runs in the server-postgres pass: the killed process and the test share a PostgreSQL database
  let database: TestDatabase;
  let setup: TestApp;
  let server: ServerProcess | undefined;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-webhook-kill-'));
  }, 60_000);
  afterAll(async () => {
    await killServer(server);
    await setup?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('each payment is applied exactly once after the webhooks are replayed', async () => {
    // Open card payments, made through the API of an app in this process on the same database.
    setup = await createTestApp({ database: { ...database, close: async () => {} } });
    const sessions: { paymentId: string; sessionId: string; eventId: string }[] = [];
    for (const prefix of ['kill-a', 'kill-b', 'kill-c', 'kill-d']) {
      const work = await bookedWork(setup, prefix);
      for (const milestone of work.booking.milestones) {
        const started = await pay(setup, work.client, {
          purpose: 'milestone_funding',
          milestone_id: milestone.id,
          method: 'card',
        });
        expect(started.status).toBe(201);
        sessions.push({
          paymentId: started.body.id,
          sessionId: sessionOf(started.body.checkout_url!),
          eventId: `evt_kill_${randomUUID()}`,
        });
      }
    }

    const env = { DATABASE_URL: database.url!, API_RATE_LIMIT_PER_MINUTE: '100000' };
    const secret = sandboxWebhookSecret({ jwtSecret: TEST_JWT_SECRET });
    /** The sandbox's signed "payment succeeded" for a session, as the provider sends it (and sends again). */
    const deliver = (origin: string, session: (typeof sessions)[number]) => {
      const body = JSON.stringify({
        id: session.eventId,
        type: 'payment.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: { session_id: session.sessionId, failure_reason: null },
      });
      return fetch(`${origin}/api/payments/webhook/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body),
        },
        body,
      });
    };

    // All at once; the process is killed as soon as the first is answered, with the rest in flight.
    server = await startServer(dataDir, env);
    const first = server;
    const deliveries = sessions.map((session) =>
      deliver(first.origin, session).then(
        (response) => response.status,
        () => 'cut off' as const,
      ),
    );
    await within('the first webhook to be answered', Promise.race(deliveries), 20_000);
    first.child.kill('SIGKILL');
    await first.exited;
    const answered = await within('the deliveries to end', Promise.all(deliveries), 10_000);
    // Some answered before the kill, the rest were cut off: what the kill interrupted is what is tested.
    expect(answered.filter((status) => status !== 'cut off').every((status) => status === 200)).toBe(true);

    // Restarted, the provider delivers every event again (it had no answer for some, or retries anyway).
    server = await startServer(dataDir, env);
    for (const session of sessions) {
      const replay = await deliver(server.origin, session);
      expect(replay.status).toBe(200);
      expect(((await replay.json()) as { outcome: string }).outcome).toMatch(
        /^(applied: succeeded|duplicate: applied: succeeded)$/,
      );
    }

    const db = database.db;
    const ids = sessions.map((session) => session.paymentId);
    // Exactly one movement per payment, and every payment succeeded.
    const movements = await queryRows<{ paymentId: string; n: number }>(
      db,
      sql`select reference->>'paymentId' as "paymentId", count(*)::int as n
            from ledger_transactions where reference->>'paymentId' in ${ids} group by 1`,
    );
    expect(movements.map((row) => row.n)).toEqual(ids.map(() => 1));
    const statuses = await queryRows<{ status: string }>(
      db,
      sql`select status from payments where id in ${ids}`,
    );
    expect(statuses.map((row) => row.status)).toEqual(ids.map(() => 'succeeded'));
    // Each event stored once and applied once.
    const events = await queryRows<{ applied: boolean }>(
      db,
      sql`select applied_at is not null as applied from payment_webhook_events
           where event_id in ${sessions.map((session) => session.eventId)}`,
    );
    expect(events).toEqual(sessions.map(() => ({ applied: true })));
    // No movement without its entries, and the ledger adds up.
    const orphans = await queryRows<{ id: string }>(
      db,
      sql`select t.id from ledger_transactions t
           where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`,
    );
    expect(orphans).toEqual([]);
    const ledger = await checkLedger({ db });
    expect(ledger.mismatchedAccounts).toEqual([]);
    expect(ledger.unbalancedTransactions).toEqual([]);
    expect(ledger.negativeAccounts).toEqual([]);
  }, 180_000);
});
