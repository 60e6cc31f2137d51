import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookedWork } from '../bookings/booking-test-kit.ts';
import { checkout, pay } from './payments-test-kit.ts';

// The sandbox checkout returns to the address the client paid from (decision 0059), when the app serves
// it: PUBLIC_URL here is http://localhost:3000, the server listens on port 3000 of every interface. An
// address the app does not serve gets PUBLIC_URL, never a redirect to it. A failed funding names the
// milestone the client chose, so the payment page offers it again.

const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

test('PUBLIC_URL is localhost:3000 in these tests', () => {
  expect(t.config.publicUrl).toBe('http://localhost:3000');
});

test.each([
  ['127.0.0.1, the address the client typed', { origin: 'http://127.0.0.1:3000' }, 'http://127.0.0.1:3000'],
  ['localhost, PUBLIC_URL itself', { origin: 'http://localhost:3000' }, 'http://localhost:3000'],
  [
    '127.0.0.1 told by the Referer alone',
    { referer: 'http://127.0.0.1:3000/client/dashboard' },
    'http://127.0.0.1:3000',
  ],
  ["an attacker's site", { origin: 'https://evil.example' }, 'http://localhost:3000'],
  [
    "an attacker's site dressed as localhost",
    { origin: 'http://localhost.evil.example:3000' },
    'http://localhost:3000',
  ],
  ['another port on this machine', { origin: 'http://127.0.0.1:4444' }, 'http://localhost:3000'],
  ['a sandboxed frame', { origin: 'null' }, 'http://localhost:3000'],
  ['a javascript: referer', { referer: 'javascript:alert(1)' }, 'http://localhost:3000'],
  ['no origin at all (not a browser)', {}, 'http://localhost:3000'],
])(
  'a declined card paid from %s comes back to the payment page at an address the app serves, with the milestone chosen',
  async (_what, headers, expected) => {
    const { client, booking } = await bookedWork(
      t,
      `return-${Object.values(headers).join('').replace(/\W/g, '')}x`,
    );
    const [, shoot] = booking.milestones;
    const started = await pay(
      t,
      client,
      { purpose: 'milestone_funding', milestone_id: shoot!.id, method: 'card' },
      undefined,
      headers,
    );
    expect(started.status).toBe(201);
    // The sandbox's page is on that address too, so the client never leaves it mid-payment.
    expect(started.body.checkout_url!.startsWith(`${expected}/api/payments/sandbox/checkout/`)).toBe(true);

    const declined = await checkout(t, started.body.checkout_url!, { card: DECLINED });
    expect(declined.status).toBe(303);
    const job = `${expected}/client/dashboard/projects/${booking.project_id}/jobs/${booking.job_id}`;
    expect(declined.location).toBe(`${job}/payment?failed_payment_id=${started.body.id}&fund=${shoot!.id}`);
  },
);

test('a whole contract funded from 127.0.0.1 comes back there with "all" chosen, and succeeds there', async () => {
  const { client, booking } = await bookedWork(t, 'return-contract');
  const from = { origin: 'http://127.0.0.1:3000' };
  const contract = { purpose: 'contract_funding', booking_id: booking.id, method: 'card' };
  const first = await pay(t, client, contract, undefined, from);
  const declined = await checkout(t, first.body.checkout_url!, { card: DECLINED });
  const job = `http://127.0.0.1:3000/client/dashboard/projects/${booking.project_id}/jobs/${booking.job_id}`;
  expect(declined.location).toBe(`${job}/payment?failed_payment_id=${first.body.id}&fund=all`);

  const second = await pay(t, client, contract, undefined, from);
  const paid = await checkout(t, second.body.checkout_url!, { card: SUCCEEDS });
  expect(paid.location).toBe(`${job}/payment-success?payment_id=${second.body.id}`);
});

test('a wallet deposit from 127.0.0.1 returns to the wallet pages there; a retry of it keeps the first address', async () => {
  const { client } = await bookedWork(t, 'return-deposit');
  const deposit = { purpose: 'wallet_deposit', amount_minor: 5_000, currency: 'GBP', method: 'card' };
  const started = await pay(t, client, deposit, 'return-deposit-key', { origin: 'http://127.0.0.1:3000' });
  // The same request retried from elsewhere answers the same payment: where it returns was settled first.
  const retried = await pay(t, client, deposit, 'return-deposit-key', { origin: 'https://evil.example' });
  expect(retried.body.checkout_url).toBe(started.body.checkout_url);
  const paid = await checkout(t, started.body.checkout_url!, { card: SUCCEEDS });
  expect(paid.location).toBe(
    `http://127.0.0.1:3000/client/dashboard/wallet/deposit/success?payment_id=${started.body.id}`,
  );
});
