import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import zlib from 'node:zlib';
import {
  fetchOutsideCalendar,
  isRefusedAddress,
  normaliseCalendarAddress,
  type FetchOutsideCalendarOptions,
} from './fetch-outside-calendar.ts';

// Fetching a filmmaker's outside calendar (decision 0092) from an address they typed: the calendar comes
// back, and the server's own network, endless answers and huge files do not. Errors are what the
// filmmaker reads in their settings: plain words, never the address's secret path.

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n';
const SECRET = '/calendar/private-a1b2c3/basic.ics?token=secret-token';

let server: http.Server;
let base: string;
let port: number;
/** The paths the test server was asked for, in order. */
let requests: string[] = [];
let lastHeaders: http.IncomingHttpHeaders = {};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://test');
    requests.push(url.pathname);
    lastHeaders = request.headers;
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const left = Number(hop[1]);
      if (left > 0) return response.writeHead(302, { location: `/hop/${left - 1}` }).end();
    }
    switch (url.pathname) {
      case '/to':
        return response.writeHead(307, { location: url.searchParams.get('location') ?? '/' }).end();
      case '/missing':
        return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      case '/big':
        return response.writeHead(200, { 'content-type': 'text/calendar' }).end('X'.repeat(10_000));
      case '/big-unannounced': {
        // No content-length: the size is only known by reading.
        response.writeHead(200, { 'content-type': 'text/calendar' });
        for (let chunk = 0; chunk < 10; chunk++) response.write('X'.repeat(1000));
        return response.end();
      }
      case '/gzip':
        return response
          .writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' })
          .end(zlib.gzipSync(ICS));
      case '/gzip-bomb':
        return response
          .writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' })
          .end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024)));
      case '/silent':
        return; // Never answers.
      case '/trickle':
        response.writeHead(200, { 'content-type': 'text/calendar' });
        response.write('BEGIN:VCALENDAR\r\n');
        return; // Never ends.
      default:
        return response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(ICS);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Fetches, and checks what every error must be: no address, path or token in it. */
async function fetchCalendar(url: string, options: Partial<FetchOutsideCalendarOptions> = {}) {
  const result = await fetchOutsideCalendar({
    url,
    allowPrivateAddresses: true,
    timeoutMs: 2_000,
    maxBytes: 64 * 1024,
    ...options,
  });
  if (!result.ok) {
    for (const leak of [
      'secret',
      'private-a1b2c3',
      'basic.ics',
      '127.0.0.1',
      `:${port}`,
      '.test',
      '.example',
      'passwd',
    ]) {
      expect(result.error).not.toContain(leak);
    }
  }
  return result;
}

/** Makes these host names resolve to these addresses, as if the DNS said so. */
function fakeDns(names: Record<string, { address: string; family: 4 | 6 }[]>) {
  const lookup = dns.lookup;
  vi.spyOn(dns, 'lookup').mockImplementation(((
    hostname: string,
    options: dns.LookupAllOptions,
    callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
  ) => {
    const addresses = names[hostname];
    if (!addresses) return lookup(hostname, options, callback);
    if (addresses.length === 0) {
      return callback(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
        [],
      );
    }
    callback(null, addresses);
  }) as typeof dns.lookup);
}

test('a calendar is fetched, asking for iCalendar, uncompressed, as Reelhire', async () => {
  expect(await fetchCalendar(`${base}${SECRET}`)).toEqual({ ok: true, text: ICS });
  expect(requests).toEqual(['/calendar/private-a1b2c3/basic.ics']);
  expect(lastHeaders).toMatchObject({
    accept: 'text/calendar, */*;q=0.5',
    'accept-encoding': 'identity',
    'user-agent': 'Reelhire calendar sync',
  });
  // By name too, where the lookup may answer with IPv6 and IPv4 addresses to try in turn.
  expect(await fetchCalendar(`http://localhost:${port}${SECRET}`)).toEqual({ ok: true, text: ICS });
});

