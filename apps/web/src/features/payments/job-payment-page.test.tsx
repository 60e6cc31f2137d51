import type { BookingFunding, Payment } from '@reelhire/shared/payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBooking, BOOKING_ID } from '@/components/bookings/booking-fixtures';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { JobPaymentPage } from './job-payment-page';
import { PaymentSuccessPage } from './payment-success-page';
import { pages } from './routes';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const PATTERN = '/client/dashboard/projects/:projectId/jobs/:jobId/payment';
const JOB_PATH = '/client/dashboard/projects/p1/jobs/j1';
const M1 = 'a1000000-0000-4000-8000-000000000001';
const M2 = 'a1000000-0000-4000-8000-000000000002';
const PAYMENT_ID = 'e1000000-0000-4000-8000-000000000001';

const funding = (overrides: Partial<BookingFunding> = {}): BookingFunding => ({
  booking_id: BOOKING_ID,
  currency: 'GBP',
  wallet_balance_minor: 10_000,
  milestones: [
    {
      id: M1,
      title: 'Booking deposit',
      position: 1,
      amount_minor: 40_000,
      fee_minor: 2_000,
      total_minor: 42_000,
      funding: 'funded',
      escrow_minor: 40_000,
    },
    {
      id: M2,
      title: 'Shoot days',
      position: 2,
      amount_minor: 80_010,
      fee_minor: 4_001,
      total_minor: 84_011,
      funding: 'unfunded',
      escrow_minor: 0,
    },
  ],
  ...overrides,
});

const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: PAYMENT_ID,
  status: 'succeeded',
  purpose: 'milestone_funding',
  method: 'wallet',
  provider: 'wallet',
  approves_milestone: false,
  amount_minor: 80_010,
  fee_minor: 4_001,
  total_minor: 84_011,
  currency: 'GBP',
  booking_id: BOOKING_ID,
  milestone_ids: [M2],
  project_id: null,
  job_id: null,
  checkout_url: null,
  failure_reason: null,
  created_at: '2027-05-01T10:00:00.000Z',
  updated_at: '2027-05-01T10:00:00.000Z',
  ...overrides,
});

function stubPaymentApi(state: BookingFunding, paid: Payment = payment()) {
  return stubApi(({ url, method }) => {
    if (url.pathname === '/api/rest/v1/bookings')
      return Response.json({ items: [aBooking()], next_cursor: null });
    if (url.pathname === `/api/rest/v1/bookings/${BOOKING_ID}/funding`) return Response.json(state);
    if (url.pathname === '/api/rest/v1/payments' && method === 'POST')
      return Response.json(paid, { status: 201 });
    if (url.pathname === `/api/rest/v1/payments/${PAYMENT_ID}`) return Response.json(paid);
    return undefined;
  });
}

beforeEach(() => {
  fake = signIn('client');
});
afterEach(() => vi.unstubAllGlobals());

describe("the job's payment page", () => {
  it('is the page of its routes', async () => {
    expect(await pages[PATTERN].load()).toBe(JobPaymentPage);
    expect(await pages[`${PATTERN}-success`].load()).toBe(PaymentSuccessPage);
  });

  it('shows what is in escrow and the fee and total before paying', async () => {
    stubPaymentApi(funding());
    renderRoute(PATTERN, JobPaymentPage, `${JOB_PATH}/payment`);
    expect(await screen.findByText('In escrow')).toBeInTheDocument();
    expect(screen.getByText('Not funded')).toBeInTheDocument();
    expect(screen.getByText('Service fee (5%)').nextSibling).toHaveTextContent('£40.01');
    expect(screen.getByText('You pay').nextSibling).toHaveTextContent('£840.11');
    expect(screen.getByRole('button', { name: 'Pay £840.11 by card' })).toBeEnabled();
  });

  it('offers to add money when the wallet is short, and pays from the wallet with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPaymentApi(funding());
    renderRoute(PATTERN, JobPaymentPage, `${JOB_PATH}/payment`);
    await user.click(await screen.findByLabelText(/Wallet \(balance £100/));
    expect(screen.getByRole('status')).toHaveTextContent('Your wallet is £740.11 short.');
    expect(screen.getByRole('button', { name: /Pay £840.11 from wallet/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add money' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('740.11');
    expect(within(dialog).getByRole('button', { name: 'Add £740.11 by card' })).toBeEnabled();
    expect(sent(fetchMock, 'POST', '/rest/v1/payments')).toEqual([]);
  });

  it('pays from the wallet at once and shows the payment received', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPaymentApi(funding({ wallet_balance_minor: 100_000 }));
    renderRoute(PATTERN, JobPaymentPage, `${JOB_PATH}/payment`);
    await user.click(await screen.findByLabelText(/Wallet \(balance/));
    await user.click(screen.getByRole('button', { name: 'Pay £840.11 from wallet' }));
    expect(sent(fetchMock, 'POST', '/rest/v1/payments')).toEqual([
      { purpose: 'milestone_funding', milestone_id: M2, method: 'wallet' },
    ]);
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/rest/v1/payments' && init?.method === 'POST',
    );
    expect((call![1]!.headers as Record<string, string>)['idempotency-key']).toMatch(/.{20,}/);
  });

  it('says why a card failed, and that nothing was charged, above the way to try again', async () => {
    stubPaymentApi(
      funding(),
      payment({
        status: 'failed',
        method: 'card',
        provider: 'sandbox',
        failure_reason: 'Your card was declined.',
      }),
    );
    renderRoute(PATTERN, JobPaymentPage, `${JOB_PATH}/payment?failed_payment_id=${PAYMENT_ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment did not go through. Nothing was charged.');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(await screen.findByRole('button', { name: 'Pay £840.11 by card' })).toBeInTheDocument();
  });

  it('offers again the milestone chosen before a card failed, not every unfunded one (decision 0059)', async () => {
    const bothUnfunded = funding();
    bothUnfunded.milestones[0]!.funding = 'unfunded';
    bothUnfunded.milestones[0]!.escrow_minor = 0;
    stubPaymentApi(bothUnfunded, payment({ status: 'failed', method: 'card', provider: 'sandbox' }));
    renderRoute(PATTERN, JobPaymentPage, `${JOB_PATH}/payment?failed_payment_id=${PAYMENT_ID}&fund=${M2}`);
    expect(await screen.findByRole('radio', { name: 'Shoot days only' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Every unfunded milestone (2)' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay £840.11 by card' })).toBeInTheDocument();
  });
});

describe('after checkout', () => {
  it('waits for the webhook while the payment is open, and never claims success early', async () => {
    stubPaymentApi(funding(), payment({ status: 'created', method: 'card', provider: 'sandbox' }));
    renderRoute(
      `${PATTERN}-success`,
      PaymentSuccessPage,
      `${JOB_PATH}/payment-success?payment_id=${PAYMENT_ID}`,
    );
    expect(await screen.findByText(/Waiting for the card payment to be confirmed/)).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).not.toBeInTheDocument();
  });

  it('shows the payment received with what went into escrow and the fee', async () => {
    stubPaymentApi(funding());
    renderRoute(
      `${PATTERN}-success`,
      PaymentSuccessPage,
      `${JOB_PATH}/payment-success?payment_id=${PAYMENT_ID}`,
    );
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByText('Into escrow').nextSibling).toHaveTextContent('£800.10');
    expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', JOB_PATH);
  });
});
