import { SERVER_PAGE_BOOT_HASH } from './server-rendered-pages.ts';
import { makePdf } from '../modules/files/file-fixtures.ts';
import { fetchLink, signIn, uploaded } from '../modules/files/upload-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * Decision 0070: the headers a production server sends (NODE_ENV=production), on the API, on a page
 * address and on a signed file link. Decision 0055's plain-http case is here in production mode too.
 */

const production = (publicUrl: string) =>
  createTestApp({ env: { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', PUBLIC_URL: publicUrl } });

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('served over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await production('https://reelhire.example.com');
  });
  afterAll(() => t.close());

  const answers = () => [
    t.app.inject({ method: 'GET', url: '/api/health' }),
    t.app.inject({ method: 'GET', url: '/api/rest/v1/talent', headers: { apikey: t.anonKey } }),
    t.app.inject({ method: 'GET', url: '/jobs' }),
  ];

  test('the content security policy runs only our own scripts, in no frame, from no plugin', async () => {
    for (const response of await Promise.all(answers())) {
      const policy = directives(String(response.headers['content-security-policy']));
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // Our own files, and the one inline script of a server-rendered page, by its hash (decision 0080).
      expect(policy.get('script-src')).toEqual(["'self'", SERVER_PAGE_BOOT_HASH]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
      // Nothing anywhere in the policy lets inline or evaluated script in.
      const all = [...policy.values()].flat();
      expect(all).not.toContain("'unsafe-eval'");
      for (const [name, sources] of policy) {
        if (name.startsWith('script')) expect(sources, name).not.toContain("'unsafe-inline'");
      }
    }
  });

  test('HSTS for a year with subdomains, no framing, no sniffing, no referrer', async () => {
    for (const response of await Promise.all(answers())) {
      expect(response.headers['strict-transport-security']).toMatch(
        /max-age=(\d{8,}|3[1-9]\d{6});\s*includeSubDomains/,
      );
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  test('a signed PDF link may be framed by our own page only (chat shows it), and never sniffed', async () => {
    const owner = await signIn(t, 'pdf-owner@headers.example', 'client');
    const file = await uploaded(t, {
      token: owner.token,
      kind: 'private_document',
      name: 'release.pdf',
      type: 'application/pdf',
      data: makePdf(),
    });
    const response = await fetchLink(t, file.url!);
    expect(response.statusCode).toBe(200);
    expect(directives(String(response.headers['content-security-policy'])).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

test('a production server on plain http (a LAN install) sends neither HSTS nor upgrade-insecure-requests', async () => {
  const t = await production('http://192.168.1.20:3000');
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    // The rest of the policy stays.
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  } finally {
    await t.close();
  }
});
