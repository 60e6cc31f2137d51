import type { AddressInfo } from 'node:net';
import { ADMIN_USER_TEXTS } from '@reelhire/shared/admin-users';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { sessions } from '../../db/schema/auth.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { connected, eventually, openSocket, type TestSocket } from '../../realtime/realtime-test-kit.ts';
import { startServerInstance, type ServerInstance } from '../../test/server-instance.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestApp, TEST_ANON_KEY, type TestApp } from '../../test/test-app.ts';
import { createAccount } from '../auth/auth-test-kit.ts';

let t: TestApp;
let origin: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

let count = 0;
/** An account with its password, signed in: id, access and refresh tokens. */
async function account(app: FastifyInstance, db: Database['db'], userType: string, name = 'Maya Lind') {
  const email = `user${(count += 1)}-${userType}@users.example`;
  const [first, last] = name.split(' ');
  const user = await createAccount(db, {
    email,
    metadata: { user_type: userType, first_name: first, last_name: last },
  });
  const session = await signInWith(app, email);
  return {
    id: user.id,
    email,
    token: session.json().access_token as string,
    refresh: session.json().refresh_token as string,
  };
}

const signInWith = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/v1/token?grant_type=password',
    headers: { apikey: TEST_ANON_KEY },
    payload: { email, password: 'correct-horse' },
  });

const refreshWith = (app: FastifyInstance, refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/v1/token?grant_type=refresh_token',
    headers: { apikey: TEST_ANON_KEY },
    payload: { refresh_token: refreshToken },
  });

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, app = t.app) {
  return app.inject({
    method,
    url: `/api/rest/v1${url}`,
    headers: { apikey: TEST_ANON_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const disconnected = (socket: TestSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('suspending an account', () => {
  test('ends its sessions, refresh tokens, access tokens and sockets at once; restore lets it sign in', async () => {
    const admin = await account(t.app, t.database.db, 'admin', 'Ada Admin');
    const maya = await account(t.app, t.database.db, 'filmmaker');
    // A second signed-in device of the same account.
    const phone = (await signInWith(t.app, maya.email)).json();
    const socket = openSocket({ origin, apikey: TEST_ANON_KEY, token: maya.token });
    sockets.push(socket);
    await connected(socket);
    expect((await call('GET', '/dashboard/me', maya.token)).statusCode).not.toBe(403);

    const gone = disconnected(socket);
    const suspended = await call('POST', `/users/${maya.id}/suspend`, admin.token, {
      reason: 'Spam in chat',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      id: maya.id,
      state: 'suspended',
      suspension_reason: 'Spam in chat',
    });

    // The socket is closed by the server, not left to notice on its next event.
    expect(await gone).toBe('io server disconnect');
    // Access tokens issued before stop at once, saying why.
    const refused = await call('GET', '/dashboard/me', maya.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error_code: 'user_banned',
      error: ADMIN_USER_TEXTS.suspendedSignIn,
    });
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v1/user',
      headers: { apikey: TEST_ANON_KEY, authorization: `Bearer ${phone.access_token}` },
    });
    expect(user.json()).toMatchObject({ error_code: 'user_banned' });
    // Neither device can refresh, and sign-in is refused with the message.
    expect((await refreshWith(t.app, maya.refresh)).json()).toMatchObject({
      error_code: 'refresh_token_not_found',
    });
    expect((await refreshWith(t.app, phone.refresh_token)).statusCode).toBe(400);
    const signIn = await signInWith(t.app, maya.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ error_code: 'user_banned', msg: ADMIN_USER_TEXTS.suspendedSignIn });
    // A new socket is refused too.
    const again = openSocket({ origin, apikey: TEST_ANON_KEY, token: maya.token });
    sockets.push(again);
    await expect(connected(again)).rejects.toThrow();
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, maya.id));
    expect(live.every((session) => session.revokedAt)).toBe(true);

    // A second suspension is a 409 with the state; nothing more is written.
    const twice = await call('POST', `/users/${maya.id}/suspend`, admin.token, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: ADMIN_USER_TEXTS.alreadySuspended, status: 'suspended' });

    const restored = await call('POST', `/users/${maya.id}/restore`, admin.token);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ suspended_at: null, suspension_reason: null });
    expect((await signInWith(t.app, maya.email)).statusCode).toBe(200);
    // The old tokens stay dead: restoring is not un-signing-out.
    expect((await call('GET', '/dashboard/me', maya.token)).json()).toMatchObject({
      error_code: 'session_not_found',
    });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, maya.id))
      .orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ['user.suspend', admin.id],
      ['user.restore', admin.id],
    ]);
    expect(entries[0]).toMatchObject({
      recordType: 'user',
      before: { state: 'setup_unfinished', suspended_at: null, user_type: 'filmmaker' },
      after: { state: 'suspended', suspension_reason: 'Spam in chat', sessions_ended: 2 },
    });
    expect(entries[1]).toMatchObject({
      before: { state: 'suspended' },
      after: { state: 'setup_unfinished', suspended_at: null },
    });
  });

  test('a reason is required, an admin cannot suspend themselves, and an unknown id is 404', async () => {
    const admin = await account(t.app, t.database.db, 'admin');
    const tom = await account(t.app, t.database.db, 'client');
    const noReason = await call('POST', `/users/${tom.id}/suspend`, admin.token, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toMatch(/^reason: /);
    const self = await call('POST', `/users/${admin.id}/suspend`, admin.token, { reason: 'Testing' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error: ADMIN_USER_TEXTS.notYourself });
    const unknown = await call('POST', `/users/${crypto.randomUUID()}/suspend`, admin.token, {
      reason: 'Testing',
    });
    expect(unknown.statusCode).toBe(404);
    const notSuspended = await call('POST', `/users/${tom.id}/restore`, admin.token);
    expect(notSuspended.statusCode).toBe(409);
    expect((await call('GET', `/users/${tom.id}`, tom.token)).statusCode).toBe(403);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, tom.id));
    expect(entries).toEqual([]);
  });
});

