import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverRenderedPages } from './server-rendered-pages.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Vite fingerprints everything under assets/, so a file there never changes under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer with: brotli, then gzip, whichever the client accepts (a q of 0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** The SPA's page in every encoding, compressed once at start (it carries the run-time API key). */
function pageVariants(html: string): Record<Encoding, Buffer> {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** An HTML page, never cached (a new release is picked up on the next visit), in the encoding it is sent in. */
function pageHeaders(request: FastifyRequest, reply: FastifyReply): Encoding {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.header('Vary', 'Accept-Encoding').header('Cache-Control', 'no-cache');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  reply.type('text/html; charset=utf-8');
  return encoding;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, variants: Record<Encoding, Buffer>) {
  return reply.send(variants[pageHeaders(request, reply)]);
}

/**
 * A page rendered for this request, compressed quickly (it is not kept). A signed-in user's own page
 * (decision 0084) is kept by no cache, and depends on the request's cookies.
 */
async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { status, html, personal }: { status: number; html: string; personal: boolean },
) {
  const encoding = pageHeaders(request, reply.code(status));
  if (personal) reply.header('Cache-Control', 'private, no-store').header('Vary', 'Accept-Encoding, Cookie');
  if (encoding === 'identity') return reply.send(html);
  return reply.send(
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(html, { level: 6 }),
  );
}

/**
 * Serves the built SPA from `webDist`: its files with the brotli or gzip copies the build wrote beside them
 * (scripts/precompress.ts), fingerprinted assets cached for good, and index.html for every other path (the
 * SPA's history fallback), never cached so a new release is picked up on the next visit.
 */
export async function registerWebApp(
  app: FastifyInstance,
  {
    webDist,
    anonKey,
    anonymousCacheMs = 0,
  }: { webDist: string | undefined; anonKey: string; anonymousCacheMs?: number },
): Promise<void> {
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined;
  if (!webDist || !indexHtml || !existsSync(indexHtml)) return;
  // The public key is only known at run time (generated on first start), so it is written into the page here.
  const shell = readFileSync(indexHtml, 'utf8').replace(
    /<meta name="reelhire:anon-key" content="[^"]*"\s*\/?>/,
    `<meta name="reelhire:anon-key" content="${anonKey.replace(/[^A-Za-z0-9_\-.]/g, '')}" />`,
  );
  const indexPage = pageVariants(shell);
  // Public pages as HTML with their data when the web app's server build is there (decision 0080).
  const serverPages = serverRenderedPages(app, { webDist, shell, anonKey, keepForMs: anonymousCacheMs });
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // foo.js is answered with foo.js.br or foo.js.gz when the client accepts it, with Vary: Accept-Encoding.
    preCompressed: true,
    // The compressed copies are not addresses of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', IMMUTABLE);
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.code(404).send({ error: 'Not found' });
    }
    const file = path.join(webDist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (
      pathname !== '/' &&
      file.startsWith(webDist) &&
      existsSync(file) &&
      path.extname(file) &&
      !/\.(br|gz)$/.test(file)
    ) {
      return reply.sendFile(path.relative(webDist, file));
    }
    if (pathname.startsWith('/assets/')) return reply.code(404).send(`No file at ${pathname}`);
    if (serverPages) {
      try {
        const page = await serverPages.render(request);
        if (page) return await sendRenderedPage(request, reply, page);
      } catch (error) {
        // The app's shell still serves the page: the browser renders it as it did before decision 0080.
        request.log.error({ err: error }, 'The page could not be rendered on the server');
      }
    }
    // History fallback: the SPA routes the path itself and shows its not-found page when it has none.
    return sendPage(request, reply, indexPage);
  });
}
