import type { Earnings } from '@reelhire/shared/earnings';
import type { PayoutSchedule } from '@reelhire/shared/payout-schedules';
import type { Payout } from '@reelhire/shared/payouts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { EarningsPage } from './earnings-page';
import { formatRunDay } from './payout-schedule-card';

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
      pending_minor: 0,
      in_escrow_minor: 0,
      in_transit_minor: 0,
      paid_out_minor: 0,
      by_month: [],
      by_booking: [],
    },
  ],
};

const off: PayoutSchedule = {
  frequency: 'off',
  weekday: null,
  day_of_month: null,
  minimum_minor: null,
  effective_minimum_minor: 1_000,
  next_run_at: null,
  updated_at: null,
};

const scheduledPayout: Payout = {
  id: 'p1000000-0000-4000-8000-000000000002',
  filmmaker_id: 'f1',
  filmmaker_name: 'Maya Okafor',
  status: 'requested',
  currency: 'GBP',
  amount_minor: 42_000,
  reference: null,
  failure_reason: null,
  schedule_period: '2026-W49',
  created_at: '2026-11-30T00:05:00.000Z',
  updated_at: '2026-11-30T00:05:00.000Z',
};

function stub(schedule: PayoutSchedule, saved: PayoutSchedule | Response) {
  return stubApi(({ url, method }) => {
    if (url.pathname === '/api/rest/v1/earnings') return Response.json(earnings);
    if (url.pathname === '/api/rest/v1/payouts')
      return Response.json({ items: [scheduledPayout], next_cursor: null });
    if (url.pathname === '/api/rest/v1/payouts/schedule' && method === 'GET') return Response.json(schedule);
    if (url.pathname === '/api/rest/v1/payouts/schedule' && method === 'PUT') {
      return saved instanceof Response ? saved : Response.json(saved);
    }
    return undefined;
  });
}

test('run days are read in UTC, with the year only when it is not this one', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  expect(formatRunDay('2026-11-30T00:00:00.000Z', now)).toBe('Monday 30 November');
  expect(formatRunDay('2027-01-01T00:00:00.000Z', now)).toBe('Friday 1 January 2027');
});

test('a filmmaker turns on a weekly schedule with a minimum and sees the next automatic payout', async () => {
  fake = signIn('filmmaker');
  const fetchMock = stub(off, {
    frequency: 'weekly',
    weekday: 'monday',
    day_of_month: null,
    minimum_minor: 5_000,
    effective_minimum_minor: 5_000,
    next_run_at: '2026-11-30T00:00:00.000Z',
    updated_at: '2026-11-26T12:00:00.000Z',
  });
  renderRoute(URL_, EarningsPage);
  const card = (await screen.findByRole('heading', { name: 'Payout schedule' })).closest('div.rounded-xl')!;
  const region = within(card as HTMLElement);
  expect(await region.findByText(/Automatic payouts are off/)).toBeInTheDocument();
  expect(region.getByRole('radio', { name: 'Off' })).toBeChecked();
  expect(region.queryByLabelText('Day of the week')).not.toBeInTheDocument();

  await user.click(region.getByRole('radio', { name: 'Weekly' }));
  expect(region.getByLabelText('Day of the week')).toHaveValue('monday');
  // Below the platform's minimum is refused before anything is sent.
  await user.type(region.getByLabelText('Minimum payout (GBP, optional)'), '5');
  await user.click(region.getByRole('button', { name: 'Save schedule' }));
  expect(region.getByRole('alert')).toHaveTextContent('The minimum cannot be below £10');
  expect(sent(fetchMock, 'PUT', '/rest/v1/payouts/schedule')).toEqual([]);

  await user.type(region.getByLabelText('Minimum payout (GBP, optional)'), '0');
  await user.click(region.getByRole('button', { name: 'Save schedule' }));
  expect(await region.findByText('Next automatic payout: Monday 30 November')).toBeInTheDocument();
  expect(region.getByRole('status')).toHaveTextContent('Schedule saved.');
  expect(region.getByText(/midnight UTC, for each balance of at least £50/)).toBeInTheDocument();
  expect(sent(fetchMock, 'PUT', '/rest/v1/payouts/schedule')).toEqual([
    { frequency: 'weekly', weekday: 'monday', day_of_month: null, minimum_minor: 5_000 },
  ]);
  // The form shows what was stored.
  expect(region.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  expect(region.getByLabelText('Minimum payout (GBP, optional)')).toHaveValue('50');

  // The history marks the payouts the schedule asked for.
  expect(await screen.findByText('Scheduled')).toBeInTheDocument();
  expect(screen.getByText(/Requested by your payout schedule/)).toBeInTheDocument();
}, 30_000);

test('a monthly schedule sends its day; a refusal from the server is shown', async () => {
  fake = signIn('filmmaker');
  const fetchMock = stub(
    off,
    Response.json({ error: 'Choose a day of the month from 1 to 28' }, { status: 400 }),
  );
  renderRoute(URL_, EarningsPage);
  await user.click(await screen.findByRole('radio', { name: 'Monthly' }));
  await user.selectOptions(screen.getByLabelText('Day of the month'), '15th');
  await user.click(screen.getByRole('button', { name: 'Save schedule' }));
  expect(await screen.findByText('Choose a day of the month from 1 to 28')).toBeInTheDocument();
  expect(sent(fetchMock, 'PUT', '/rest/v1/payouts/schedule')).toEqual([
    { frequency: 'monthly', weekday: null, day_of_month: 15, minimum_minor: null },
  ]);
}, 30_000);
