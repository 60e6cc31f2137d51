import type { BookingFunding } from '@reelhire/shared/payments';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { signIn, stubApi } from '@/test/stub-api';
import { TestProviders } from '@/test/test-providers';
import { aBooking, BOOKING_ID } from './booking-fixtures';
import { EscrowSummary } from './escrow-summary';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const milestone = (id: string, funding: 'funded' | 'unfunded', escrow: number) => ({
  id,
  title: `Milestone ${id.slice(-1)}`,
  position: Number(id.slice(-1)),
  amount_minor: 40_000,
  fee_minor: 2_000,
  total_minor: 42_000,
  funding,
  escrow_minor: escrow,
});

function show(state: BookingFunding, status: 'confirmed' | 'cancelled' = 'confirmed') {
  stubApi(({ url }) =>
    url.pathname === `/api/rest/v1/bookings/${BOOKING_ID}/funding` ? Response.json(state) : undefined,
  );
  const router = createMemoryRouter([
    { path: '/', element: <EscrowSummary booking={aBooking({ status })} /> },
  ]);
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const base = { booking_id: BOOKING_ID, currency: 'GBP', wallet_balance_minor: 0 };

beforeEach(() => {
  fake = signIn('client');
});
afterEach(() => vi.unstubAllGlobals());

it("says what is funded and links to the job's payment page while a milestone is unfunded", async () => {
  show({
    ...base,
    milestones: [
      milestone('a1000000-0000-4000-8000-000000000001', 'funded', 40_000),
      milestone('a1000000-0000-4000-8000-000000000002', 'unfunded', 0),
    ],
  });
  expect(await screen.findByText('1 of 2 milestones funded · £400 in escrow')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fund' })).toHaveAttribute(
    'href',
    '/client/dashboard/projects/p1000000-0000-4000-8000-000000000001/jobs/j1000000-0000-4000-8000-000000000001/payment',
  );
});

it('offers nothing to fund once every milestone is in escrow', async () => {
  show({ ...base, milestones: [milestone('a1000000-0000-4000-8000-000000000001', 'funded', 40_000)] });
  expect(await screen.findByText('Every milestone funded · £400 in escrow')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Fund' })).not.toBeInTheDocument();
});
