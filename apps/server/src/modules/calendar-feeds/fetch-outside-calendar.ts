import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Fetches an outside calendar's iCalendar file (decision 0092). The address comes from a member, so the
 * server must not become their way into its own network (SSRF):
 *
 * - Only http and https (webcal:// and webcals:// are https, as calendar apps read them).
 * - Every address the host name resolves to must be public: one loopback, private, link-local, CGNAT,
 *   multicast, reserved or otherwise internal address refuses the whole fetch, since the connection could
 *   go to any of them. The check sits in the socket's own `lookup`, so the socket connects to exactly the
 *   addresses checked: a name that resolves to a public address for a check and to 127.0.0.1 a moment
 *   later (DNS rebinding) gets no second lookup. A literal IP in the address, which Node connects to
 *   without a lookup, is checked before connecting. `allowPrivateAddresses` lifts this for tests and a LAN.
 * - At most MAX_REDIRECTS redirects, each new address checked again in the same way.
 * - `timeoutMs` bounds the whole fetch, connection and body; `maxBytes` bounds the body as read (after
 *   decompression, should a server compress though asked not to).
 *
 * Errors are short and in plain words, as the filmmaker reads them in their settings; they never hold the
 * address, whose path often carries a secret token. It never throws.
 */

export interface FetchOutsideCalendarOptions {
  url: string;
  /** Allow loopback and private network addresses: tests and a LAN installation only. */
  allowPrivateAddresses: boolean;
  timeoutMs: number;
  maxBytes: number;
}

export type FetchOutsideCalendarResult = { ok: true; text: string } | { ok: false; error: string };

const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const HEADERS = {
  accept: 'text/calendar, */*;q=0.5',
  'accept-encoding': 'identity',
  'user-agent': 'Reelhire calendar sync',
};

const ERRORS = {
  scheme: 'The address must start with https://, http:// or webcal://',
  redirectScheme: 'The address redirected to an address that is not https:// or http://',
  tooManyRedirects: `The address redirected more than ${MAX_REDIRECTS} times`,
  privateAddress: 'The address points to a private network, which Reelhire does not fetch from',
  notFound: 'No server was found for the address',
  refused: 'The server refused the connection',
  unreachable: 'The server could not be reached',
  reset: 'The server closed the connection before the calendar was sent',
  certificate: 'The server’s security certificate is not valid',
  timeout: 'The address took too long to answer',
  compressed: 'The address answered in a compressed form that could not be read',
  failed: 'The calendar could not be fetched',
};

/**
 * The address to fetch for what a member pasted: webcal:// and webcals:// become https://, http(s) stays;
 * anything else (ftp:, file:, a typo) is null.
 */
export function normaliseCalendarAddress(url: string): string | null {
  const text = url.trim().replace(/^webcals?:/i, 'https:');
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.hostname === '') return null;
  return parsed.href;
}

// The addresses no member's calendar lives at, from the IANA special-purpose registries.
const refused = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches this machine
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address 255.255.255.255
] as const) {
  refused.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(prefix, bits, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address Node already validated (`::` expanded, dotted tail read). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** Whether Reelhire refuses to connect to this IP address (IPv4-mapped and embedding forms included). */
export function isRefusedAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = net.isIP(plain);
  if (family === 4) return refused.check(plain, 'ipv4');
  // Not an address at all: refused, rather than guessed at.
  if (family !== 6) return true;
  // BlockList checks ::ffff:a.b.c.d against the IPv4 ranges itself.
  if (refused.check(plain, 'ipv6')) return true;
  const groups = ipv6Groups(plain);
  const ipv4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses reach the IPv4 address they embed.
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    return refused.check(ipv4(groups[6]!, groups[7]!), 'ipv4');
  }
  if (groups[0] === 0x2002) return refused.check(ipv4(groups[1]!, groups[2]!), 'ipv4');
  return false;
}

class RefusedAddressError extends Error {
  readonly code = 'REELHIRE_PRIVATE_ADDRESS';
}

/**
 * A socket `lookup` that resolves every address of the host and refuses all of them when any is refused.
 * Node asks for all addresses (`all: true`) when it tries IPv6 and IPv4 in turn, else for one.
 */
function checkedLookup(allowPrivateAddresses: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(
      hostname,
      { all: true, family: options.family ?? 0, hints: options.hints },
      (error, addresses) => {
        if (error) return callback(error, '');
        if (addresses.length === 0)
          return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '');
        if (!allowPrivateAddresses && addresses.some(({ address }) => isRefusedAddress(address))) {
          return callback(new RefusedAddressError(ERRORS.privateAddress), '');
        }
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
    );
  };
}

