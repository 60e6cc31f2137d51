import { hiringClient, hiringFilmmaker } from '../modules/applications/hiring-test-kit.ts';
import { createAccount } from '../modules/auth/auth-test-kit.ts';
import { authSecretsFrom } from '../auth/auth-secrets.ts';
import { signIn } from '../modules/auth/issue-session.ts';
import { operationsOf, type Operation } from '../test/bad-input-arbitraries.ts';
import { createTestApp } from '../test/test-app.ts';

/*
 * Decision 0056: who is calling is checked before what they sent. Every operation of the served OpenAPI
 * document (read at run time, so later routes are covered) says who may call it, and answers a caller who
 * may not with 401 (signed out) or 403 (wrong role) even when the body, query and path are all bad: never a
 * 400 describing a request the caller could not make anyway.
 */

const t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
afterAll(() => t.close());

const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const operations = operationsOf(document);

const ACCOUNT_TYPES = ['both', 'filmmaker', 'client', 'admin'] as const;
type AccountType = (typeof ACCOUNT_TYPES)[number];

const tokens = {} as Record<AccountType, string>;
for (const type of ACCOUNT_TYPES) {
  const user = await createAccount(t.database.db, {
    email: `${type}@caller-first.example`,
    password: null,
    metadata: { user_type: type, first_name: 'Caller', last_name: 'First' },
  });
  const session = await signIn({
    db: t.database.db,
    secrets: authSecretsFrom(t.config),
    userId: user.id,
    method: 'password',
  });
  tokens[type] = session.access_token;
}

/** Whether an account of this type passes the role part of one caller (records aside). */
function passes(type: AccountType, caller: string): boolean {
  if (caller === 'anyone' || caller === 'user') return true;
  if (caller === 'admin') return type === 'admin';
  const entity = caller.replace(/-account$/, '');
  return type === entity || type === 'both';
}

/** An account type that no caller of the operation lets through, if the operation is limited to roles. */
const wrongType = (operation: Operation) =>
  ACCOUNT_TYPES.find((type) => [operation.caller ?? []].flat().every((caller) => !passes(type, caller)));

/** The operation's path with bad values, a bad query string and a body that is not even JSON. */
function badRequest(operation: Operation) {
  const path = operation.path.replace(/\{[^}]+\}/g, 'not-a-valid-id');
  return {
    method: operation.method as 'POST',
    url: `${path}?limit=-1&cursor=%00&status=nonsense`,
    headers: { apikey: t.anonKey, 'content-type': 'application/json' },
    ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: '{"broken": ' }),
  };
}

const name = (operation: Operation) => `${operation.method} ${operation.path}`;

test('every operation in the document says who may call it', () => {
  expect(operations.length).toBeGreaterThan(100);
  expect(operations.filter((operation) => !operation.caller).map(name)).toEqual([]);
});

const signedIn = operations.filter((operation) => operation.caller !== 'anyone');
const limitedToRoles = signedIn.filter((operation) => wrongType(operation));

test.each(signedIn.map((operation) => [name(operation), operation] as const))(
  'signed out with a bad request, %s answers 401',
  async (_name, operation) => {
    const response = await t.app.inject(badRequest(operation));
    expect(response.statusCode, response.body).toBe(401);
  },
);

test.each(limitedToRoles.map((operation) => [name(operation), operation] as const))(
  'in the wrong role with a bad request, %s answers 403',
  async (_name, operation) => {
    const request = badRequest(operation);
    const type = wrongType(operation)!;
    const response = await t.app.inject({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${tokens[type]}` },
    });
    expect(response.statusCode, `${type}: ${response.body}`).toBe(403);
  },
);

// Decision 0056: a malformed `:id` is a 400 saying the id is not valid, in the same words on every route,
// for a caller who may make the request (a wrong caller learns nothing about the path first).
const setUp = {
  client: (await hiringClient(t, { email: 'client-ids@caller-first.example' })).token,
  filmmaker: (await hiringFilmmaker(t, { email: 'filmmaker-ids@caller-first.example', portfolio: 0 })).token,
};
const allowedToken = (operation: Operation): string | undefined => {
  const callers = [operation.caller ?? []].flat();
  if (callers.includes('anyone')) return undefined;
  if (callers.includes('admin')) return tokens.admin;
  return callers.some((caller) => caller.startsWith('filmmaker')) ? setUp.filmmaker : setUp.client;
};
// GoTrue's own routes (MFA factors) keep GoTrue's ids and answers (decision 0003); a signed file link
// (/api/files/{id}) answers any id it did not sign "This link is not valid".
const withId = operations.filter(
  (operation) =>
    operation.path.includes('{id}') &&
    !operation.path.startsWith('/api/auth/v1/') &&
    !operation.path.startsWith('/api/files/'),
);

test.each(withId.map((operation) => [name(operation), operation] as const))(
  'a malformed id to %s answers 400 saying the id is not valid',
  async (_name, operation) => {
    expect(operation.pathParams.find((param) => param.name === 'id')?.schema.format).toBe('uuid');
    const token = allowedToken(operation);
    const response = await t.app.inject({
      method: operation.method as 'POST',
      url: operation.path.replace('{id}', 'not-a-uuid').replace(/\{[^}]+\}/g, 'publish'),
      headers: { apikey: t.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatch(/^id: This is not a valid [a-z ]+ id$/);
  },
);
