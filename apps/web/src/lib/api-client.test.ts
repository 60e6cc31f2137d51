import type { GoTrueClient } from '@supabase/auth-js';
import { z } from 'zod';
import { createFakeAuthClient, fakeSession, storeSessionMarker } from '@/test/fake-auth-client';
import { ApiError, ApiResponseShapeError, apiFetch } from './api-client';
import { announceAuthClient } from './auth-client-registry';

const { created } = vi.hoisted(() => ({ created: { count: 0 } }));
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule, createFakeAuthClient: create } = await import('@/test/fake-auth-client');
  const module = authClientModule(() => create());
  return {
    getAuthClient: () => {
      created.count++;
      return module.getAuthClient();
    },
  };
});

const okSchema = z.object({ ok: z.number() });

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signIn() {
  const fake = createFakeAuthClient(fakeSession());
  announceAuthClient(fake as unknown as GoTrueClient);
  return fake;
}

const headersOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;

describe('apiFetch', () => {
  beforeEach(() => {
    created.count = 0;
    document.head.innerHTML = '<meta name="reelhire:anon-key" content="anon_test_key_123" />';
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the public key, JSON and the current session's bearer token when signed in", async () => {
    const fake = signIn();
    const fetchMock = stubFetch(Response.json({ ok: 1 }));
    const result = await apiFetch('/rest/v1/things', { method: 'POST', body: { a: 1 }, schema: okSchema });
    expect(result).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/rest/v1/things');
    expect(init?.headers).toEqual({
      apikey: 'anon_test_key_123',
      'content-type': 'application/json',
      authorization: `Bearer ${fake.session!.access_token}`,
    });
    expect(init?.body).toBe('{"a":1}');
    // auth-js's getSession is what refreshes an expired token, so every call goes through it.
    expect(fake.getSession).toHaveBeenCalled();
  });

  it('follows the session as it changes: a refreshed token is the one sent', async () => {
    const fake = signIn();
    const refreshed = fakeSession();
    refreshed.access_token = 'refreshed-token';
    fake.emit('TOKEN_REFRESHED', refreshed);
    const fetchMock = stubFetch(Response.json({ ok: 1 }));
    await apiFetch('/x', { schema: okSchema });
    expect(headersOf(fetchMock).authorization).toBe('Bearer refreshed-token');
  });

  it('sends only the public key when signed out, without loading the auth client', async () => {
    const fetchMock = stubFetch(Response.json({ ok: 1 }));
    await apiFetch('/rest/v1/talent', { schema: okSchema });
    expect(headersOf(fetchMock)).toEqual({ apikey: 'anon_test_key_123' });
    expect(created.count).toBe(0);
  });

  it('sends only the public key once the session is gone', async () => {
    const fake = signIn();
    fake.emit('SIGNED_OUT', null);
    const fetchMock = stubFetch(Response.json({ ok: 1 }));
    await apiFetch('/x', { schema: okSchema });
    expect(headersOf(fetchMock)).not.toHaveProperty('authorization');
  });

  it('loads the auth client first when this browser holds a session nobody has loaded yet', async () => {
    storeSessionMarker();
    const fetchMock = stubFetch(Response.json({ ok: 1 }));
    await apiFetch('/x', { schema: okSchema });
    expect(created.count).toBe(1);
    // The module's fake starts signed out: the key alone.
    expect(headersOf(fetchMock)).toEqual({ apikey: 'anon_test_key_123' });
  });

  it('fails a call that needs a session with a 401 before anything is sent', async () => {
    const fetchMock = stubFetch(Response.json({ ok: 1 }));
    const error = await apiFetch('/x', { schema: okSchema, requireSession: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Not authenticated', status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the answer against its schema in development and tests, naming the call and the field', async () => {
    stubFetch(Response.json({ ok: 'one' }));
    const error = await apiFetch('/rest/v1/things', { schema: okSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseShapeError);
    expect((error as Error).message).toMatch(
      /^The answer of GET \/rest\/v1\/things does not match its schema/,
    );
    expect((error as Error).message).toContain('ok: ');
    expect(error).toMatchObject({ body: { ok: 'one' } });
  });

  it('answers what the schema parsed, so keys the schema does not know are left out', async () => {
    stubFetch(Response.json({ ok: 2, extra: true }));
    await expect(apiFetch('/x', { schema: okSchema })).resolves.toEqual({ ok: 2 });
  });

  it('takes an empty answer (204) as undefined', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/x', { method: 'DELETE', schema: z.undefined() })).resolves.toBeUndefined();
  });

  it("throws the server's error text with the status and body (docs/product.md §8)", async () => {
    stubFetch(Response.json({ error: 'Name is too long' }, { status: 400 }));
    const error = await apiFetch('/x', { schema: okSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Name is too long',
      status: 400,
      body: { error: 'Name is too long' },
    });
  });

  it("falls back to the status text, then to 'An error occurred'", async () => {
    stubFetch(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiFetch('/x', { schema: okSchema })).rejects.toMatchObject({
      message: 'Bad Gateway',
      status: 502,
    });
    stubFetch(new Response('', { status: 500, statusText: '' }));
    await expect(apiFetch('/x', { schema: okSchema })).rejects.toMatchObject({
      message: 'An error occurred',
      status: 500,
    });
  });
});