test.each([
  ['this machine by its IP address', () => `${base}${SECRET}`],
  ['this machine by name', () => `http://localhost:${port}${SECRET}`],
  ['this machine by its IPv6 address', () => `http://[::1]:${port}${SECRET}`],
  ['this machine as an IPv4-mapped IPv6 address', () => `http://[::ffff:127.0.0.1]:${port}${SECRET}`],
  ['this machine in decimal', () => `http://2130706433:${port}${SECRET}`],
  ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
  ['a private network', () => 'https://10.0.0.7/calendar.ics'],
  ['this machine by webcal', () => `webcal://127.0.0.1:${port}${SECRET}`],
])('an address on %s is refused without any request reaching it', async (_name, url) => {
  expect(await fetchCalendar(url(), { allowPrivateAddresses: false })).toEqual({
    ok: false,
    error: 'The address points to a private network, which Reelhire does not fetch from',
  });
  expect(requests).toEqual([]);
});

test('a name with one private address among public ones is refused', async () => {
  fakeDns({
    'mixed.test': [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ],
  });
  expect(await fetchCalendar('https://mixed.test/calendar.ics', { allowPrivateAddresses: false })).toEqual({
    ok: false,
    error: 'The address points to a private network, which Reelhire does not fetch from',
  });
});

test.each([
  'ftp://calendar.example/basic.ics',
  'file:///etc/passwd',
  'gopher://127.0.0.1:6379/_INFO',
  'javascript:alert(1)',
  'not an address',
  '',
])('%j is not fetched: only https, http and webcal are', async (url) => {
  expect(await fetchCalendar(url)).toEqual({
    ok: false,
    error: 'The address must start with https://, http:// or webcal://',
  });
});

test('webcal and webcals addresses are fetched as https; http and https stay as they are', () => {
  expect(normaliseCalendarAddress('webcal://p01-caldav.icloud.com/published/2/abc')).toBe(
    'https://p01-caldav.icloud.com/published/2/abc',
  );
  expect(normaliseCalendarAddress('WEBCALS://calendar.example/a.ics?x=1')).toBe(
    'https://calendar.example/a.ics?x=1',
  );
  expect(normaliseCalendarAddress('  https://calendar.google.com/calendar/ical/a/private-b/basic.ics ')).toBe(
    'https://calendar.google.com/calendar/ical/a/private-b/basic.ics',
  );
  expect(normaliseCalendarAddress('http://calendar.example/a.ics')).toBe('http://calendar.example/a.ics');
  expect(normaliseCalendarAddress('ftp://calendar.example/a.ics')).toBeNull();
  expect(normaliseCalendarAddress('file:///etc/passwd')).toBeNull();
  expect(normaliseCalendarAddress('calendar.example/a.ics')).toBeNull();
});

test('up to three redirects are followed; a fourth is refused', async () => {
  expect(await fetchCalendar(`${base}/hop/3`)).toEqual({ ok: true, text: ICS });
  expect(requests).toEqual(['/hop/3', '/hop/2', '/hop/1', '/hop/0']);

  requests = [];
  expect(await fetchCalendar(`${base}/hop/4`)).toEqual({
    ok: false,
    error: 'The address redirected more than 3 times',
  });
  expect(requests).toEqual(['/hop/4', '/hop/3', '/hop/2', '/hop/1']);
});

test('a redirect to another scheme is refused', async () => {
  const to = (location: string) => `${base}/to?location=${encodeURIComponent(location)}`;
  for (const location of ['ftp://calendar.example/a.ics', 'file:///etc/passwd']) {
    expect(await fetchCalendar(to(location))).toEqual({
      ok: false,
      error: 'The address redirected to an address that is not https:// or http://',
    });
  }
  // A webcal address in a redirect is https, as anywhere else: here a private one, so refused.
  expect(
    await fetchCalendar(to(`webcal://127.0.0.1:${port}/`), { allowPrivateAddresses: false }),
  ).toMatchObject({
    ok: false,
  });
});

