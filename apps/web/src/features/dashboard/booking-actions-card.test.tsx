import type { BookingAction } from '@reelhire/shared/booking-actions';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { signIn, stubApi } from '@/test/stub-api';
import { TestProviders } from '@/test/test-providers';
import { BookingActionsCard, bookingActionLine } from './booking-actions-card';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const item = (overrides: Partial<BookingAction> = {}): BookingAction => ({
  booking_id: 'b1',
  milestone_id: 'm1',
  project_id: 'p1',
  job_id: 'j1',
  booking_title: 'Editor for a brand film',
  milestone_title: 'Final cut',
  milestone_status: 'pending',
  extra_revision_open: false,
  counterpart_name: 'Northlight Studios',
  due_date: '2027-06-10',
  ...overrides,
});

function renderCard(role: 'client' | 'filmmaker', items: BookingAction[]) {
  fake = signIn(role);
  stubApi(({ url }) =>
    url.pathname === '/api/rest/v1/dashboard/bookings' ? Response.json({ as: role, items }) : undefined,
  );
  const router = createMemoryRouter([{ path: '*', element: <BookingActionsCard role={role} enabled /> }]);
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

test('each waiting milestone says what it asks of this side', () => {
  expect(bookingActionLine(item(), 'filmmaker').title).toBe('Start or deliver “Final cut”');
  expect(bookingActionLine(item({ milestone_status: 'revision_requested' }), 'filmmaker').title).toBe(
    'Revise and resubmit “Final cut”',
  );
  expect(
    bookingActionLine(item({ milestone_status: 'submitted', extra_revision_open: true }), 'filmmaker').title,
  ).toBe('Northlight Studios asked for an extra revision of “Final cut”: accept or decline');
  expect(
    bookingActionLine(item({ milestone_status: 'submitted', counterpart_name: 'Maya Okafor' }), 'client')
      .title,
  ).toBe("Review Maya Okafor's delivery of “Final cut”");
});

test("the filmmaker's home links to the booking; the client's to the job where the booking is", async () => {
  renderCard('filmmaker', [item()]);
  const list = await screen.findByRole('list', { name: 'Bookings waiting for you' }, { timeout: 10_000 });
  expect(within(list).getByRole('link', { name: /Start or deliver “Final cut”/ })).toHaveAttribute(
    'href',
    '/filmmaker/dashboard/bookings/b1',
  );
  expect(
    within(list).getByText(/Editor for a brand film · Northlight Studios · due 10 Jun 2027/),
  ).toBeInTheDocument();
});

test("the client's item leads to the job page", async () => {
  renderCard('client', [item({ milestone_status: 'submitted', counterpart_name: 'Maya Okafor' })]);
  const list = await screen.findByRole('list', { name: 'Bookings waiting for you' }, { timeout: 10_000 });
  expect(within(list).getByRole('link', { name: /Review Maya Okafor's delivery/ })).toHaveAttribute(
    'href',
    '/client/dashboard/projects/p1/jobs/j1',
  );
});

test('nothing waiting: no card at all (the hiring to-do already says nothing waits)', async () => {
  renderCard('client', []);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.queryByRole('list', { name: 'Bookings waiting for you' })).not.toBeInTheDocument();
});
