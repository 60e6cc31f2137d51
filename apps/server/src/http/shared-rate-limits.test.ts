import { createServer, type AddressInfo, type Server } from 'node:net';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { sharedRateLimits, type SharedRateLimits } from './shared-rate-limits.ts';

// Decision 0068: with REDIS_URL the rate limits are counted in Redis; when Redis cannot be reached the API
// goes on answering (requests let through) instead of failing or waiting on it. Counting across two
// processes with a live Redis: realtime/multi-process.test.ts.

let silent: Server;
let limits: SharedRateLimits;
let app: FastifyInstance;

beforeAll(async () => {
  // A port that takes connections and closes them at once: Redis is never reachable there.
  silent = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as AddressInfo).port;
  limits = sharedRateLimits(`redis://127.0.0.1:${port}`, pino({ level: 'silent' }))!;
  app = Fastify();
  await app.register(fastifyRateLimit, { ...limits.options, global: true, max: 2, timeWindow: '1 minute' });
  app.get('/api/anything', async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await limits?.close();
  await new Promise((resolve) => silent?.close(resolve));
});

test('with Redis unreachable, calls are answered as usual rather than refused or held', async () => {
  const started = Date.now();
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await app.inject({ url: '/api/anything' })).statusCode);
  // Never a 500 from the limiter and, with nothing counted, no 429 after the second call either.
  expect(statuses).toEqual([200, 200, 200, 200]);
  expect(Date.now() - started).toBeLessThan(5000);
});

test('without REDIS_URL the counters stay in the process (no Redis options)', () => {
  expect(sharedRateLimits(undefined, pino({ level: 'silent' }))).toBeUndefined();
});
