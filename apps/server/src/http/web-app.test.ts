import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressBuild } from '../../../../scripts/precompress.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { preferredEncoding } from './web-app.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it came over the wire, still encoded. */
  body: Buffer;
}

/** A real HTTP request with exactly the Accept-Encoding given (fetch would add its own and decode). */
function get(origin: string, pathname: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${pathname}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const decode = (response: RawResponse): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  return response.body.toString();
};

describe('the built web app over HTTP (issue 10, section 6)', () => {
  let t: TestApp;
  let webDist: string;
  let origin: string;
  // Big enough to be worth compressing, like every real chunk.
  const SCRIPT = `export const rows = [${Array.from({ length: 300 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
  const INDEX = `<!doctype html><html><head><meta name="reelhire:anon-key" content="" /><title>Reelhire</title>${'<!-- padding -->'.repeat(80)}</head><body><div id="root"></div></body></html>`;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'reelhire-web-'));
    // What `vite build` writes: apps/web/public copied as it is, the page, fingerprinted assets.
    cpSync(path.resolve(import.meta.dirname, '../../../web/public'), webDist, { recursive: true });
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), SCRIPT);
    writeFileSync(path.join(webDist, 'assets', 'tiny-AbC123.js'), 'export {};\n');
    // The build's own last step.
    await precompressBuild(webDist);
    t = await createTestApp({ env: { WEB_DIST: webDist } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  test.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('a hashed asset comes precompressed as %s, cached for good', async (encoding, accept) => {
    const response = await get(origin, '/assets/index-AbC123.js', accept);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(decode(response)).toBe(SCRIPT);
  });

  test('a client that accepts no compression gets the file as it is', async () => {
    const response = await get(origin, '/assets/index-AbC123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.body.toString()).toBe(SCRIPT);
  });

  test('a file too small to compress is sent as it is', async () => {
    const response = await get(origin, '/assets/tiny-AbC123.js', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('export {};\n');
  });

  test.each(['/', '/talent', '/login', '/portfolio/maya-okafor'])(
    '%s: the page comes compressed with the API key, and is never cached as immutable',
    async (pathname) => {
      const response = await get(origin, pathname, 'gzip, deflate, br');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decode(response)).toContain(`content="${t.anonKey}"`);

      const gzipped = await get(origin, pathname, 'gzip');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(decode(gzipped)).toBe(decode(response));
      const plain = await get(origin, pathname);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(decode(response));
    },
  );

  test('the compressed copies are not addresses of their own', async () => {
    const response = await get(origin, '/assets/index-AbC123.js.br');
    expect(response.status).toBe(404);
  });

  test('robots.txt is served as text and lets crawlers in, keeping them out of the API', async () => {
    const response = await get(origin, '/robots.txt', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = decode(response);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
  });
});

describe('choosing the encoding', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0', 'gzip'],
    ['*', 'br'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %j gets %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
