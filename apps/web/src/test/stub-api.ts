import { vi } from 'vitest';
import { createFakeAuthClient, fakeSession, fakeUser, storeSessionMarker } from '@/test/fake-auth-client';
import { clientRecord, filmmakerRecord } from '@/test/fake-records';

// A signed-in demo user and a fetch stub that answers per request, for page tests that drive several
// endpoints (applications and contracts). Calls nobody answers are 404s naming the call, and `sent` reads
// back what a page posted.

export function signIn(userType: 'filmmaker' | 'client') {
  storeSessionMarker();
  return createFakeAuthClient(fakeSession(fakeUser({ userType, firstName: 'Maya', lastName: 'Okafor' })));
}

type Answer = (request: { url: URL; method: string; body: unknown }) => Response | undefined;

/**
 * The signed-in account's own records, which the app reads on every signed-in page to check the session
 * (lib/account-records.ts): a set-up, verified record of `userType`'s kind and none of the other.
 */
function accountRecords(url: URL, userType: 'filmmaker' | 'client'): Response | undefined {
  if (!url.searchParams.has('user_id')) return undefined;
  if (url.pathname === '/api/rest/v1/filmmakers') {
    return Response.json(userType === 'filmmaker' ? [filmmakerRecord({ verified: true, setup: true })] : []);
  }
  if (url.pathname === '/api/rest/v1/clients') {
    return Response.json(userType === 'client' ? [clientRecord({ verified: true, setup: true })] : []);
  }
  return undefined;
}

/**
 * A fetch stub: each answer may reply; anything unanswered is a 404 naming the call. With `account`, the
 * signed-in account's own records are answered too (accountRecords).
 */
export function stubApi(answer: Answer, { account }: { account?: 'filmmaker' | 'client' } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return (
      (account && method === 'GET' ? accountRecords(url, account) : undefined) ??
      answer({ url, method, body }) ??
      Response.json({ error: `Unexpected ${method} ${url.pathname}` }, { status: 404 })
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent with `method` to `path`. */
export function sent(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === `/api${path}`,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}
