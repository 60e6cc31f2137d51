import { operationsOf, type Operation } from '../test/bad-input-arbitraries.ts';
import { createTestApp } from '../test/test-app.ts';

/*
 * Decision 0070: every API operation is rate limited (the global per-IP limit, or a tighter one of its
 * own), and the operations a stranger can call to write something or to try credentials have a limit of
 * their own below the global one. The limit is read from the X-RateLimit-Limit header each answer carries.
 */

const GLOBAL = 1200;
const t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: String(GLOBAL) } });
afterAll(() => t.close());

const operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
const name = (operation: Operation) => `${operation.method} ${operation.path}`;

async function limitOf(operation: Operation): Promise<number | undefined> {
  const response = await t.app.inject({
    method: operation.method as 'POST',
    url: operation.path.replace(/\{[^}]+\}/g, crypto.randomUUID()),
    headers: { apikey: t.anonKey },
    ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
  });
  const header = response.headers['x-ratelimit-limit'];
  return header === undefined ? undefined : Number(header);
}

const limits = new Map<string, number | undefined>();
for (const operation of operations) limits.set(name(operation), await limitOf(operation));

test('every operation but the health probe is rate limited', () => {
  expect(operations.length).toBeGreaterThan(200);
  const unlimited = [...limits].filter(([, limit]) => limit === undefined).map(([key]) => key);
  expect(unlimited).toEqual(['GET /api/health']);
});

// Writes a stranger may make, and every sign-in, code and account call, that keep only the global limit.
const GLOBAL_ONLY_ON_PURPOSE = new Set([
  // Signed by the card provider, who retries; a refusal would lose a payment's news, not stop an attacker.
  'POST /api/payments/webhook/{provider}',
  // Ends the caller's own session: nothing to guess and nothing sent.
  'POST /api/auth/v1/logout',
  // Removes one of the caller's own factors, after a fresh sign-in (aal2).
  'DELETE /api/auth/v1/factors/{id}',
]);

test('writes open to strangers and the auth service have limits of their own, below the global one', () => {
  const exposed = operations.filter(
    (operation) =>
      operation.method !== 'GET' &&
      (operation.caller === 'anyone' || operation.path.startsWith('/api/auth/v1/')),
  );
  expect(exposed.length).toBeGreaterThan(10);
  const loose = exposed
    .map(name)
    .filter((key) => !GLOBAL_ONLY_ON_PURPOSE.has(key) && !(limits.get(key)! < GLOBAL));
  expect(loose).toEqual([]);
  for (const key of GLOBAL_ONLY_ON_PURPOSE) expect(limits.get(key), key).toBe(GLOBAL);
});

// That the counters are shared by several processes through Redis is tested where Redis runs, in
// realtime/multi-process.test.ts (decision 0068).
