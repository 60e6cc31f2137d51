import type { BookingSummary } from '@reelhire/shared/booking-records';
import { screen } from '@testing-library/react';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { signIn, stubApi } from '@/test/stub-api';
import { BookingRequestsCard } from './booking-requests-card';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const summary = (overrides: Partial<BookingSummary>): BookingSummary => ({
  id: 'b1',
  contract_id: null,
  contract_number: null,
  job_id: null,
  project_id: null,
  client_id: 'c1',
  filmmaker_id: 'f1',
  status: 'requested',
  title: 'Launch film',
  brief: null,
  location: null,
  hold_id: null,
  decline_reason: null,
  client: { name: 'Northlight Films' },
  filmmaker: { name: 'Maya Okafor', username: 'maya-okafor' },
  days: [{ date: '2027-06-10', part: 'full' }],
  first_day: '2027-06-10',
  last_day: '2027-06-10',
  currency: 'GBP',
  amount_minor: 80_000,
  revisions_included: 0,
  revisions_used: 0,
  kill_fee_percent: 0,
  kill_fee_minor: null,
  cancelled_by: null,
  cancel_reason: null,
  created_at: '2027-02-01T10:00:00.000Z',
  updated_at: '2027-02-01T10:00:00.000Z',
  ...overrides,
});

function stubRequests(items: BookingSummary[]) {
  return stubApi(({ url }) =>
    url.pathname === '/api/rest/v1/bookings' && url.searchParams.get('open_requests') === 'true'
      ? Response.json({ items, next_cursor: null })
      : undefined,
  );
}

afterEach(() => vi.unstubAllGlobals());

it('lists the requests a filmmaker must answer, each linking to its request page', async () => {
  fake = signIn('filmmaker');
  stubRequests([
    summary({}),
    summary({ id: 'b2', status: 'changes_proposed', title: 'Waits for the client' }),
  ]);
  renderRoute('/filmmaker/dashboard', () => <BookingRequestsCard role="filmmaker" enabled />);
  const link = await screen.findByRole('link', {
    name: /Northlight Films asked to book you for “Launch film”/,
  });
  expect(link).toHaveAttribute('href', '/filmmaker/dashboard/bookings/requests/b1');
  expect(screen.queryByText(/Waits for the client/)).not.toBeInTheDocument();
});

it('tells a client whose answer each open request waits for, linking to the filmmaker’s /book page', async () => {
  fake = signIn('client');
  stubRequests([summary({ status: 'changes_proposed' })]);
  renderRoute('/client/dashboard', () => <BookingRequestsCard role="client" enabled />);
  const link = await screen.findByRole('link', { name: /Maya Okafor proposed changes to “Launch film”/ });
  expect(link).toHaveAttribute('href', '/book/maya-okafor');
});
