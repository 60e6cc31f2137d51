import type { IncomingMessage } from 'node:http';

// Which pages may open the realtime socket (issue 10, decision 0017). A browser sends the page's Origin
// with the handshake; a page on another site must not talk to the chat with a visitor's session.

/**
 * Accepted: no Origin (not a browser page; the key and token still decide), PUBLIC_URL's origin, an
 * allow-listed origin, or an Origin whose host is the Host the request came to: the page this server sent,
 * at whatever address the visitor typed (127.0.0.1 while PUBLIC_URL says localhost). Only the host is
 * compared there, since behind a TLS proxy the page is https while this server hears http.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: ReadonlySet<string>,
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // 'null' (a sandboxed frame, a file) and anything malformed
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (allowed.has(parsed.origin)) return true;
  return Boolean(host) && parsed.host === host!.toLowerCase();
}

/** Socket.IO's `allowRequest` for the given origins. */
export function originGate(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return (
    request: IncomingMessage,
    callback: (error: string | null | undefined, success: boolean) => void,
  ) => {
    const ok = isAllowedOrigin(request.headers.origin, request.headers.host, allowed);
    callback(ok ? null : 'Origin not allowed', ok);
  };
}
