import type { Booking } from '@reelhire/shared/booking-records';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBooking, aMilestone, BOOKING_ID, MILESTONE_ID } from '@/components/bookings/booking-fixtures';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { BookingPage } from './booking-page';
import { BookingRequestPage } from './booking-request-page';

// Actions that sign or move money ask first, with the same dialog as accepting an offer; and the
// filmmaker sees, before starting or delivering, whether each milestone's money is in escrow (0051).

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();

function stubBooking(initial: Booking, after: Partial<Record<string, Booking>> = {}) {
  let current = initial;
  return stubApi(({ url, method }) => {
    if (url.pathname === `/api/rest/v1/bookings/${BOOKING_ID}` && method === 'GET')
      return Response.json(current);
    const move = /^\/api\/rest\/v1\/(?:milestones\/[^/]+|bookings\/[^/]+)\/(\w+)$/.exec(url.pathname)?.[1];
    if (move && method === 'POST' && after[move]) {
      current = after[move]!;
      return Response.json(current);
    }
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

test('accepting a booking request signs a contract, so it asks first and sends nothing until confirmed', async () => {
  fake = signIn('filmmaker');
  const requested = aBooking({
    status: 'requested',
    contract_id: null,
    contract_number: null,
    milestones: [],
    timeline: [],
  });
  const fetchMock = stubBooking(requested, {
    accept: aBooking({ status: 'confirmed' }),
  });
  renderRoute(
    '/filmmaker/dashboard/bookings/requests/:bookingId',
    BookingRequestPage,
    `/filmmaker/dashboard/bookings/requests/${BOOKING_ID}`,
  );

  await user.click(await screen.findByRole('button', { name: 'Accept the booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Accept this booking?' });
  expect(dialog).toHaveTextContent('This signs a contract with Northlight Studios for £2,500');
  expect(sent(fetchMock, 'POST', `/rest/v1/bookings/${BOOKING_ID}/accept`)).toEqual([]);
  // Backing out sends nothing.
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent(fetchMock, 'POST', `/rest/v1/bookings/${BOOKING_ID}/accept`)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Accept the booking' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Accept this booking?' })).getByRole('button', {
      name: 'Accept and sign',
    }),
  );
  expect(await screen.findByText(/contract RH-2027-0001 is signed/)).toBeInTheDocument();
  expect(sent(fetchMock, 'POST', `/rest/v1/bookings/${BOOKING_ID}/accept`)).toHaveLength(1);
}, 30_000);

test('the filmmaker sees each milestone funded or not before starting it, and reaches the receipts', async () => {
  fake = signIn('filmmaker');
  stubBooking(
    aBooking({
      milestones: [
        aMilestone({ title: 'Final cut' }),
        aMilestone({
          id: 'm1000000-0000-4000-8000-000000000002',
          title: 'Shoot days',
          position: 2,
          amount_minor: 160_000,
          funding: 'unfunded',
          escrow_minor: 0,
        }),
      ],
      timeline: [
        {
          record_type: 'escrow',
          record_id: MILESTONE_ID,
          transition: 'fund',
          actor: 'client',
          actor_name: 'Northlight Studios',
          from_status: null,
          to_status: 'funded',
          note: null,
          created_at: '2027-05-02T10:00:00.000Z',
        },
      ],
    }),
  );
  renderRoute(
    '/filmmaker/dashboard/bookings/:bookingId',
    BookingPage,
    `/filmmaker/dashboard/bookings/${BOOKING_ID}`,
  );

  const funded = await screen.findByRole('listitem', { name: 'Final cut' });
  expect(within(funded).getByText('In escrow · £2,500')).toBeInTheDocument();
  const unfunded = screen.getByRole('listitem', { name: 'Shoot days' });
  expect(within(unfunded).getByText('Not funded')).toBeInTheDocument();
  expect(within(unfunded).getByRole('note')).toHaveTextContent(
    'Northlight Studios has not paid this milestone into escrow yet.',
  );
  expect(within(funded).queryByRole('note')).not.toBeInTheDocument();
  expect(screen.getByText('paid “Final cut” into escrow')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Payment receipts' })).toHaveAttribute(
    'href',
    `/filmmaker/dashboard/payment-receipt/${BOOKING_ID}`,
  );
}, 30_000);

test('an approved milestone reads released to the filmmaker, not paid out: the payout is a later step', async () => {
  fake = signIn('filmmaker');
  stubBooking(
    aBooking({
      milestones: [
        aMilestone({
          title: 'Final cut',
          status: 'approved',
          funding: 'released',
          escrow_minor: 0,
          release: {
            amount_minor: 250_000,
            fee_minor: 25_000,
            earned_minor: 225_000,
            released_at: '2027-06-20T10:00:00.000Z',
            automatic: false,
          },
        }),
      ],
    }),
  );
  renderRoute(
    '/filmmaker/dashboard/bookings/:bookingId',
    BookingPage,
    `/filmmaker/dashboard/bookings/${BOOKING_ID}`,
  );

  const released = await screen.findByRole('listitem', { name: 'Final cut' });
  expect(within(released).getByText('Released to the filmmaker')).toBeInTheDocument();
  expect(within(released).queryByText('Paid out')).not.toBeInTheDocument();
}, 30_000);
