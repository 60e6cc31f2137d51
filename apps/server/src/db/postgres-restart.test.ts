import type { Booking } from '@reelhire/shared/booking-records';
import { and, count, eq, like, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { CHAT_ERRORS, type Ack } from '@reelhire/shared/chat-realtime';
import { ledgerTransactions } from './schema/ledger.ts';
import { openDatabase } from './client.ts';
import { call, keyed } from '../modules/applications/hiring-test-kit.ts';
import { bookedWork, delivery, milestoneAction } from '../modules/bookings/booking-test-kit.ts';
import { fundMilestone } from '../modules/earnings/money-test-kit.ts';
import { checkLedger } from '../modules/ledger/ledger-check.ts';
import { signedInAccount } from '../modules/auth/auth-test-kit.ts';
import { connected, openSocket, type TestSocket } from '../realtime/realtime-test-kit.ts';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres.ts';
import { waitFor, within } from '../test/server-process.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Decision 0069: PostgreSQL restarts (a failover, an upgrade) while the server takes traffic. The test
// owns its PostgreSQL (the shared one is never stopped): while it is down every request is a quick 503
// with Retry-After and a JSON error, the server recovers by itself once it is back, and a money call
// caught in the middle either happened entirely or not at all, and moves money once when retried.

const bin = postgresBinaries();
// Once is enough: the PGlite pass has nothing to restart, so it runs in the server-postgres pass.
const onServerPass = Boolean(process.env.TEST_DATABASE_URL);

interface Seen {
  status: number;
  retryAfter: string | undefined;
  body: string;
  ms: number;
}

describe.runIf(bin && onServerPass)('PostgreSQL restarted under traffic', () => {
  // skipped without PostgreSQL's binaries (/usr/lib/postgresql/*/bin) or outside the server-postgres pass
  let postgres: PrivatePostgres;
  let t: TestApp;

  beforeAll(async () => {
    postgres = await startPrivatePostgres(bin!);
    const database = await openDatabase({
      databaseUrl: postgres.url,
      // As index.ts does: an idle connection dying with the server must not crash the process.
      onConnectionError: () => undefined,
    });
    await database.migrate();
    t = await createTestApp({
      database: { ...database, url: postgres.url },
      env: { API_RATE_LIMIT_PER_MINUTE: '1000000' },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await postgres?.destroy();
  });

  test('sockets are told to retry later, not that they are signed out, while it is down', async () => {
    const account = await signedInAccount(t, { email: 'restart-socket@example.com' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const open = () => openSocket({ origin, apikey: t.anonKey, token: account.token });
    const ping = (socket: TestSocket) =>
      within(
        'a ping_health answer',
        new Promise<Ack<unknown>>((resolve) => socket.emit('ping_health', resolve)),
      );
    const sockets: TestSocket[] = [];
    try {
      const before = open();
      sockets.push(before);
      await within('the socket to connect', connected(before));
      expect((await ping(before)).ok).toBe(true);

      await postgres.stop();
      // SPEC section 4's "cannot accept more connections": the web app cleans up and retries in 5 s.
      expect(await ping(before)).toMatchObject({ ok: false, error: CHAT_ERRORS.tooManyConnections });
      const during = open();
      sockets.push(during);
      await expect(within('the handshake to be refused', connected(during))).rejects.toThrow(
        CHAT_ERRORS.tooManyConnections,
      );

      await postgres.start();
      const after = await waitFor('the handshake to pass again', () => {
        const socket = open();
        sockets.push(socket);
        return connected(socket).catch(() => undefined);
      });
      expect((await ping(after)).ok).toBe(true);
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  }, 60_000);

  test('requests fail fast with 503 while it is down, recover after, and money moves once', async () => {
    const { client, filmmaker, booking } = await bookedWork(t, 'restart');
    const milestone = booking.milestones[0]!;
    await fundMilestone(t.database.db, {
      clientId: booking.client_id,
      milestoneId: milestone.id,
      currency: booking.currency,
      amountMinor: milestone.amount_minor,
    });
    await milestoneAction(t, filmmaker, milestone.id, 'submit', delivery);

    // A steady stream of reads, two at a time, each one timed.
    const seen: Seen[] = [];
    let streaming = true;
    const stream = async () => {
      while (streaming) {
        const started = Date.now();
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/rest/v1/bookings/${booking.id}`,
          headers: { apikey: t.anonKey, authorization: `Bearer ${client.token}` },
        });
        seen.push({
          status: response.statusCode,
          retryAfter: response.headers['retry-after'] as string | undefined,
          body: response.body,
          ms: Date.now() - started,
        });
      }
    };
    // And transactions back to back, as the jobs and money calls run them: some are opening (`begin`)
    // at the moment PostgreSQL goes away.
    const transactions = async () => {
      while (streaming) {
        await t.database.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
          })
          .catch(() => undefined);
        // Only the failures that come at once matter here; the rest is left to the reads.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const streams = [stream(), stream(), ...Array.from({ length: 4 }, transactions)];
    const key = keyed('restart-approve-0001');
    try {
      await waitFor('the stream to be answered', () => seen.some((s) => s.status === 200));

      // The approval releases the escrow; PostgreSQL stops while it may still be running.
      const approving = call<Booking>(
        t,
        client.token,
        'POST',
        `/milestones/${milestone.id}/approve`,
        {},
        key,
      );
      await postgres.stop();
      const firstTry = await approving;
      expect([200, 503]).toContain(firstTry.status);

      const whileDown = seen.length;
      await waitFor('requests to be answered while PostgreSQL is down', () => seen.length >= whileDown + 4);
      const downAnswers = seen.slice(whileDown);
      for (const answer of downAnswers) {
        expect(answer.status).toBe(503);
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(JSON.parse(answer.body)).toHaveProperty('error');
      }

      await postgres.start();
      const recovered = seen.length;
      await waitFor(
        'the server to answer from PostgreSQL again',
        () => seen.slice(recovered).some((s) => s.status === 200),
        30_000,
      );
    } finally {
      streaming = false;
      await within('the streams to end', Promise.all(streams), 15_000);
    }

    // Nothing but answers and clean refusals, none of them slow.
    expect(seen.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
    expect(seen.filter((s) => s.status === 503 && !s.retryAfter)).toEqual([]);
    expect(Math.max(...seen.map((s) => s.ms))).toBeLessThan(10_000);

    // The client retries the approval with the same key: the escrow is released exactly once.
    const retry = await within(
      'the retried approval',
      call<Booking>(t, client.token, 'POST', `/milestones/${milestone.id}/approve`, {}, key),
    );
    expect(retry.status).toBe(200);
    expect(retry.body.milestones[0]!.status).toBe('approved');
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, 'escrow_release'),
          like(ledgerTransactions.idempotencyKey, `%${milestone.id}%`),
        ),
      );
    expect(n).toBe(1);
    const ledger = await checkLedger({ db: t.database.db });
    expect(ledger.mismatchedAccounts).toEqual([]);
    expect(ledger.unbalancedTransactions).toEqual([]);
    expect(ledger.negativeAccounts).toEqual([]);

    // No connection was left checked out by a statement the stop cut short: the pool closes.
    const closing = t.close();
    t = undefined as unknown as TestApp;
    await within('closing the app and its database', closing, 10_000);
  }, 120_000);
});