describe('changing role', () => {
  test('keeps the records, ends the sessions and is audited', async () => {
    const admin = await account(t.app, t.database.db, 'admin');
    const lena = await account(t.app, t.database.db, 'filmmaker', 'Lena Park');
    await t.database.db.insert(filmmakers).values({ userId: lena.id, firstName: 'Lena', setup: true });
    const changed = await call('POST', `/users/${lena.id}/role`, admin.token, { user_type: 'both' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ user_type: 'both', state: 'setup_unfinished' });
    expect(changed.json().filmmaker).toMatchObject({ setup: true });
    expect((await call('GET', '/dashboard/me', lena.token)).statusCode).toBe(403);

    const same = await call('POST', `/users/${lena.id}/role`, admin.token, { user_type: 'both' });
    expect(same.statusCode).toBe(409);
    const bad = await call('POST', `/users/${lena.id}/role`, admin.token, { user_type: 'director' });
    expect(bad.statusCode).toBe(400);

    const back = await call('POST', `/users/${lena.id}/role`, admin.token, { user_type: 'filmmaker' });
    expect(back.json()).toMatchObject({ user_type: 'filmmaker', state: 'unverified' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.change_role'))
      .orderBy(auditLog.createdAt)
      .limit(1);
    expect(entry).toMatchObject({
      recordId: lena.id,
      before: { user_type: 'filmmaker', state: 'unverified' },
      after: { user_type: 'both', state: 'setup_unfinished' },
    });
  });
});

test('a role with bookings under way cannot be taken away (409), and nothing changes', async () => {
  const admin = await account(t.app, t.database.db, 'admin');
  const rui = await account(t.app, t.database.db, 'both', 'Rui Both');
  const other = await account(t.app, t.database.db, 'client', 'Other Client');
  const db = t.database.db;
  const [filmmaker] = await db.insert(filmmakers).values({ userId: rui.id, setup: true }).returning();
  await db.insert(clients).values({ userId: rui.id, setup: true });
  const [client] = await db.insert(clients).values({ userId: other.id, setup: true }).returning();
  await db.insert(bookings).values({
    clientId: client!.id,
    filmmakerId: filmmaker!.id,
    status: 'in_progress',
    firstDay: '2027-01-10',
    lastDay: '2027-01-11',
    title: 'Two days of editing',
    currency: 'GBP',
    amountMinor: 90_000,
  });
  const refused = await call('POST', `/users/${rui.id}/role`, admin.token, { user_type: 'client' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ error: ADMIN_USER_TEXTS.bookingsUnderWay('filmmaker') });
  expect((await call('GET', '/dashboard/me', rui.token)).statusCode).toBe(200);
  expect(await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, rui.id))).toEqual([]);
  // Taking away the client role, which has nothing under way, is allowed.
  const allowed = await call('POST', `/users/${rui.id}/role`, admin.token, { user_type: 'filmmaker' });
  expect(allowed.statusCode, allowed.body).toBe(200);
  expect(allowed.json().client).toMatchObject({ setup: true });
});

