import fc from 'fast-check';
import { createAccount } from '../modules/auth/auth-test-kit.ts';
import { authSecretsFrom } from '../auth/auth-secrets.ts';
import { signIn } from '../modules/auth/issue-session.ts';
import {
  asText,
  badString,
  encodeComponent,
  mutatedValueFor,
  operationsOf,
  rawBody,
  valueFor,
  type Operation,
} from '../test/bad-input-arbitraries.ts';
import { multipartFor } from '../test/bad-multipart-arbitrary.ts';
import { createTestApp } from '../test/test-app.ts';

/*
 * Bad input must never answer 5xx. Every operation in the served OpenAPI document (read at run time, so
 * endpoints added later are covered as soon as they exist) gets bodies, query strings and path parameters
 * that are mostly plausible with bad values mixed in: wrong types, missing fields, huge strings, NUL, lone
 * surrogates, prototype keys, deep nesting, broken JSON and truncated multipart. Requests go signed out and
 * signed in (as a user with both roles and as an admin) so that they get past authentication into
 * validation and the handlers. The seed is fixed, so a failure replays the same way; fast-check prints it.
 */

const SEED = 20_261_010;
/**
 * Per operation. With some 200 operations, 50 runs took 4.5 minutes of one worker (and as long again on
 * PostgreSQL); 25 still send each operation a mix of bad values, at half the cost.
 */
const RUNS_PER_OPERATION = 25;

// The global per-IP limit would answer 429 before validation; each request also comes from its own address.
const t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
afterAll(() => t.close());

const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const operations = operationsOf(document);

type Identity = 'signed-out' | 'user' | 'admin' | 'bad-token';

interface GeneratedRequest {
  identity: Identity;
  apikey: 'valid' | 'missing' | 'wrong';
  pathValues: string[];
  query: [string, string][];
  body: { payload: string | Buffer; contentType: string | undefined } | undefined;
  ip: string;
}

const PROTOTYPE_QUERY_KEYS = ['__proto__', 'constructor', '__proto__[polluted]', 'constructor[prototype][x]'];

function requestFor(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const pathValue = fc.oneof(
    { arbitrary: fc.uuid(), weight: 4 },
    { arbitrary: fc.constantFrom('SELF', 'me', 'maya-okafor', '0', 'null'), weight: 2 },
    { arbitrary: badString.map((value) => value.slice(0, 500)), weight: 2 },
  );
  const queryValue = (schema: Operation['queryParams'][number]['schema']) =>
    fc.oneof(
      { arbitrary: valueFor(schema, 0).map(asText), weight: 4 },
      {
        arbitrary: fc
          .tuple(valueFor(schema, 0).map(asText), fc.constantFrom('\u0000', '\ud800', '\udfff'))
          .map(([text, taint]) => text.slice(0, 1) + taint + text.slice(1)),
        weight: 1,
      },
      { arbitrary: badString, weight: 1 },
    );
  const query = fc
    .tuple(
      ...operation.queryParams.map(({ name, schema }) =>
        fc.option(
          fc
            .array(queryValue(schema), { minLength: 1, maxLength: 2 })
            .map((values) => values.map((value) => [name, value] as [string, string])),
          { freq: 3 },
        ),
      ),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_QUERY_KEYS), badString), badString), {
        maxLength: 2,
      }),
    )
    .map((groups) => groups.flatMap((group) => group ?? []) as [string, string][]);
  return fc.record({
    identity: fc.oneof(
      { arbitrary: fc.constant<Identity>('user'), weight: 5 },
      { arbitrary: fc.constant<Identity>('admin'), weight: 2 },
      { arbitrary: fc.constant<Identity>('signed-out'), weight: 2 },
      { arbitrary: fc.constant<Identity>('bad-token'), weight: 1 },
    ),
    apikey: fc.oneof(
      { arbitrary: fc.constant('valid' as const), weight: 8 },
      { arbitrary: fc.constantFrom('missing' as const, 'wrong' as const), weight: 1 },
    ),
    pathValues: fc.tuple(...operation.pathParams.map(() => pathValue)),
    query,
    body: bodyFor(operation),
    ip: fc.ipV4(),
  });
}

