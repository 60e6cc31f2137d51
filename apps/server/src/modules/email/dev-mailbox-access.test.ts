import type { InjectOptions } from 'fastify';
import { devMailbox } from '../../db/schema/email.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The dev mailbox shows every sign-in code: it answers only requests from this machine's loopback
// interface, judged by the socket's own address, unless DEV_MAILBOX_OPEN=true (README, decision 0019).

const CODE_EMAIL = {
  fromAddress: 'Reelhire <no-reply@reelhire.test>',
  toAddress: 'maya@example.com',
  subject: 'Your Reelhire sign-in code',
  text: 'Your code is 271828',
  html: '<p>Your code is 271828</p>',
};

/** The list shows the subject; the JSON, the message page and its HTML the code itself. */
const SHOWS_MAIL = /271828|Your Reelhire sign-in code/;

let closed: TestApp;
let open: TestApp;
let messageId: string;
beforeAll(async () => {
  closed = await createTestApp();
  open = await createTestApp({ env: { DEV_MAILBOX_OPEN: 'true' } });
  for (const t of [closed, open]) {
    const [row] = await t.database.db.insert(devMailbox).values(CODE_EMAIL).returning({ id: devMailbox.id });
    messageId = row!.id;
  }
});
afterAll(async () => {
  await closed?.close();
  await open?.close();
});

const pages = () => [
  '/api/dev/mailbox',
  '/dev/mailbox',
  `/dev/mailbox/${messageId}`,
  `/dev/mailbox/${messageId}/html`,
];

async function get(t: TestApp, url: string, options: Partial<InjectOptions> = {}) {
  // Each app has its own message id: look it up in the app asked.
  const [row] = await t.database.db.select({ id: devMailbox.id }).from(devMailbox);
  return t.app.inject({
    method: 'GET',
    url: url.replace(messageId, row!.id),
    ...options,
    headers: { apikey: t.anonKey, ...options.headers },
  });
}

describe('the dev mailbox answers only this machine', () => {
  test.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'from %s it shows the mail',
    async (address) => {
      for (const url of pages()) {
        const response = await get(closed, url, { remoteAddress: address });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toMatch(SHOWS_MAIL);
      }
    },
  );

  test.each(['203.0.113.9', '10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1'])(
    'from %s it answers 403 and shows nothing',
    async (address) => {
      for (const url of pages()) {
        const response = await get(closed, url, { remoteAddress: address });
        expect(response.statusCode, url).toBe(403);
        expect(response.body, url).not.toMatch(SHOWS_MAIL);
        expect(response.body, url).toContain('DEV_MAILBOX_OPEN');
      }
    },
  );

  test.each([
    { 'x-forwarded-for': '203.0.113.9' },
    { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
    { forwarded: 'for=203.0.113.9;proto=https' },
    { forwarded: 'for="[2001:db8::1]:4711"' },
    { 'x-real-ip': '198.51.100.7' },
  ])('through a proxy on this machine for a client elsewhere (%o) it answers 403', async (headers) => {
    for (const url of pages()) {
      const response = await get(closed, url, { remoteAddress: '127.0.0.1', headers });
      expect(response.statusCode, url).toBe(403);
      expect(response.body, url).not.toMatch(SHOWS_MAIL);
    }
  });

  test('through a proxy on this machine for a browser on this machine it shows the mail', async () => {
    const headers = { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1' };
    const response = await get(closed, '/api/dev/mailbox', { remoteAddress: '127.0.0.1', headers });
    expect(response.statusCode).toBe(200);
  });

  test('a client elsewhere cannot claim to be this machine through X-Forwarded-For, even with TRUST_PROXY', async () => {
    const trusting = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await trusting.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        remoteAddress: '203.0.113.9',
        headers: { apikey: trusting.anonKey, 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await trusting.close();
    }
  });

  test('the rest of the API still answers clients elsewhere', async () => {
    const response = await get(closed, '/api/health', { remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(200);
  });
});

describe('DEV_MAILBOX_OPEN=true', () => {
  test('opens the mailbox to every client', async () => {
    for (const url of pages()) {
      const response = await get(open, url, { remoteAddress: '203.0.113.9' });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
