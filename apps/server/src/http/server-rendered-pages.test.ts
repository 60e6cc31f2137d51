import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { SERVER_PAGE } from '@reelhire/shared/server-page';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInAccount } from '../modules/auth/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A web build as Vite writes it: the entry module, its static imports preloaded, the stylesheet.
const INDEX = `<!doctype html><html><head><title>Reelhire</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
</head><body><div id="root"></div></body></html>`;

const HOSTILE_STATE = '</script><script>alert(1)</script>';

// The server build's contract (apps/web/src/entry-server.tsx), with a page that reads the real API through
// the transport the server hands it.
const ENTRY = `
let transport;
let renders = 0;
export function configureServerRendering(options) { transport = options.transport; }
export async function renderPage(url, visitor) {
  const { pathname } = new URL(url);
  if (pathname === '/throws') throw new Error('the render failed');
  if (pathname === '/client/dashboard') {
    if (!visitor.accessToken) return null;
    // As the real entry does: the auth service answers for the cookie's token, or the shell is sent.
    const answer = await transport('/api/auth/v1/user', { headers: { authorization: 'Bearer ' + visitor.accessToken } });
    if (!answer.ok) return null;
    const user = await answer.json();
    return {
      status: 200,
      title: 'Dashboard · Reelhire',
      html: '<main>' + user.email + ' sidebar ' + visitor.sidebarOpen + '</main>',
      state: '{}',
      drawnFor: { userId: user.id, sidebarOpen: visitor.sidebarOpen ?? false },
    };
  }
  if (pathname.startsWith('/claim-job/')) {
    renders += 1;
    return { status: 200, title: 'Claim a job · Reelhire', html: '<main>claim ' + renders + '</main>', state: '{}', secretAddress: true };
  }
  if (pathname === '/failing-read') {
    renders += 1;
    return { status: 200, title: 'Failing · Reelhire', html: '<main>render ' + renders + '</main>', state: '{}', readFailed: true };
  }
  if (pathname === '/counted') {
    renders += 1;
    return { status: 200, title: 'Counted · Reelhire', html: '<main>render ' + renders + '</main>', state: '{}' };
  }
  if (pathname !== '/talent' && pathname !== '/gone') return null;
  const answer = await transport('/api/rest/v1/talent', { headers: { accept: 'application/json' } });
  const body = await answer.json();
  return {
    status: pathname === '/gone' ? 404 : 200,
    title: 'Find <filmmakers> · Reelhire',
    html: '<main>' + answer.status + ' ' + Array.isArray(body.items) + '</main>',
    state: JSON.stringify({ note: ${JSON.stringify(HOSTILE_STATE)} }),
  };
}`;

