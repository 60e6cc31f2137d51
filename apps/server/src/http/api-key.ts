import type { FastifyRequest } from 'fastify';

/**
 * Paths under /api that a browser reaches without our client adding headers (docs, health probes,
 * the realtime handshake which carries the key in its auth payload, OAuth redirects and email links).
 */
const OPEN_PATHS = [
  /^\/api\/health$/,
  /^\/api\/docs(\/|$)/,
  /^\/api\/openapi\.json$/,
  /^\/api\/realtime(\/|$)/,
  // Google sign-in: the browser navigates to authorize, and Google sends it to callback.
  /^\/api\/auth\/v1\/(authorize|callback)$/,
  // A payment provider calls its webhook with a signature, not our key; the sandbox's hosted checkout is a
  // page the browser is sent to, let in by its unguessable session id (decision 0042).
  /^\/api\/payments\/webhook\/[a-z]+$/,
  /^\/api\/payments\/sandbox\/checkout\/[a-z0-9_]+(\/confirm)?$/,
  // An email's one-click unsubscribe link (decision 0063, RFC 8058): opened and POSTed by the mail client or
  // the browser, let in by its signature.
  /^\/api\/email\/unsubscribe$/,
  // A calendar feed is fetched by calendar apps, which send no headers of ours: its address is signed
  // (decision 0092).
  /^\/api\/calendar\/[^/]+$/,
];

/**
 * The link in an account email is a plain GET from the mail client (POST /verify still needs the key), and
 * a signed file link is fetched by the browser itself (<img>, <video>, a download): its signature is the key.
 */
const OPEN_LINK_PATHS = [/^\/api\/auth\/v1\/verify$/, /^\/api\/files\/[^/]+$/];

export type ApiKeyVerdict = 'ok' | 'missing' | 'invalid';

/** The public key may come as the `apikey` header or, as with GoTrue, the `apikey` query parameter. */
export function checkApiKey(request: FastifyRequest, anonKey: string): ApiKeyVerdict {
  const pathname = request.url.split('?')[0] ?? '';
  if (OPEN_PATHS.some((open) => open.test(pathname))) return 'ok';
  if (request.method === 'GET' && OPEN_LINK_PATHS.some((open) => open.test(pathname))) return 'ok';
  const header = request.headers.apikey;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.apikey;
  const key = typeof header === 'string' ? header : typeof fromQuery === 'string' ? fromQuery : undefined;
  if (!key) return 'missing';
  return key === anonKey ? 'ok' : 'invalid';
}
