import { ApiError, apiFetch } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiFetch', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="reelhire:anon-key" content="anon_test_key_123" />';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the public key, JSON and the bearer token when signed in', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    const result = await apiFetch('/rest/v1/things', { method: 'POST', body: { a: 1 }, accessToken: 'tok' });
    expect(result).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/rest/v1/things');
    expect(init?.headers).toMatchObject({
      apikey: 'anon_test_key_123',
      'content-type': 'application/json',
      authorization: 'Bearer tok',
    });
    expect(init?.body).toBe('{"a":1}');
  });

  it("throws the server's error text with the status and body (SPEC section 8)", async () => {
    stubFetch(new Response(JSON.stringify({ error: 'Name is too long' }), { status: 400 }));
    const error = await apiFetch('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Name is too long',
      status: 400,
      body: { error: 'Name is too long' },
    });
  });

  it("falls back to the status text, then to 'An error occurred'", async () => {
    stubFetch(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiFetch('/x')).rejects.toMatchObject({ message: 'Bad Gateway', status: 502 });
    stubFetch(new Response('', { status: 500, statusText: '' }));
    await expect(apiFetch('/x')).rejects.toMatchObject({ message: 'An error occurred', status: 500 });
  });
});