describe('public pages rendered by the server (decision 0080)', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-ssr-'));
    mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
    mkdirSync(path.join(dir, 'dist-ssr'));
    writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'dist-ssr', 'entry-server.js'), ENTRY);
    t = await createTestApp({ env: { WEB_DIST: path.join(dir, 'dist') } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  test('a page arrives with its markup, read from the API as an anonymous visitor', async () => {
    const response = await get('/talent');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The transport added the public key itself: the API answered the list.
    expect(response.body).toContain('<div id="root"><main>200 true</main></div>');
    expect(response.body).toContain('<title>Find &#60;filmmakers&#62; · Reelhire</title>');
  });

  test("the app's scripts wait for the boot script: no module script, the entry and preloads named in a meta", async () => {
    const { body } = await get('/talent');
    expect(body).not.toMatch(/<script type="module"/);
    expect(body).not.toMatch(/rel="modulepreload"/);
    expect(body).toContain(
      `<meta name="${SERVER_PAGE.entryMetaName}" content="/assets/index-abc.js" data-preload="/assets/react-def.js" />`,
    );
    // The stylesheet stays: the markup is drawn before any script.
    expect(body).toContain('href="/assets/index-ghi.css"');
  });

  test('the one inline script is the one the Content-Security-Policy allows by its hash', async () => {
    const response = await get('/talent');
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  test("the page's state cannot close its element, and reads back as it was", async () => {
    const { body } = await get('/talent');
    expect(body).not.toContain(HOSTILE_STATE);
    const element = new RegExp(
      `<script type="application/json" id="${SERVER_PAGE.stateElementId}">(.*?)</script>`,
    );
    const json = element.exec(body)?.[1];
    expect(JSON.parse(json!)).toEqual({ note: HOSTILE_STATE });
  });

  test("a record that does not exist answers 404 with the page's own not-found view", async () => {
    const response = await get('/gone');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"><main>');
  });

  test('compressed as the browser accepts', async () => {
    const plain = await get('/talent');
    const compressed = await get('/talent', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  test('a page whose address carries a secret is kept by no cache', async () => {
    const response = await get('/claim-job/a-claim-token');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<main>claim \d+<\/main>/);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  test('a page drawn for visitors is kept a few seconds for the next ones; a page for its holder is not', async () => {
    const rendered = (body: string) => body.match(/<main>(?:render|claim) (\d+)<\/main>/)?.[1];
    // A burst of visitors: one render, the same page for each.
    const burst = await Promise.all([1, 2, 3].map(() => get('/counted?city=lisbon')));
    expect(new Set(burst.map((response) => rendered(response.body))).size).toBe(1);
    expect(burst.every((response) => response.statusCode === 200)).toBe(true);
    // Another address is drawn on its own.
    expect(rendered((await get('/counted?city=porto')).body)).not.toBe(rendered(burst[0]!.body));
    // A claim link's page is drawn anew for each request, as for a signed-in user's own page.
    const claims = [await get('/claim-job/a-token'), await get('/claim-job/a-token')];
    expect(rendered(claims[0]!.body)).not.toBe(rendered(claims[1]!.body));
    // So is a page showing a read that failed: the failure is of its moment, not for the next visitors.
    const failing = [await get('/failing-read'), await get('/failing-read')];
    expect(rendered(failing[0]!.body)).not.toBe(rendered(failing[1]!.body));
  });

  test('a request with the render cookie neither reads a kept page nor leaves one', async () => {
    const rendered = (body: string) => body.match(/<main>render (\d+)<\/main>/)?.[1];
    const cookie = { cookie: `${SERVER_PAGE.renderCookie}=a.token.here` };
    const withCookie = [await get('/counted?who=cookie', cookie), await get('/counted?who=cookie', cookie)];
    expect(rendered(withCookie[0]!.body)).not.toBe(rendered(withCookie[1]!.body));
    const visitors = [await get('/counted?who=cookie'), await get('/counted?who=cookie')];
    expect(rendered(visitors[0]!.body)).not.toBe(rendered(withCookie[1]!.body));
    expect(rendered(visitors[1]!.body)).toBe(rendered(visitors[0]!.body));
    expect(rendered((await get('/counted?who=cookie', cookie)).body)).not.toBe(rendered(visitors[0]!.body));
  });

  describe("a signed-in page drawn for the render cookie's user (decision 0084)", () => {
    test('is drawn for that user, named in the page, and kept by no cache', async () => {
      const email = 'render-cookie@example.test';
      const { id: userId, token: accessToken } = await signedInAccount(t, {
        email,
        metadata: { user_type: 'client' },
      });
      const response = await get('/client/dashboard', {
        cookie: `other=1; ${SERVER_PAGE.renderCookie}=${accessToken}; ${SERVER_PAGE.sidebarCookie}=true`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<main>${email} sidebar true</main>`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
      // Before the boot script, which compares it with the browser's stored session.
      expect(response.body).toMatch(
        new RegExp(
          `<meta name="${SERVER_PAGE.userMetaName}" content="${userId}" data-sidebar-open="true" /><script>`,
        ),
      );
    });

    test("a token the auth service does not accept gets the app's shell, as a public page stays public", async () => {
      const forged = await get('/client/dashboard', { cookie: `${SERVER_PAGE.renderCookie}=not.a.token` });
      expect(forged.body).toContain('<div id="root"></div>');
      expect(forged.body).not.toContain(`<meta name="${SERVER_PAGE.userMetaName}"`);
      const publicPage = await get('/talent', { cookie: `${SERVER_PAGE.renderCookie}=not.a.token` });
      expect(publicPage.headers['cache-control']).toBe('no-cache');
      expect(publicPage.body).not.toContain(`<meta name="${SERVER_PAGE.userMetaName}"`);
    });
  });

  test.each(['/client/dashboard', '/throws'])(
    "%s (not rendered by the server, or failing there) gets the app's shell",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      );
      expect(response.body).toContain('<div id="root"></div>');
    },
  );
});
