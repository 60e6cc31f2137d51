import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { supportRequests } from '../../db/schema/support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const URL = '/api/rest/v1/support-requests';
const good = {
  name: 'Tom Hargreaves',
  email: 'tom@northlight.example',
  topic: 'payments',
  message: 'My deposit has not shown up in the wallet yet.',
};

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t?.close();
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: { apikey: t.anonKey, ...headers },
    payload: payload as object,
  });
const storedRows = () => t.database.db.select().from(supportRequests);

describe('POST /api/rest/v1/support-requests', () => {
  test('stores the request and answers 201 with its id and time', async () => {
    const before = Date.now();
    const response = await post({ ...good, name: '  Tom Hargreaves ' });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; created_at: string }>();
    expect(Object.keys(body).sort()).toEqual(['created_at', 'id']);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.created_at)).toBeGreaterThanOrEqual(before - 5_000);

    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      name: 'Tom Hargreaves',
      email: good.email,
      topic: good.topic,
      message: good.message,
      status: 'open',
      userId: null,
      idempotencyKey: null,
    });
    expect(rows[0]!.createdAt.toISOString()).toBe(body.created_at);
  });

  test('stores separate requests separately', async () => {
    const first = await post(good);
    const second = await post({ ...good, topic: 'technical' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(first.json().id).not.toBe(second.json().id);
    expect(await storedRows()).toHaveLength(2);
  });

  test.each([
    ['email', { ...good, email: 'not-an-email' }, 'Please provide a valid email address'],
    ['message', { ...good, message: 'Help!' }, 'Please describe your request in at least 10 characters'],
    ['name', { ...good, name: '' }, 'Please tell us your name'],
    ['topic', { ...good, topic: 'gossip' }, 'Please choose a topic'],
  ])('rejects a bad %s with 400 and its message, storing nothing', async (field, payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; details: { path: string; message: string }[] }>();
    expect(body.error).toBe(`${field}: ${message}`);
    expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
    expect(await storedRows()).toHaveLength(0);
  });

  test('rejects a request without a body', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, headers: { apikey: t.anonKey } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
    expect(await storedRows()).toHaveLength(0);
  });

  test('a retried submit with the same Idempotency-Key returns the first request and stores one row', async () => {
    const key = randomUUID();
    const first = await post(good, { 'idempotency-key': key });
    const second = await post(good, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());

    const rows = await t.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(await storedRows()).toHaveLength(1);

    // A different key is a different request.
    const third = await post(good, { 'idempotency-key': randomUUID() });
    expect(third.statusCode).toBe(201);
    expect(third.json().id).not.toBe(first.json().id);
    expect(await storedRows()).toHaveLength(2);
  });

  test('a double submit sent at once with one key still stores one request', async () => {
    const key = randomUUID();
    const responses = await Promise.all([
      post(good, { 'idempotency-key': key }),
      post(good, { 'idempotency-key': key }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(responses[0]!.json().id).toBe(responses[1]!.json().id);
    expect(await storedRows()).toHaveLength(1);
  });

  test('rejects an Idempotency-Key that is too short to be unique', async () => {
    const response = await post(good, { 'idempotency-key': 'abc' });
    expect(response.statusCode).toBe(400);
    expect(await storedRows()).toHaveLength(0);
  });
});
