import { createTestApp } from '../test/test-app.ts';
import { FRAMEWORK_ERROR_TEXTS } from './framework-errors.ts';

// Decision 0056: what Fastify and its plugins refuse before a handler runs answers `{ error }` in our words,
// never the framework's code, and never quoting the request back.

const t = await createTestApp();
afterAll(() => t.close());

/** Marks what the request carried, so that an answer quoting it back is caught. */
const MARK = 'echo<script>';
const json = { apikey: t.anonKey, 'content-type': 'application/json' };

test.each([
  [
    'an 8 kB path segment',
    { method: 'GET', url: `/api/rest/v1/claims/${MARK}${'a'.repeat(8000)}`, headers: { apikey: t.anonKey } },
    414,
    FRAMEWORK_ERROR_TEXTS.pathTooLong,
  ],
  [
    'a badly percent-encoded path',
    { method: 'GET', url: `/api/rest/v1/claims/${MARK}%zz`, headers: { apikey: t.anonKey } },
    400,
    FRAMEWORK_ERROR_TEXTS.badUrl,
  ],
  [
    'a body that is not JSON',
    { method: 'POST', url: '/api/rest/v1/support-requests', headers: json, payload: `{"x": ${MARK}` },
    400,
    FRAMEWORK_ERROR_TEXTS.invalidJson,
  ],
  [
    'an empty JSON body',
    { method: 'POST', url: '/api/rest/v1/support-requests', headers: json, payload: '' },
    400,
    FRAMEWORK_ERROR_TEXTS.emptyJson,
  ],
  [
    'a body over the limit',
    {
      method: 'POST',
      url: '/api/rest/v1/support-requests',
      headers: json,
      payload: JSON.stringify({ message: MARK + 'a'.repeat(2_000_000) }),
    },
    413,
    FRAMEWORK_ERROR_TEXTS.bodyTooLarge,
  ],
  [
    'an unsupported content type',
    {
      method: 'POST',
      url: '/api/rest/v1/support-requests',
      headers: { apikey: t.anonKey, 'content-type': 'application/x-echo' },
      payload: MARK,
    },
    415,
    FRAMEWORK_ERROR_TEXTS.mediaType,
  ],
  [
    'a page that does not exist',
    { method: 'GET', url: `/no-such-page/${MARK}` },
    404,
    'No page at this address',
  ],
] as const)('%s answers %i { error } in our words', async (_name, request, status, error) => {
  const response = await t.app.inject(request);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error });
  expect(response.body).not.toContain('FST_');
  expect(response.body).not.toContain('echo');
  expect(response.body).not.toContain('aaaa');
});
