import type { Earnings } from '@reelhire/shared/earnings';
import type { PayoutSchedule } from '@reelhire/shared/payout-schedules';
import type { Payout } from '@reelhire/shared/payouts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { EarningsPage } from './earnings-page';
import { pages } from './routes';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});
afterEach(() => vi.unstubAllGlobals());

const user = userEvent.setup();
const URL_ = '/filmmaker/dashboard/earnings';

const earnings: Earnings = {
  currencies: [
    {
      currency: 'GBP',
      available_minor: 36_000,
      pending_minor: 72_000,
      in_escrow_minor: 80_000,
      in_transit_minor: 0,
      paid_out_minor: 15_000,
      by_month: [
        { month: '2027-02', earned_minor: 36_000 },
        { month: '2027-03', earned_minor: 72_000 },
      ],
      by_booking: [
        {
          booking_id: 'b1000000-0000-4000-8000-000000000001',
          title: 'Editor for a brand film',
          status: 'in_progress',
          in_escrow_minor: 80_000,
          earned_minor: 108_000,
          fees_minor: 12_000,
        },
      ],
    },
  ],
};

const offSchedule: PayoutSchedule = {
  frequency: 'off',
  weekday: null,
  day_of_month: null,
  minimum_minor: null,
  effective_minimum_minor: 1_000,
  next_run_at: null,
  updated_at: null,
};

const payout = (overrides: Partial<Payout> = {}): Payout => ({
  id: 'p1000000-0000-4000-8000-000000000001',
  filmmaker_id: 'f1',
  filmmaker_name: 'Maya Okafor',
  status: 'failed',
  currency: 'GBP',
  amount_minor: 15_000,
  reference: null,
  failure_reason: 'The account number was wrong',
  schedule_period: null,
  created_at: '2027-03-02T10:00:00.000Z',
  updated_at: '2027-03-02T10:00:00.000Z',
  ...overrides,
});

test('the earnings page shows the four figures, each booking, and the payouts with a failure explained', async () => {
  fake = signIn('filmmaker');
  expect(await pages[URL_].load()).toBe(EarningsPage);
  stubApi(({ url }) => {
    if (url.pathname === '/api/rest/v1/earnings') return Response.json(earnings);
    if (url.pathname === '/api/rest/v1/payouts/schedule') return Response.json(offSchedule);
    if (url.pathname === '/api/rest/v1/payouts')
      return Response.json({ items: [payout()], next_cursor: null });
    return undefined;
  });
  renderRoute(URL_, EarningsPage);
  const section = await screen.findByRole('region', { name: 'Earnings in GBP' });
  for (const [label, amount] of [
    ['Available', '£360'],
    ['Pending', '£720'],
    ['In escrow', '£800'],
    ['Paid out', '£150'],
  ]) {
    expect(
      within(within(section).getByRole('group', { name: label })).getByText(amount!),
    ).toBeInTheDocument();
  }
  expect(within(section).getByRole('link', { name: 'Editor for a brand film' })).toBeInTheDocument();
  expect(within(section).getByText('£1,080')).toBeInTheDocument();
  expect(
    await screen.findByText('The account number was wrong. The money is back in your available balance.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Failed, money returned')).toBeInTheDocument();
}, 30_000);

test('a payout request sends the amount in minor units with an Idempotency-Key, and refuses too much first', async () => {
  fake = signIn('filmmaker');
  const fetchMock = stubApi(({ url, method }) => {
    if (url.pathname === '/api/rest/v1/earnings') return Response.json(earnings);
    if (url.pathname === '/api/rest/v1/payouts/schedule') return Response.json(offSchedule);
    if (url.pathname === '/api/rest/v1/payouts' && method === 'GET')
      return Response.json({ items: [], next_cursor: null });
    if (url.pathname === '/api/rest/v1/payouts' && method === 'POST') {
      return Response.json(payout({ status: 'requested', amount_minor: 20_000, failure_reason: null }), {
        status: 201,
      });
    }
    return undefined;
  });
  renderRoute(URL_, EarningsPage);
  const amount = await screen.findByLabelText('Amount (GBP)');
  expect(amount).toHaveValue('360');
  await user.clear(amount);
  await user.type(amount, '400');
  await user.click(screen.getByRole('button', { name: 'Request payout' }));
  expect(screen.getByRole('alert')).toHaveTextContent('You have £360 available');
  expect(sent(fetchMock, 'POST', '/rest/v1/payouts')).toEqual([]);

  await user.clear(amount);
  await user.type(amount, '200');
  await user.click(screen.getByRole('button', { name: 'Request payout' }));
  expect(await screen.findByText(/Payout of £200 requested/)).toBeInTheDocument();
  expect(sent(fetchMock, 'POST', '/rest/v1/payouts')).toEqual([{ currency: 'GBP', amount_minor: 20_000 }]);
  const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
  expect((init!.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
}, 30_000);