test('a redirect from an allowed address to a private one is refused', async () => {
  // The test server stands in for a public calendar host: its 127.0.0.1 passes the check, while every
  // other private address, 127.0.0.2 (this machine too) among them, is still refused.
  const check = net.BlockList.prototype.check;
  vi.spyOn(net.BlockList.prototype, 'check').mockImplementation(function (
    this: net.BlockList,
    address: string,
    family?: net.IPVersion,
  ) {
    return address === '127.0.0.1' ? false : check.call(this, address, family);
  } as net.BlockList['check']);
  fakeDns({ 'internal.test': [{ address: '127.0.0.2', family: 4 }] });
  const to = (location: string) => `${base}/to?location=${encodeURIComponent(location)}`;

  expect(await fetchCalendar(`${base}${SECRET}`, { allowPrivateAddresses: false })).toEqual({
    ok: true,
    text: ICS,
  });
  for (const location of [
    `http://127.0.0.2:${port}${SECRET}`,
    `http://internal.test:${port}${SECRET}`,
    `http://[::ffff:127.0.0.2]:${port}${SECRET}`,
    'http://169.254.169.254/latest/meta-data/',
  ]) {
    requests = [];
    expect(await fetchCalendar(to(location), { allowPrivateAddresses: false })).toEqual({
      ok: false,
      error: 'The address points to a private network, which Reelhire does not fetch from',
    });
    expect(requests).toEqual(['/to']);
  }
});

test('a calendar larger than the limit is refused, announced or not', async () => {
  for (const path of ['/big', '/big-unannounced']) {
    expect(await fetchCalendar(`${base}${path}`, { maxBytes: 4096 })).toEqual({
      ok: false,
      error: 'The calendar is larger than 4 KB',
    });
  }
  expect(await fetchCalendar(`${base}/big`, { maxBytes: 10_000 })).toMatchObject({ ok: true });
  expect(await fetchCalendar(`${base}/big`, { maxBytes: 2 * 1024 * 1024 })).toMatchObject({ ok: true });
});

test('a server that compresses anyway is read, and its size counted after decompression', async () => {
  expect(await fetchCalendar(`${base}/gzip`)).toEqual({ ok: true, text: ICS });
  expect(await fetchCalendar(`${base}/gzip-bomb`, { maxBytes: 5 * 1024 * 1024 })).toEqual({
    ok: false,
    error: 'The calendar is larger than 5 MB',
  });
});

test.each(['/silent', '/trickle'])(
  'a server that never finishes answering (%s) times out on time',
  async (path) => {
    const started = performance.now();
    expect(await fetchCalendar(`${base}${path}`, { timeoutMs: 300 })).toEqual({
      ok: false,
      error: 'The address took too long to answer',
    });
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    // Well before the test's own timeout: without its timer the fetch would wait for ever.
    expect(took).toBeLessThan(5_000);
  },
);

test('an error status is said as a number', async () => {
  expect(await fetchCalendar(`${base}/missing?token=secret-token`)).toEqual({
    ok: false,
    error: 'The address answered 404',
  });
});

test('a name that does not resolve and a closed port each say so in plain words', async () => {
  fakeDns({ 'calendar.test': [] });
  expect(await fetchCalendar(`https://calendar.test${SECRET}`)).toEqual({
    ok: false,
    error: 'No server was found for the address',
  });

  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  expect(await fetchCalendar(`http://127.0.0.1:${closedPort}${SECRET}`)).toEqual({
    ok: false,
    error: 'The server refused the connection',
  });
});

test.each([
  '127.0.0.1',
  '127.255.255.254',
  '10.1.2.3',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '100.127.255.255',
  '0.0.0.0',
  '255.255.255.255',
  '224.0.0.251',
  '192.0.0.8',
  '198.18.0.1',
  '198.19.255.255',
  '240.0.0.1',
  '::',
  '::1',
  'fe80::1',
  'fe80::1%eth0',
  'fc00::1',
  'fd12:3456:789a::1',
  'ff02::1',
  '::ffff:127.0.0.1',
  '::ffff:10.0.0.1',
  '::ffff:a9fe:a9fe',
  '64:ff9b::127.0.0.1',
  '64:ff9b::a9fe:a9fe',
  '2002:7f00:1::1',
  '2002:c0a8:101::1',
  'not-an-address',
])('%s is refused', (address) => {
  expect(isRefusedAddress(address)).toBe(true);
});

test.each([
  '8.8.8.8',
  '93.184.215.14',
  '172.32.0.1',
  '100.128.0.1',
  '11.0.0.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001:82b::200e',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
])('%s is allowed', (address) => {
  expect(isRefusedAddress(address)).toBe(false);
});
