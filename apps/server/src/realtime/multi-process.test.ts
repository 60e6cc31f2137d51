import { randomUUID } from 'node:crypto';
import {
  REALTIME_PATH,
  type Ack,
  type ClientToServerEvents,
  type JoinedRoom,
  type PresenceRecord,
  type ServerToClientEvents,
  type StatusBroadcast,
} from '@reelhire/shared/chat-realtime';
import { type MessageRecord } from '@reelhire/shared/chat-messages';
import type { Hold } from '@reelhire/shared/hold-records';
import type { NotificationPush } from '@reelhire/shared/notifications';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { emailOutbox } from '../db/schema/email.ts';
import { holds } from '../db/schema/holds.ts';
import { scheduleHoldExpiry } from '../jobs/hold-expiry-schedule.ts';
import {
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  offer,
} from '../modules/applications/hiring-test-kit.ts';
import { createAccount } from '../modules/auth/auth-test-kit.ts';
import { fullDays, holdEvents, holdTerms, placeHoldAs } from '../modules/holds/hold-test-kit.ts';
import { chatPair, chatParty } from '../modules/chat/chat-test-kit.ts';
import { runPrivacyScenario } from './privacy-scenario.ts';
import { connected, eventually, joinRoom, openSocket, pause, sendOver } from './realtime-test-kit.ts';
import { startServerInstance, type ServerInstance } from '../test/server-instance.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { TEST_ANON_KEY, type TestApp } from '../test/test-app.ts';

// Several server processes share rooms and presence through Redis, and sessions, throttles, schedules
// and rate limits through PostgreSQL and Redis (docs/operations.md, decision 0068). Two apps in this
// process stand in for two processes: each has its own Socket.IO server, database pool, rate limiter and
// Redis connections, so nothing passes between them except through PostgreSQL and Redis, as between real
// processes.
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL;

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// Both processes count rate limits under one prefix, apart from other runs sharing this Redis.
const rateLimitNamespace = `reelhire-test:${randomUUID()}:`;

