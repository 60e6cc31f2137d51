import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { sessions, users } from '../db/schema/auth.ts';
import { clients, filmmakers } from '../db/schema/profiles.ts';
import { signIn } from '../modules/auth/issue-session.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { AuthError } from './auth-error.ts';
import type { AuthSecrets } from './auth-secrets.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens.ts';
import { registerRequestCaller, requireUserFirst, type CallerEntity } from './request-caller.ts';

const secrets: AuthSecrets = {
  jwtSecret: 'request-caller-test-secret-0123456789-abcdef',
  issuer: 'http://localhost/api/auth/v1',
};

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  registerRequestCaller(app, { db: database.db, secrets });
  app.setErrorHandler((error, _request, reply) =>
    error instanceof AuthError ? reply.code(error.status).send(error.toBody()) : reply.send(error),
  );

  app.get('/twice', async (request) => {
    const first = await request.requireUser();
    // Were the second call a lookup, it would fail: the session is gone by then.
    await database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, first.session.id));
    const second = await request.requireUser();
    return { same: first === second, userId: second.user.id };
  });
  app.get('/optional', async (request) => ({ userId: (await request.optionalUser())?.user.id ?? null }));
  app.get('/admin', async (request) => ({ userId: (await request.requireRole('admin')).user.id }));
  app.get<{ Params: { entity: CallerEntity } }>('/entity/:entity', async (request) => {
    const { user, entityId } = await request.requireEntity(request.params.entity);
    return { userId: user.id, entityId };
  });
  app.post('/function', { onRequest: requireUserFirst({ error: 'Not authenticated' }) }, async (request) => ({
    userId: (await request.requireUser()).user.id,
  }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

let count = 0;
/** A user of this type with a live session; its bearer header and ids. */
async function caller(userType: string, records: { client?: boolean; filmmaker?: boolean } = {}) {
  const [user] = await database.db
    .insert(users)
    .values({ email: `caller${(count += 1)}@example.com`, userMetadata: { user_type: userType } })
    .returning();
  const userId = user!.id;
  const [client] = records.client
    ? await database.db.insert(clients).values({ userId }).returning({ id: clients.id })
    : [];
  const [filmmaker] = records.filmmaker
    ? await database.db.insert(filmmakers).values({ userId }).returning({ id: filmmakers.id })
    : [];
  const session = await signIn({ db: database.db, secrets, userId, method: 'password' });
  return {
    userId,
    clientId: client?.id,
    filmmakerId: filmmaker?.id,
    headers: { authorization: `Bearer ${session.access_token}` },
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('request.requireUser', () => {
  it('looks the caller up once per request, however often it is asked', async () => {
    const maya = await caller('filmmaker');
    const response = await get('/twice', maya.headers);
    expect(response.json()).toEqual({ same: true, userId: maya.userId });
    // The next request looks again, and finds the session revoked.
    expect((await get('/twice', maya.headers)).json()).toMatchObject({
      code: 403,
      error_code: 'session_not_found',
    });
  });

  it('refuses a token it has accepted before once the token expires (decision 0072)', async () => {
    const maya = await caller('filmmaker');
    expect((await get('/optional', maya.headers)).json()).toEqual({ userId: maya.userId });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
      const expired = await get('/optional', maya.headers);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ error_code: 'bad_jwt' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives each of several requests at once its own caller, and refuses only the revoked one', async () => {
    const tom = await caller('client');
    const maya = await caller('filmmaker');
    const ana = await caller('filmmaker');
    await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, ana.userId));
    const [forTom, forMaya, forAna, forTomAgain] = await Promise.all(
      [tom, maya, ana, tom].map((one) => get('/optional', one.headers)),
    );
    expect(forTom!.json()).toEqual({ userId: tom.userId });
    expect(forMaya!.json()).toEqual({ userId: maya.userId });
    expect(forAna!.statusCode).toBe(403);
    expect(forAna!.json()).toMatchObject({ error_code: 'session_not_found' });
    expect(forTomAgain!.json()).toEqual({ userId: tom.userId });
  });

  it('answers 401 without a token and 403 with a bad one', async () => {
    const none = await get('/twice');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      code: 401,
      error_code: 'no_authorization',
      msg: 'Not authenticated',
      error: 'Not authenticated',
    });
    const bad = await get('/twice', { authorization: 'Bearer not-a-token' });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ error_code: 'bad_jwt' });
  });

  it('lets a function answer "not signed in" in its own shape before its body is read', async () => {
    const none = await app.inject({ method: 'POST', url: '/function', payload: 'not json' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Not authenticated' });
    const tom = await caller('client');
    const signedIn = await app.inject({ method: 'POST', url: '/function', headers: tom.headers });
    expect(signedIn.json()).toEqual({ userId: tom.userId });
  });
});

describe('request.optionalUser', () => {
  it('is undefined without a token, the caller with one, and still refuses a bad one', async () => {
    expect((await get('/optional')).json()).toEqual({ userId: null });
    const tom = await caller('client');
    expect((await get('/optional', tom.headers)).json()).toEqual({ userId: tom.userId });
    expect((await get('/optional', { authorization: 'Bearer nope' })).statusCode).toBe(403);
  });
});

describe('request.requireRole', () => {
  it('lets an admin through and answers anyone else 403 as requireAdmin did', async () => {
    const admin = await caller('admin');
    expect((await get('/admin', admin.headers)).json()).toEqual({ userId: admin.userId });
    const both = await caller('both', { client: true, filmmaker: true });
    const refused = await get('/admin', both.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 403,
      error_code: 'not_admin',
      msg: 'This needs an admin account',
      error: 'This needs an admin account',
    });
    expect((await get('/admin')).statusCode).toBe(401);
  });
});

describe('request.requireEntity', () => {
  it("answers the caller's own filmmaker or client record", async () => {
    const maya = await caller('filmmaker', { filmmaker: true });
    expect((await get('/entity/filmmaker', maya.headers)).json()).toEqual({
      userId: maya.userId,
      entityId: maya.filmmakerId,
    });
    const tom = await caller('client', { client: true });
    expect((await get('/entity/client', tom.headers)).json()).toEqual({
      userId: tom.userId,
      entityId: tom.clientId,
    });
  });

  it("gives a 'both' account both of its records", async () => {
    const both = await caller('both', { client: true, filmmaker: true });
    expect((await get('/entity/filmmaker', both.headers)).json()).toEqual({
      userId: both.userId,
      entityId: both.filmmakerId,
    });
    expect((await get('/entity/client', both.headers)).json()).toEqual({
      userId: both.userId,
      entityId: both.clientId,
    });
  });

  it('answers 403 when the record is missing or the account does not have the role', async () => {
    const unset = await caller('filmmaker');
    const missing = await get('/entity/filmmaker', unset.headers);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({
      error_code: 'no_filmmaker_profile',
      error: 'This needs a filmmaker profile: set one up first',
    });
    const tom = await caller('client', { client: true });
    const otherRole = await get('/entity/filmmaker', tom.headers);
    expect(otherRole.statusCode).toBe(403);
    // Decision 0056: a client account cannot set a filmmaker profile up, so it is not told to.
    expect(otherRole.json()).toMatchObject({
      error_code: 'no_filmmaker_profile',
      error: 'Only filmmaker accounts can do this, and this account is not a filmmaker account',
    });
    const admin = await caller('admin');
    expect((await get('/entity/client', admin.headers)).json()).toMatchObject({
      error_code: 'no_client_profile',
    });
    expect((await get('/entity/client')).statusCode).toBe(401);
  });
});
