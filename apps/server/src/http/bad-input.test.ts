import { chatParty, roomOf, type ChatParty } from '../modules/chat/chat-test-kit.ts';
import { signedInAccount } from '../modules/auth/auth-test-kit.ts';
import { makePdf } from '../modules/files/file-fixtures.ts';
import { multipartBody } from '../modules/files/upload-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Bad input answers 400 with a clear `{ error }`, never 500 (issue 10, section 3). The property test beside
// this file covers every operation generically; these are the cases that were found answering 500.

let t: TestApp;
let user: { id: string; token: string };
let client: ChatParty;
let filmmaker: ChatParty;

beforeAll(async () => {
  t = await createTestApp();
  user = await signedInAccount(t, {
    email: 'nul@example.com',
    metadata: { user_type: 'filmmaker', first_name: 'Nul', last_name: 'Tester' },
  });
  client = await chatParty(t, { email: 'client@example.com', role: 'client', name: 'Northlight Studios' });
  filmmaker = await chatParty(t, { email: 'maya@example.com', role: 'filmmaker', name: 'Maya Okafor' });
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = user.token) {
  return t.app.inject({
    method,
    url,
    headers: {
      apikey: t.anonKey,
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    // Sent as text: JSON.stringify writes NUL as \u0000 and a lone surrogate as \ud800, as a browser would.
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';
const SURROGATE_MESSAGE = 'Text must be valid Unicode: it contains a lone surrogate (half of a character)';

describe('text with a NUL character', () => {
  const cases: [string, () => Promise<{ statusCode: number; json(): unknown }>][] = [
    [
      'sign-up',
      () =>
        call('POST', '/api/auth/v1/signup', {
          email: 'new@example.com',
          password: 'correct-horse',
          data: { first_name: 'Ne\u0000w' },
        }),
    ],
    ['user update', () => call('PUT', '/api/auth/v1/user', { data: { first_name: 'A\u0000' } })],
    [
      'MFA factor enrolment',
      () => call('POST', '/api/auth/v1/factors', { factor_type: 'totp', friendly_name: 'Pho\u0000ne' }),
    ],
    [
      'a profile setup step',
      () =>
        call('PUT', '/api/rest/v1/profiles/filmmaker/me/basic', {
          first_name: 'Maya',
          last_name: 'Okafor',
          username: 'maya-nul',
          city: 'Lon\u0000don',
          country: 'GB',
        }),
    ],
    [
      'send-email',
      () =>
        call('POST', '/api/functions/v1/send-email', {
          emailType: 'job_match',
          recipientEmail: 'maya@example.com',
          templateData: { jobId: 'job-1', jobTitle: 'Gaffer\u0000' },
        }),
    ],
    [
      'a chat message',
      () =>
        call(
          'POST',
          '/api/rest/v1/messages',
          {
            room_name: roomOf(client, filmmaker),
            entity_id: client.entityId,
            entity_role: 'client',
            content: 'Hello\u0000',
          },
          client.token,
        ),
    ],
    ['a query string', () => call('GET', '/api/dev/mailbox?to=a%00b')],
    ['a path parameter', () => call('GET', '/api/rest/v1/talent/ma%00ya')],
  ];

  test.each(cases)('is refused with 400 in %s', async (_name, send) => {
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: string }).error).toContain(NUL_MESSAGE);
  });

  test('is named by its field', async () => {
    const response = await call('POST', '/api/functions/v1/send-email', {
      emailType: 'job_match',
      recipientEmail: 'maya@example.com',
      templateData: { jobId: 'job-1', jobTitle: 'Gaffer\u0000' },
    });
    expect(response.json()).toMatchObject({ error: `templateData.jobTitle: ${NUL_MESSAGE}` });
  });

  test('in an auth call answers in GoTrue shape, which @supabase/auth-js reads', async () => {
    const response = await call('PUT', '/api/auth/v1/user', { data: { first_name: 'A\u0000' } });
    expect(response.json()).toMatchObject({
      code: 400,
      error_code: 'validation_failed',
      msg: `data.first_name: ${NUL_MESSAGE}`,
    });
  });
});

describe('a lone surrogate in a field stored as JSON', () => {
  test.each([
    [
      'in a value',
      { jobId: 'job-1', jobTitle: 'Gaffer \ud800' },
      `templateData.jobTitle: ${SURROGATE_MESSAGE}`,
    ],
    [
      'in a key',
      { jobId: 'job-1', jobTitle: 'Gaffer', ['\udfffkey']: 'x' },
      'templateData: Field names must be valid Unicode: one contains a lone surrogate (half of a character)',
    ],
  ])('is refused with 400 (%s)', async (_name, templateData, error) => {
    const response = await call('POST', '/api/functions/v1/send-email', {
      emailType: 'job_match',
      recipientEmail: 'maya@example.com',
      templateData,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error });
  });

  test('in user metadata is refused with 400', async () => {
    const response = await call('PUT', '/api/auth/v1/user', { data: { first_name: 'Ann \udc00' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: `data.first_name: ${SURROGATE_MESSAGE}` });
  });

  test('a proper pair (an emoji) is still accepted', async () => {
    const response = await call('PUT', '/api/auth/v1/user', { data: { first_name: 'Ann 🎬' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  test('is refused with 400, not a stack overflow', async () => {
    const depth = 100_000;
    const deep = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/functions/v1/send-email',
      headers: {
        apikey: t.anonKey,
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
      },
      payload: `{"emailType":"job_match","recipientEmail":"maya@example.com","templateData":{"jobId":"job-1","jobTitle":"DP","notes":${deep}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'The request is nested too deeply (more than 32 levels)',
    });
  });
});

describe('the public API key on the email functions', () => {
  test.each(['send-email', 'welcome-email'])('missing or wrong on %s answers 401', async (name) => {
    for (const [apikey, error] of [
      [undefined, 'No API key found in request'],
      ['wrong-key-0123456789', 'Invalid API key'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/functions/v1/${name}`,
        headers: { ...(apikey ? { apikey } : {}), authorization: `Bearer ${user.token}` },
        payload: { email: 'nul@example.com', firstName: 'Nul', userType: 'filmmaker' },
      });
      expect(response.statusCode, `${name} with ${apikey ?? 'no key'}`).toBe(401);
      expect(response.json()).toEqual({ error });
    }
  });
});

describe('a truncated multipart upload', () => {
  test('answers 400', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'file', filename: 'brief.pdf', type: 'application/pdf', data: makePdf(64 * 1024) },
    ]);
    for (const cut of [payload.length - 10, Math.floor(payload.length / 2), 120]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/rest/v1/files?kind=chat_attachment',
        headers: { apikey: t.anonKey, authorization: `Bearer ${user.token}`, 'content-type': contentType },
        payload: payload.subarray(0, cut),
      });
      expect(response.statusCode, `cut at ${cut} of ${payload.length}`).toBe(400);
      expect(response.json()).toMatchObject({
        error: expect.stringMatching(/incomplete|cut off|truncated/i),
      });
    }
  });
});