/** The plain words for a failed connection; never the error's own message, which names the host. */
function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return ERRORS.failed;
  if (code === 'REELHIRE_PRIVATE_ADDRESS') return ERRORS.privateAddress;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA' || code === 'EAI_NONAME') {
    return ERRORS.notFound;
  }
  if (code === 'ECONNREFUSED') return ERRORS.refused;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL')
    return ERRORS.unreachable;
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED') return ERRORS.reset;
  if (code === 'ETIMEDOUT') return ERRORS.timeout;
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(code)) return ERRORS.certificate;
  return ERRORS.failed;
}

function sizeLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `The calendar is larger than ${Math.round(mb * 10) / 10} MB`;
  return `The calendar is larger than ${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The body as it is meant to be read: decompressed when the server compressed it anyway. */
function decoded(response: IncomingMessage): Readable | null {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return response;
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return null;
}

export async function fetchOutsideCalendar(
  options: FetchOutsideCalendarOptions,
): Promise<FetchOutsideCalendarResult> {
  try {
    return await fetchWithin(options);
  } catch {
    return { ok: false, error: ERRORS.failed };
  }
}

function fetchWithin({
  url,
  allowPrivateAddresses,
  timeoutMs,
  maxBytes,
}: FetchOutsideCalendarOptions): Promise<FetchOutsideCalendarResult> {
  const first = normaliseCalendarAddress(url);
  if (!first) return Promise.resolve({ ok: false, error: ERRORS.scheme });

  return new Promise((resolve) => {
    const open = new Set<{ destroy(): void }>();
    let settled = false;
    const finish = (result: FetchOutsideCalendarResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      for (const stream of open) stream.destroy();
      resolve(result);
    };
    const fail = (error: string) => finish({ ok: false, error });
    // One deadline for everything: the lookup, each redirect, and a body that trickles in for ever.
    const timer = setTimeout(() => fail(ERRORS.timeout), timeoutMs);

    // Each hop of a redirect chain is numbered: a hop left behind may still report its socket closing.
    let hop = 0;
    const get = (address: string, redirects: number) => {
      const current = ++hop;
      const failHere = (error: unknown) => {
        if (hop === current) fail(describe(error));
      };
      const target = new URL(address);
      const host = target.hostname.replace(/^\[|\]$/g, '');
      if (!allowPrivateAddresses && net.isIP(host) !== 0 && isRefusedAddress(host)) {
        return fail(ERRORS.privateAddress);
      }
      const request = (target.protocol === 'https:' ? https : http).request(
        target,
        {
          method: 'GET',
          headers: HEADERS,
          lookup: checkedLookup(allowPrivateAddresses),
          // A socket of its own: a pooled one may have been opened by a fetch with other rules.
          agent: false,
        },
        (response) => {
          open.add(response);
          response.on('error', failHere);
          const status = response.statusCode ?? 0;
          if (REDIRECT_STATUSES.has(status) && response.headers.location) {
            if (redirects >= MAX_REDIRECTS) return fail(ERRORS.tooManyRedirects);
            let next: string | null;
            try {
              next = normaliseCalendarAddress(new URL(response.headers.location, target).href);
            } catch {
              next = null;
            }
            if (!next) return fail(ERRORS.redirectScheme);
            open.delete(response);
            open.delete(request);
            get(next, redirects + 1);
            // After the next hop began, so whatever this one reports as it closes is ignored.
            request.destroy();
            return;
          }
          if (status < 200 || status > 299) return fail(`The address answered ${status}`);
          const declared = Number(response.headers['content-length']);
          if (Number.isFinite(declared) && declared > maxBytes) return fail(sizeLimit(maxBytes));

          const body = decoded(response);
          if (!body) return fail(ERRORS.compressed);
          if (body !== response) {
            open.add(body);
            body.on('error', () => fail(ERRORS.compressed));
          }
          const chunks: Buffer[] = [];
          let size = 0;
          body.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) return fail(sizeLimit(maxBytes));
            chunks.push(chunk);
          });
          body.on('end', () =>
            finish({ ok: true, text: new TextDecoder('utf-8').decode(Buffer.concat(chunks)) }),
          );
        },
      );
      open.add(request);
      request.on('error', failHere);
      request.end();
    };

    try {
      get(first, 0);
    } catch {
      fail(ERRORS.failed);
    }
  });
}
