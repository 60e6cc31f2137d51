import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEV_MAILBOX_CLOSED =
  'The dev mailbox answers only on the machine running Reelhire (set DEV_MAILBOX_OPEN=true to open it to others)';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how a dual-stack socket reports 127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

/** Every client address a proxy says it forwarded for: X-Forwarded-For, X-Real-IP and Forwarded `for=`. */
function forwardedClients(request: FastifyRequest): string[] {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const listed = `${header('x-forwarded-for')},${header('x-real-ip')}`.split(',');
  const forwarded = [...header('forwarded').matchAll(/for=("[^"]*"|[^;,\s]*)/gi)].map((match) =>
    match[1]!
      .replace(/^"|"$/g, '')
      // "[2001:db8::1]:4711" and "192.0.2.1:80": the address without brackets and port.
      .replace(/^\[([^\]]*)\].*$/, '$1')
      .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1'),
  );
  return [...listed, ...forwarded].map((value) => value.trim()).filter(Boolean);
}

/**
 * Decision 0019 / README: the dev mailbox shows every sign-in code, so it answers only this machine. The
 * socket's own address decides, never `request.ip` (TRUST_PROXY lets X-Forwarded-For choose that). A
 * proxy on this machine makes every request arrive from 127.0.0.1, so a request that a proxy says it
 * forwarded for any address that is not loopback is refused too. A proxy that adds no such header cannot
 * be told apart from a local browser: a proxied installation runs with NODE_ENV=production (no mailbox).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) && forwardedClients(request).every(isLoopbackAddress)
  );
}

/** An onRequest hook for the mailbox routes: 403 for anyone else unless DEV_MAILBOX_OPEN=true. */
export function devMailboxGuard(open: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (open || isFromThisMachine(request)) return;
    reply.header('cache-control', 'no-store');
    if (request.url.startsWith('/api/')) return reply.code(403).send({ error: DEV_MAILBOX_CLOSED });
    return reply.code(403).type('text/plain; charset=utf-8').send(DEV_MAILBOX_CLOSED);
  };
}