describe('the user list and page', () => {
  test('searches by name or email, filters by role and state, pages by keyset', async () => {
    const admin = await account(t.app, t.database.db, 'admin');
    const db = t.database.db;
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await account(t.app, db, 'client', `Quentin Zylberstein${i}`));
    await db.insert(clients).values({ userId: made[0]!.id, setup: true, verified: true });
    const page = (query: string) => call('GET', `/users?${query}`, admin.token);

    const first = await page('q=zylberstein&limit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().items).toHaveLength(2);
    const second = await page(`q=zylberstein&limit=2&after=${first.json().next_cursor}`);
    const third = await page(`q=zylberstein&limit=2&after=${second.json().next_cursor}`);
    const ids = [...first.json().items, ...second.json().items, ...third.json().items].map(
      (item: { id: string }) => item.id,
    );
    expect(new Set(ids).size).toBe(5);
    expect(third.json().next_cursor).toBeNull();

    expect(
      (await page(`q=${made[2]!.email.toUpperCase()}`)).json().items.map((i: { id: string }) => i.id),
    ).toEqual([made[2]!.id]);
    const active = await page('q=zylberstein&state=active');
    expect(active.json().items.map((item: { id: string }) => item.id)).toEqual([made[0]!.id]);
    expect((await page('q=zylberstein&role=filmmaker')).json().items).toEqual([]);
    expect((await page('q=zylberstein&role=client&state=setup_unfinished')).json().items).toHaveLength(4);
    expect((await page('state=nonsense')).statusCode).toBe(400);
    expect((await page('after=not-a-cursor')).statusCode).toBe(400);
    expect((await page('q=100%25_')).json().items).toEqual([]);

    const detail = await call('GET', `/users/${made[0]!.id}`, admin.token);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      id: made[0]!.id,
      state: 'active',
      client: { setup: true, verified: true, company_name: '' },
      counts: { projects: 0, jobs: 0, bookings_as_client: 0 },
      payments: { paid: [], payments_count: 0 },
      sessions: { active: 1 },
      sign_in_methods: ['email'],
    });
    expect((await call('GET', `/users/${crypto.randomUUID()}`, admin.token)).statusCode).toBe(404);
  });
});

describe('the audit log API', () => {
  test('filters by actor, action, record and time, newest first, and pages', async () => {
    const admin = await account(t.app, t.database.db, 'admin', 'Audit Reader');
    const targets = [];
    for (let i = 0; i < 3; i++) targets.push(await account(t.app, t.database.db, 'client'));
    for (const target of targets) {
      await call('POST', `/users/${target.id}/suspend`, admin.token, { reason: 'Fake listings' });
    }
    await call('POST', `/users/${targets[0]!.id}/restore`, admin.token);
    const log = (query: string) => call('GET', `/audit_log?${query}`, admin.token);

    const mine = await log(`actor=${admin.id}&limit=3`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items.map((item: { action: string }) => item.action)).toEqual([
      'user.restore',
      'user.suspend',
      'user.suspend',
    ]);
    expect(mine.json().items[0]).toMatchObject({ actor_email: admin.email, record_type: 'user' });
    const rest = await log(`actor=${admin.id}&limit=3&after=${mine.json().next_cursor}`);
    expect(rest.json()).toMatchObject({ items: [{ action: 'user.suspend' }], next_cursor: null });

    const one = await log(`record_type=user&record_id=${targets[0]!.id}`);
    expect(one.json().items).toHaveLength(2);
    expect((await log(`actor=${admin.id}&action=user.restore`)).json().items).toHaveLength(1);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await log(`actor=${admin.id}&from=${encodeURIComponent(future)}`)).json().items).toEqual([]);
    expect((await log(`actor=${admin.id}&to=${encodeURIComponent(future)}`)).json().items).toHaveLength(4);
    expect((await log('action=user.explode')).statusCode).toBe(400);
    expect((await log('from=yesterday')).statusCode).toBe(400);
  });
});

// Two apps in this process stand in for two server processes sharing PostgreSQL and Redis (as in
// realtime/multi-process.test.ts): a suspension made on one closes the socket held open on the other.
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL;

describe.runIf(postgresUrl && redisUrl)('across two server processes on PostgreSQL and Redis', () => {
  let shared: TestDatabase;
  const instances: ServerInstance[] = [];

  async function start(url: string) {
    const instance = await startServerInstance({
      databaseUrl: url,
      redisUrl: redisUrl!,
      // Rate-limit counters apart from other runs sharing this Redis (decision 0068).
      rateLimitNamespace: `reelhire-test${new URL(url).pathname}:`,
    });
    instances.push(instance);
    return instance;
  }

  beforeAll(async () => {
    shared = await createTestDatabase();
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await shared?.close();
  });

  test('a suspension on one process disconnects the socket on the other at once', async () => {
    const one = await start(shared.url!);
    const two = await start(shared.url!);
    const admin = await account(one.app, one.database.db, 'admin');
    const maya = await account(one.app, one.database.db, 'filmmaker');
    const socket = openSocket({ origin: two.origin, apikey: TEST_ANON_KEY, token: maya.token });
    sockets.push(socket);
    await connected(socket);
    const gone = disconnected(socket);
    const suspended = await call(
      'POST',
      `/users/${maya.id}/suspend`,
      admin.token,
      { reason: 'Fraud' },
      one.app,
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
    // The other process refuses the token as well: the check reads the shared database.
    expect((await call('GET', '/dashboard/me', maya.token, undefined, two.app)).statusCode).toBe(403);
    await eventually(() => expect(socket.connected).toBe(false));
  });
});
