import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { healthSchema } from '@reelhire/shared/health';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { testDatabaseUrl } from './test/test-database.ts';

describe('the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('/api/health', () => {
    test('reports the database as reachable, without an API key', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = healthSchema.parse(response.json());
      expect(body).toMatchObject({
        status: 'ok',
        database: { reachable: true, driver: testDatabaseUrl() ? 'postgres' : 'pglite' },
      });
      expect(body.version).toBe(t.config.version);
    });

    test('reports degraded with 503 when the database cannot be reached', async () => {
      const ping = vi.spyOn(t.database, 'ping').mockResolvedValueOnce(false);
      try {
        const response = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
      } finally {
        ping.mockRestore();
      }
    });
  });

  describe('the public API key', () => {
    const url = '/api/rest/v1/support-requests';
    const body = {
      name: 'Ann',
      email: 'ann@example.com',
      topic: 'other',
      message: 'Hello there, support team.',
    };

    test('is required on every other /api path', async () => {
      for (const [method, path] of [
        ['POST', url],
        ['GET', '/api/rest/v1/nothing-here'],
        ['GET', '/api/auth/v1/settings'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url: path,
          payload: method === 'POST' ? body : undefined,
        });
        expect(response.statusCode, path).toBe(401);
        expect(response.json()).toEqual({ error: 'No API key found in request' });
      }
    });

    test('must be the right key', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { apikey: 'wrong-key-0123456789' },
        payload: body,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid API key' });
    });

    test('is accepted as the apikey query parameter', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${url}?apikey=${t.anonKey}`,
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      const wrong = await t.app.inject({ method: 'POST', url: `${url}?apikey=nope`, payload: body });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'Invalid API key' });
    });
  });

  test('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/rest/v1/nothing-here',
      headers: { apikey: t.anonKey },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  test('answers malformed JSON with a 400 and an error text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rest/v1/support-requests',
      headers: { apikey: t.anonKey, 'content-type': 'application/json' },
      payload: '{"name": "Ann", ',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string }>();
    expect(typeof body.error).toBe('string');
    expect(body.error).not.toBe('');
    expect(body.error).toMatch(/json/i);
  });

  test('serves an OpenAPI 3 document describing the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; requestBody?: unknown }>>;
      components?: { securitySchemes?: Record<string, unknown> };
    }>();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Reelhire API', version: t.config.version });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/rest/v1/support-requests']),
    );
    expect(doc.paths['/api/health']?.get?.responses).toHaveProperty('200');
    const create = doc.paths['/api/rest/v1/support-requests']?.post;
    expect(create?.responses).toHaveProperty('201');
    expect(create?.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: { properties: { email: expect.anything(), message: expect.anything() } },
        },
      },
    });
    // Every operation lists its responses, as OpenAPI 3 requires.
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path.startsWith('/')).toBe(true);
      for (const operation of Object.values(operations)) expect(operation.responses, path).toBeDefined();
    }
    expect(doc.components?.securitySchemes).toHaveProperty('apikey');
    // The document itself is not an operation.
    expect(doc.paths).not.toHaveProperty('/api/openapi.json');
  });

  test('serves browsable API docs as HTML', async () => {
    let response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      response = await t.app.inject({
        method: 'GET',
        url: new URL(response.headers.location!, 'http://x').pathname,
      });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html/i);
  });

  test('without a built web app, non-API paths get a plain 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/talent' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No page at this address' });
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  let webDist: string;
  const INDEX =
    '<!doctype html><html><head><title>Reelhire</title></head><body><div id="root"></div></body></html>';
  const SCRIPT = 'console.log("reelhire");';

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'reelhire-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    writeFileSync(path.join(webDist, 'assets', 'app-abc.js'), SCRIPT);
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  test.each(['/', '/some/unknown/page', '/client/dashboard/projects/p1?tab=jobs', '/talent'])(
    '%s gets the SPA (history fallback), never cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  test('serves fingerprinted assets with an immutable cache header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  test('serves other files without the immutable header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });

  test('does not serve files outside the build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/../../../../etc/passwd' });
    expect(response.body).not.toMatch(/root:/);
  });

  test('keeps /api answers JSON', async () => {
    const notFound = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { apikey: t.anonKey } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ error: 'Not found' });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});

describe('https-only security headers (decision 0055)', () => {
  const headersFor = async (publicUrl: string) => {
    const t = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      return {
        hsts: response.headers['strict-transport-security'],
        csp: String(response.headers['content-security-policy']),
      };
    } finally {
      await t.close();
    }
  };

  test('a plain-http server (a LAN or development install) sends neither HSTS nor upgrade-insecure-requests', async () => {
    const { hsts, csp } = await headersFor('http://192.168.1.20:3000');
    expect(hsts).toBeUndefined();
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
    // The rest of the policy stays.
    expect(csp).toMatch(/default-src 'self'/);
  });

  test('a server whose PUBLIC_URL is https sends both', async () => {
    const { hsts, csp } = await headersFor('https://reelhire.example.com');
    expect(hsts).toMatch(/max-age=\d+/);
    expect(csp).toMatch(/upgrade-insecure-requests/);
  });
});
