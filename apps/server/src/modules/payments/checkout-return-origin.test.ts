import { checkoutReturnOrigin, checkoutReturnOrigins } from './checkout-return-origin.ts';

// The rule of decision 0059: a checkout returns to the origin it was started from only when the app serves
// that origin; anything else is PUBLIC_URL, so a checkout link is never an open redirect.

const config = {
  publicUrl: 'https://reelhire.example',
  realtimeAllowedOrigins: ['https://app.reelhire.example'],
  host: '127.0.0.1',
  port: 3000,
};

test('the allow-list is PUBLIC_URL, the configured origins and this server on loopback at its port', () => {
  expect([...checkoutReturnOrigins(config, undefined)].sort()).toEqual(
    [
      'https://reelhire.example',
      'https://app.reelhire.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ].sort(),
  );
  // The port the request really arrived at (PORT=0 picks one at start).
  expect(checkoutReturnOrigins(config, 41234)).toContain('http://127.0.0.1:41234');
});

test('listening on one address adds it; listening on every interface adds each of them', () => {
  expect(checkoutReturnOrigins({ ...config, host: '10.1.2.3' }, undefined)).toContain('http://10.1.2.3:3000');
  expect(checkoutReturnOrigins({ ...config, host: '0.0.0.0' }, undefined)).toContain('http://127.0.0.1:3000');
});

test.each([
  [{ origin: 'https://app.reelhire.example' }, 'https://app.reelhire.example'],
  [{ origin: 'http://127.0.0.1:3000' }, 'http://127.0.0.1:3000'],
  [{ referer: 'http://localhost:3000/client/dashboard/projects' }, 'http://localhost:3000'],
  [{ origin: 'https://reelhire.example.evil.example' }, 'https://reelhire.example'],
  [{ origin: 'http://reelhire.example' }, 'https://reelhire.example'],
  [{ origin: 'https://evil.example', referer: 'http://127.0.0.1:3000/' }, 'https://reelhire.example'],
  [{ origin: 'file:///etc/passwd' }, 'https://reelhire.example'],
  [{}, 'https://reelhire.example'],
])('%j returns to %s', (request, expected) => {
  expect(checkoutReturnOrigin(config, request)).toBe(expected);
});

test('PUBLIC_URL with a path keeps its path when the client paid from its origin', () => {
  const under = { ...config, publicUrl: 'https://example.org/reelhire' };
  expect(checkoutReturnOrigin(under, { origin: 'https://example.org' })).toBe('https://example.org/reelhire');
});
