import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ANONYMOUS_CACHE } from '@reelhire/shared/constants';
import { SERVER_PAGE } from '@reelhire/shared/server-page';
import { SERVER_PAGE_BOOT_SCRIPT } from '@reelhire/shared/server-page-boot';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { shortLivedAnswers } from './short-lived-answers.ts';

/** The boot script's hash, the one inline script the Content-Security-Policy allows (docs/decisions/0080). */
export const SERVER_PAGE_BOOT_HASH = `'sha256-${createHash('sha256').update(SERVER_PAGE_BOOT_SCRIPT).digest('base64')}'`;

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** What `apps/web/src/entry-server.tsx` exports, built into `apps/web/dist-ssr/entry-server.js`. */
interface RenderedPage {
  status: number;
  title: string;
  html: string;
  state: string;
  drawnFor?: { userId: string; sidebarOpen: boolean };
  /** The address carries a secret (a claim link's token): the page is for its holder only. */
  secretAddress?: boolean;
  /** A read the page needed failed (not a missing record): the page shows a failure of this moment. */
  readFailed?: boolean;
}

interface RenderModule {
  configureServerRendering(options: { transport: Transport }): void;
  renderPage(
    url: string,
    visitor: { accessToken?: string; sidebarOpen?: boolean },
  ): Promise<RenderedPage | null>;
}

export interface ServerPages {
  /**
   * The whole document for a page the web app renders on the server, or null for the app's shell.
   * `personal`: drawn for the signed-in user of the request's render cookie (decision 0084), or for whoever
   * holds the secret in its address, so never to be kept by a cache or sent to anyone else.
   */
  render(request: FastifyRequest): Promise<DrawnPage | null>;
}

/** A page as sent: its status, its whole document, whether it is for this visitor only. */
export interface DrawnPage {
  status: number;
  html: string;
  personal: boolean;
  /** Whether the same page may be sent to the next visitors (decision 0090). */
  shareable: boolean;
}

/** One cookie's value from the request's Cookie header (the server has no other use for cookies). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim() || undefined;
    }
  }
  return undefined;
}

/** The server build sits beside the browser build: `apps/web/dist` and `apps/web/dist-ssr`. */
function serverBuildEntry(webDist: string): string {
  return path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside `<script type="application/json">`: nothing in it may close the element. */
const scriptSafeJson = (json: string) => json.replace(/</g, '\\u003c');

/** Where the template writes whose page it is (decision 0084), right before the boot script. */
const USER_META_PLACE = '<!--reelhire:user-->';

/**
 * The shell's parts a server-rendered page needs: the app's entry and its static imports move out of the
 * page (they load on the visitor's first interaction, from the boot script), everything else stays.
 */
function serverPageTemplate(shell: string): (page: RenderedPage) => string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(shell);
  if (!entry?.[1]) throw new Error('The web build has no entry script in index.html');
  const preloads: string[] = [];
  let head = shell
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  head = head.replace(
    '</head>',
    `<meta name="${SERVER_PAGE.entryMetaName}" content="${escapeHtml(entry[1])}" data-preload="${escapeHtml(preloads.join(' '))}" />` +
      // A visitor with a session sees the app draw their own page, not the signed-out markup first.
      `<style>html[data-boot="${SERVER_PAGE.appBootValue}"] #root{visibility:hidden}</style>` +
      `${USER_META_PLACE}<script>${SERVER_PAGE_BOOT_SCRIPT}</script></head>`,
  );
  const [before, after] = head.split('<div id="root"></div>');
  if (after === undefined) throw new Error('The web build has no empty #root in index.html');
  return ({ title, html, state, drawnFor }) =>
    before!.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`).replace(
      USER_META_PLACE,
      // Before the boot script, which reads it: whose page this is and how it was drawn (decision 0084).
      drawnFor
        ? `<meta name="${SERVER_PAGE.userMetaName}" content="${escapeHtml(drawnFor.userId)}" data-sidebar-open="${drawnFor.sidebarOpen}" />`
        : '',
    ) +
    `<div id="root">${html}</div>` +
    `<script type="application/json" id="${SERVER_PAGE.stateElementId}">${scriptSafeJson(state)}</script>` +
    after;
}

/**
 * Public pages rendered by the server (docs/decisions/0080), when the web app's server build exists. The
 * page's queries reach the API in-process, as the visitor (their address counts against their own rate
 * limits) and without a session: what the server renders is what anybody may see.
 */
export function serverRenderedPages(
  app: FastifyInstance,
  {
    webDist,
    shell,
    anonKey,
    keepForMs = 0,
  }: {
    webDist: string;
    shell: string;
    anonKey: string;
    /** How long a page drawn for a visitor without a render cookie is kept for the next (decision 0090). */
    keepForMs?: number;
  },
): ServerPages | undefined {
  const entry = serverBuildEntry(webDist);
  if (!existsSync(entry)) return undefined;
  // Decision 0090: a public page is drawn the same for every visitor the server does not know, so a burst
  // of them costs one render. Kept by its address (path and query), never when the visitor has a render
  // cookie (the page may be drawn for them), never a personal page (a claim link's), and never one showing
  // a read that failed (a refusal or an outage is of that moment, and would be kept for everyone).
  const keptPages =
    keepForMs > 0
      ? shortLivedAnswers<DrawnPage | null>({ ttlMs: keepForMs, maxAnswers: ANONYMOUS_CACHE.pages })
      : undefined;
  const template = serverPageTemplate(shell);
  const visitor = new AsyncLocalStorage<{ ip: string }>();
  const transport: Transport = async (url, init) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url,
      headers: { ...headers, apikey: anonKey },
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: visitor.getStore()?.ip,
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
  // Imported on the first page asked for, not at start: the server starts as fast as before.
  let loaded: Promise<RenderModule> | undefined;
  const load = () =>
    (loaded ??= (import(pathToFileURL(entry).href) as Promise<RenderModule>).then((module) => {
      module.configureServerRendering({ transport });
      return module;
    }));
  const draw = async (
    request: FastifyRequest,
    accessToken: string | undefined,
  ): Promise<DrawnPage | null> => {
    const module = await load();
    const sidebar = cookieValue(request.headers.cookie, SERVER_PAGE.sidebarCookie);
    const page = await visitor.run({ ip: request.ip }, () =>
      module.renderPage(new URL(request.url, 'http://reelhire.internal').href, {
        accessToken,
        sidebarOpen: sidebar === undefined ? undefined : sidebar === 'true',
      }),
    );
    if (!page) return null;
    const personal = Boolean(page.drawnFor || page.secretAddress);
    return { status: page.status, html: template(page), personal, shareable: !personal && !page.readFailed };
  };
  return {
    render(request) {
      const accessToken = cookieValue(request.headers.cookie, SERVER_PAGE.renderCookie);
      if (accessToken || !keptPages) return draw(request, accessToken);
      return keptPages.get(
        request.url,
        () => draw(request, undefined),
        (page) => page === null || page.shareable,
      );
    },
  };
}
