import { networkInterfaces } from 'node:os';
import type { Config } from '../../config.ts';

// Where a card checkout sends the client back to (decision 0059). The browser keeps a session per origin,
// so a client who paid from http://127.0.0.1:3000 must come back there, not to PUBLIC_URL's localhost,
// where they are signed out. Only an origin this app serves is honoured: a checkout link is a redirect
// through Reelhire (and through Stripe), so an origin outside the list would make it an open redirect.

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/** Hosts this process answers on: loopback, the interface it listens on, or every interface's address. */
function listeningHosts(host: string): string[] {
  const hosts = ['localhost', '127.0.0.1', '[::1]'];
  if (!WILDCARD_HOSTS.has(host)) return [...hosts, host.includes(':') ? `[${host}]` : host];
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      hosts.push(address.family === 'IPv6' ? `[${address.address.split('%')[0]}]` : address.address);
    }
  }
  return hosts;
}

/**
 * The origins a checkout may return to: PUBLIC_URL's, the configured browser origins
 * (REALTIME_ALLOWED_ORIGINS, the same pages that may open the socket), and this server's own
 * http://host:port for each address it listens on, on the port the request arrived at.
 */
export function checkoutReturnOrigins(
  config: Pick<Config, 'publicUrl' | 'realtimeAllowedOrigins' | 'host' | 'port'>,
  localPort: number | undefined,
): Set<string> {
  const port = localPort ?? config.port;
  return new Set([
    new URL(config.publicUrl).origin,
    ...config.realtimeAllowedOrigins.map((origin) => new URL(origin).origin),
    ...listeningHosts(config.host).map((host) => new URL(`http://${host}:${port}`).origin),
  ]);
}

/** An http(s) URL's origin, or null for anything else ('null', garbage, other schemes). */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the client started the checkout from (the request's Origin, else its Referer's) when this app
 * serves it; PUBLIC_URL otherwise, so nobody is ever sent to an address outside the list.
 */
export function checkoutReturnOrigin(
  config: Pick<Config, 'publicUrl' | 'realtimeAllowedOrigins' | 'host' | 'port'>,
  request: { origin?: string | undefined; referer?: string | undefined; localPort?: number | undefined },
): string {
  const asked = originOf(request.origin) ?? originOf(request.referer);
  const allowed = checkoutReturnOrigins(config, request.localPort);
  if (!asked || !allowed.has(asked) || asked === new URL(config.publicUrl).origin) return config.publicUrl;
  return asked;
}
