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

// A request waiting on the user is a to-do (to-dos-card); this card lists those waiting on the other side.

it('lists only the requests waiting on the client, for a filmmaker', async () => {
  fake = signIn('filmmaker');
  stubRequests([
    summary({ title: 'The filmmaker’s to answer' }),
    summary({ id: 'b2', status: 'changes_proposed', title: 'Waits for the client' }),
  ]);
  renderRoute('/filmmaker/dashboard', () => <BookingRequestsCard role="filmmaker" enabled />);
  const link = await screen.findByRole('link', {
    name: /Waiting for Northlight Films to answer your changes to “Waits for the client”/,
  });
  expect(link).toHaveAttribute('href', '/filmmaker/dashboard/bookings/requests/b2');
  expect(screen.queryByText(/The filmmaker’s to answer/)).not.toBeInTheDocument();
});

it('tells a client which requests wait for the filmmaker, linking to the filmmaker’s /book page', async () => {
  fake = signIn('client');
  stubRequests([summary({}), summary({ id: 'b2', status: 'changes_proposed', title: 'Their changes' })]);
  renderRoute('/client/dashboard', () => <BookingRequestsCard role="client" enabled />);
  const link = await screen.findByRole('link', { name: /Waiting for Maya Okafor to answer “Launch film”/ });
  expect(link).toHaveAttribute('href', '/book/maya-okafor');
  expect(screen.queryByText(/Their changes/)).not.toBeInTheDocument();
});