function bodyFor(operation: Operation): fc.Arbitrary<GeneratedRequest['body']> {
  const json = (text: fc.Arbitrary<string>) =>
    fc.record({
      payload: text,
      contentType: fc.oneof(
        { arbitrary: fc.constant('application/json'), weight: 8 },
        {
          arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', undefined),
          weight: 1,
        },
      ),
    });
  if (operation.body.multipart) return multipartFor(operation.body.multipart);
  if (operation.body.json) {
    return json(
      fc.oneof(
        { arbitrary: mutatedValueFor(operation.body.json).map((value) => JSON.stringify(value)), weight: 6 },
        { arbitrary: rawBody, weight: 1 },
      ),
    );
  }
  if (operation.method === 'GET') return fc.constant(undefined);
  // Operations without a documented body get one anyway now and then.
  return fc.option(
    json(
      fc.oneof(
        valueFor(undefined).map((value) => JSON.stringify(value)),
        rawBody,
      ),
    ),
    {
      freq: 2,
      nil: undefined,
    },
  );
}

/** Fresh accounts per operation, so that one operation signing out or changing its user spoils no other. */
async function sessionsFor(label: string) {
  const secrets = authSecretsFrom(t.config);
  const tokens: Record<'user' | 'admin', { id: string; token: string }> = {} as never;
  for (const role of ['user', 'admin'] as const) {
    const user = await createAccount(t.database.db, {
      email: `${role}-${label}@property.example`,
      password: null,
      metadata: {
        user_type: role === 'admin' ? 'admin' : 'both',
        first_name: 'Property',
        last_name: 'Test',
      },
    });
    const session = await signIn({ db: t.database.db, secrets, userId: user.id, method: 'password' });
    tokens[role] = { id: user.id, token: session.access_token };
  }
  return tokens;
}

function describeRequest(method: string, url: string, body: GeneratedRequest['body']): string {
  const payload = body ? String(body.payload).slice(0, 300) : '';
  return `${method} ${url.slice(0, 300)} [${body?.contentType ?? 'no content type'}] ${JSON.stringify(payload)}`;
}

test('the document lists the operations', () => {
  expect(operations.length).toBeGreaterThan(40);
});

describe.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
  'bad input to %s',
  (_name, operation) => {
    test('never answers 5xx and pollutes no prototype', async () => {
      const sessions = await sessionsFor(
        `${operation.method}-${operation.path}`.replace(/[^a-z0-9]+/gi, '-'),
      );
      const property = fc.asyncProperty(requestFor(operation), async (generated) => {
        const session =
          generated.identity === 'user' || generated.identity === 'admin'
            ? sessions[generated.identity]
            : undefined;
        let index = 0;
        const path = operation.path.replace(/\{[^}]+\}/g, () => {
          const value = generated.pathValues[index++] ?? '';
          return encodeComponent(value === 'SELF' ? (session?.id ?? value) : value);
        });
        const search = generated.query
          .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`)
          .join('&');
        const url = search ? `${path}?${search}` : path;
        const headers: Record<string, string> = {};
        if (generated.apikey === 'valid') headers.apikey = t.anonKey;
        if (generated.apikey === 'wrong') headers.apikey = 'wrong-key-0123456789';
        if (session) headers.authorization = `Bearer ${session.token}`;
        if (generated.identity === 'bad-token') headers.authorization = 'Bearer not.a.token';
        if (generated.body?.contentType) headers['content-type'] = generated.body.contentType;

        const response = await t.app.inject({
          method: operation.method as 'GET',
          url,
          headers,
          remoteAddress: generated.ip,
          ...(generated.body ? { payload: generated.body.payload } : {}),
        });
        if (response.statusCode >= 500) {
          throw new Error(
            `${response.statusCode} ${response.body.slice(0, 300)} for ${describeRequest(operation.method, url, generated.body)}`,
          );
        }
        expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
      });
      await fc.assert(property, { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true });
    });
  },
);