describe.runIf(postgresUrl && redisUrl)('two server processes on PostgreSQL and Redis', () => {
  // runs in the server-postgres project with REDIS_URL (CI); PGlite cannot be shared by two processes
  let shared: TestDatabase;
  let one: ServerInstance;
  let two: ServerInstance;
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase();
    const options = { databaseUrl: shared.url!, redisUrl: redisUrl!, rateLimitNamespace };
    one = await startServerInstance(options);
    two = await startServerInstance(options);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const instance of [one, two]) await instance?.close();
    await shared?.close();
  });

  test('a client on one and a filmmaker on the other chat with receipts and presence', async () => {
    // chatPair needs an app to sign in through; process one serves it, as a load balancer might.
    const asTestApp = { app: one.app, database: one.database, anonKey: TEST_ANON_KEY } as unknown as TestApp;
    const { client, filmmaker, room } = await chatPair(asTestApp, 'multi');

    const open = (origin: string, token: string) => {
      const socket: ChatSocket = connect(origin, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        auth: { apikey: TEST_ANON_KEY, token },
      });
      sockets.push(socket);
      return new Promise<ChatSocket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    };
    const join = (socket: ChatSocket) =>
      new Promise<Ack<JoinedRoom>>((resolve) => socket.emit('join', { room_name: room }, resolve));

    const clientSocket = await open(one.origin, client.token);
    const filmmakerSocket = await open(two.origin, filmmaker.token);
    await join(clientSocket);
    const bothPresent = new Promise<PresenceRecord[]>((resolve) =>
      clientSocket.on('presence', ({ presence }) => presence.length === 2 && resolve(presence)),
    );
    const joined = await join(filmmakerSocket);
    // The filmmaker, on process two, sees the client who is connected to process one.
    expect(joined.ok && joined.data.presence.map((record) => record.entity_role).sort()).toEqual([
      'client',
      'filmmaker',
    ]);
    expect((await bothPresent).map((record) => record.entity_role).sort()).toEqual(['client', 'filmmaker']);

    const arrived = new Promise<MessageRecord>((resolve) =>
      filmmakerSocket.on('message', ({ message }) => resolve(message)),
    );
    const ack = await new Promise<Ack<MessageRecord>>((resolve) =>
      clientSocket.emit(
        'send',
        {
          id: crypto.randomUUID(),
          room_name: room,
          content: 'Across processes',
          entity_id: client.entityId,
          entity_role: 'client',
        },
        resolve,
      ),
    );
    expect(ack.ok).toBe(true);
    expect((await arrived).content).toBe('Across processes');

    // The filmmaker's receipt, stored through process two, reaches the client on process one.
    const receipt = new Promise<StatusBroadcast>((resolve) =>
      clientSocket.on('status', ({ status }) => resolve(status)),
    );
    const response = await two.app.inject({
      method: 'PATCH',
      url: '/api/rest/v1/messages/bulk-status',
      headers: { apikey: TEST_ANON_KEY, authorization: `Bearer ${filmmaker.token}` },
      payload: { room_name: room, sender_id: client.entityId, status: 'read' },
    });
    expect(response.json()).toEqual({ success: true, count: 1 });
    expect(await receipt).toEqual({
      status: 'read',
      room,
      recipientRole: 'client',
      recipientId: client.entityId,
    });
  });

  test('two clients of one filmmaker, spread over both processes, each hear only their own conversation', async () => {
    const asTestApp = { app: one.app, database: one.database, anonKey: TEST_ANON_KEY } as unknown as TestApp;
    const party = (email: string, role: 'client' | 'filmmaker', name: string) =>
      chatParty(asTestApp, { email, role, name });
    const processOf = { a: one, b: two, stranger: two, filmmakerA: two, filmmakerB: one } as const;
    await runPrivacyScenario({
      apikey: TEST_ANON_KEY,
      filmmaker: await party('multi-pv-film@example.com', 'filmmaker', 'Ada Lens'),
      clientA: await party('multi-pv-a@example.com', 'client', 'Alpha Films'),
      clientB: await party('multi-pv-b@example.com', 'client', 'Beta Media'),
      stranger: await party('multi-pv-s@example.com', 'client', 'Nosy Ltd'),
      originOf: (socket) => processOf[socket].origin,
      bulkStatus: async (token, body) =>
        (
          await two.app.inject({
            method: 'PATCH',
            url: '/api/rest/v1/messages/bulk-status',
            headers: { apikey: TEST_ANON_KEY, authorization: `Bearer ${token}` },
            payload: body,
          })
        ).json(),
      sockets,
    });
  });

  test('a recipient with the room open on the other process is not emailed, and is once they leave it', async () => {
    const asTestApp = { app: one.app, database: one.database, anonKey: TEST_ANON_KEY } as unknown as TestApp;
    const { client, filmmaker, room } = await chatPair(asTestApp, 'multi-np', {
      client: 'Kite Co',
      filmmaker: 'Ines Vale',
    });
    const clientSocket = await connected(
      openSocket({ origin: one.origin, apikey: TEST_ANON_KEY, token: client.token }),
    );
    const filmmakerSocket = await connected(
      openSocket({ origin: two.origin, apikey: TEST_ANON_KEY, token: filmmaker.token }),
    );
    sockets.push(clientSocket, filmmakerSocket);
    await joinRoom(clientSocket, room);
    await joinRoom(filmmakerSocket, room);
    const send = async (content: string) => {
      const heard = new Promise((resolve) => filmmakerSocket.once('message', resolve));
      const ack = await sendOver(clientSocket, {
        id: randomUUID(),
        room_name: room,
        content,
        entity_id: client.entityId,
        entity_role: 'client',
      });
      expect(ack.ok).toBe(true);
      await heard;
    };
    const emailsToFilmmaker = () =>
      one.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipientEmail, filmmaker.email));

    // Process one asks both processes once and remembers the answer: the filmmaker has the room open.
    await send('While you are here');
    await send('Still here');

    // The filmmaker closes the room on process two; process one forgets what it remembered before the
    // client hears the new presence, so the next message emails the filmmaker.
    const alone = new Promise((resolve) =>
      clientSocket.on('presence', ({ presence }) => presence.length === 1 && resolve(presence)),
    );
    filmmakerSocket.emit('leave', { room_name: room }, () => {});
    await alone;
    const heardOnAccount = new Promise((resolve) => filmmakerSocket.once('message', resolve));
    const ack = await sendOver(clientSocket, {
      id: randomUUID(),
      room_name: room,
      content: 'After you left',
      entity_id: client.entityId,
      entity_role: 'client',
    });
    expect(ack.ok).toBe(true);
    await heardOnAccount;
    let emails = await emailsToFilmmaker();
    for (const started = Date.now(); emails.length === 0 && Date.now() - started < 5000;) {
      await pause(25);
      emails = await emailsToFilmmaker();
    }
    // One email, for the message sent after the room was closed: none for the two before.
    expect(emails).toHaveLength(1);
    expect(emails[0]!.templateData).toMatchObject({ messagePreview: 'After you left' });
  });

  const asTestApp = (instance: ServerInstance) =>
    ({ app: instance.app, database: instance.database, anonKey: TEST_ANON_KEY }) as unknown as TestApp;
  const auth = (instance: ServerInstance, url: string, payload: object | undefined, token?: string) =>
    instance.app.inject({
      method: url === '/user' ? 'GET' : 'POST',
      url: `/api/auth/v1${url}`,
      headers: { apikey: TEST_ANON_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(url === '/user' ? {} : { payload }),
    });

  test('a session made on one process works on the other, is refreshed there, and signing out ends it on both', async () => {
    await createAccount(one.database.db, { email: 'multi-session@example.com' });
    const signIn = await auth(one, '/token?grant_type=password', {
      email: 'multi-session@example.com',
      password: 'correct-horse',
    });
    expect(signIn.statusCode).toBe(200);
    const session = signIn.json<{ access_token: string; refresh_token: string }>();

    const me = await auth(two, '/user', undefined, session.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'multi-session@example.com' });

    const refreshed = await auth(two, '/token?grant_type=refresh_token', {
      refresh_token: session.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<{ access_token: string; refresh_token: string }>();
    expect((await auth(one, '/user', undefined, next.access_token)).statusCode).toBe(200);

    expect((await auth(two, '/logout', {}, next.access_token)).statusCode).toBe(204);
    const afterSignOut = await auth(one, '/token?grant_type=refresh_token', {
      refresh_token: next.refresh_token,
    });
    expect(afterSignOut.statusCode).toBe(400);
    // The access token names a session that no longer exists: refused on the other process at once.
    expect((await auth(one, '/user', undefined, next.access_token)).statusCode).toBe(403);
  });

  test('an offer sent through one process is pushed to the filmmaker’s socket on the other', async () => {
    const client = await hiringClient(asTestApp(one), { email: 'multi-bell-client@example.com' });
    const filmmaker = await hiringFilmmaker(asTestApp(two), { email: 'multi-bell-maya@example.com' });
    const application = (await apply(asTestApp(two), filmmaker, client.jobId)).body;
    const socket = openSocket({ origin: two.origin, apikey: TEST_ANON_KEY, token: filmmaker.token });
    sockets.push(socket);
    await connected(socket);
    const heard: NotificationPush[] = [];
    socket.on('notification', (push) => heard.push(push));

    await offer(asTestApp(one), client, application.id);
    await eventually(
      () => expect(heard.map((push) => push.notification.type)).toContain('offer.sent'),
      10_000,
    );
    // Each process runs a pusher; the notification is claimed by one of them and heard once.
    await pause(1500);
    expect(heard.filter((push) => push.notification.type === 'offer.sent')).toHaveLength(1);
  });

  test('with both processes’ schedules running, a lapsed first hold expires once and the second is promoted once', async () => {
    const clientA = await hiringClient(asTestApp(one), {
      email: 'multi-hold-a@example.com',
      company: 'Alpha',
    });
    const clientB = await hiringClient(asTestApp(two), {
      email: 'multi-hold-b@example.com',
      company: 'Beta',
    });
    const filmmaker = await hiringFilmmaker(asTestApp(one), { email: 'multi-hold-maya@example.com' });
    const days = fullDays('2031-03-10');
    const first = (await placeHoldAs(asTestApp(one), clientA, holdTerms(filmmaker.entityId, days))).body;
    const second = (await placeHoldAs(asTestApp(two), clientB, holdTerms(filmmaker.entityId, days))).body;
    await one.database.db
      .update(holds)
      .set({ confirmBy: new Date(Date.now() - 60_000) })
      .where(eq(holds.id, first.id));

    const logger = one.app.log.child({ module: 'hold-expiry' });
    const schedules = [one, two].map((instance) =>
      scheduleHoldExpiry({ db: instance.database.db, logger, initialDelayMs: 0, intervalMs: 20 }),
    );
    try {
      await vi.waitFor(
        async () => {
          const { body } = await call<Hold>(asTestApp(two), clientA.token, 'GET', `/holds/${first.id}`);
          expect(body.status).toBe('expired');
        },
        { timeout: 20_000, interval: 50 },
      );
      // Both schedules go on ticking over the settled holds for a while.
      await pause(300);
    } finally {
      await Promise.all(schedules.map((schedule) => schedule.stop()));
    }
    expect(await holdEvents(asTestApp(one), first.id)).toEqual(['place:client', 'expire:system']);
    expect((await call<Hold>(asTestApp(one), clientB.token, 'GET', `/holds/${second.id}`)).body.status).toBe(
      'first',
    );
    expect(await holdEvents(asTestApp(two), second.id)).toEqual([
      'behind_first_hold:client',
      'promote:system',
    ]);
  });

  test('failed sign-ins alternating between the processes close the account after the free ones', async () => {
    await createAccount(one.database.db, { email: 'multi-throttle@example.com' });
    const attempt = (instance: ServerInstance, password: string) =>
      auth(instance, '/token?grant_type=password', { email: 'multi-throttle@example.com', password });
    // Five free failures (decision 0055), spread over both processes; the sixth closes the account.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await attempt(i % 2 ? two : one, 'wrong-password')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    const closed = await attempt(one, 'correct-horse');
    expect(closed.statusCode).toBe(429);
    expect((await attempt(two, 'correct-horse')).statusCode).toBe(429);
  });

  test('the emails one address may be sent are counted across both processes (Redis)', async () => {
    const ask = (instance: ServerInstance) =>
      auth(instance, '/otp', { email: 'multi-limit@example.com', create_user: true });
    // Six an hour per address (AUTH_RATE_LIMITS.emailPerAddress), asked of the two processes in turn.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await ask(i % 2 ? two : one)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect((await ask(two)).statusCode).toBe(429);
  });
});
