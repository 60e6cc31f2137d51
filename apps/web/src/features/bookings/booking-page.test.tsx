import type { Booking } from '@reelhire/shared/booking-records';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aBooking,
  aMilestone,
  aRound,
  BOOKING_ID,
  MILESTONE_ID,
} from '@/components/bookings/booking-fixtures';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { BookingPage } from './booking-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const PATTERN = '/filmmaker/dashboard/bookings/:bookingId';
const URL_ = `/filmmaker/dashboard/bookings/${BOOKING_ID}`;

/** The booking as the server holds it; each milestone move answers the booking after it. */
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

test('a confirmed booking shows its terms and offers the filmmaker only the moves the machine gives', async () => {
  fake = signIn('filmmaker');
  const started = aBooking({ status: 'in_progress', milestones: [aMilestone({ status: 'in_progress' })] });
  const fetchMock = stubBooking(aBooking(), { start: started });
  renderRoute(PATTERN, BookingPage, URL_);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Editor for a brand film' }),
  ).toBeInTheDocument();
  expect(screen.getByText('1 – 10 Jun 2027 · delivery window')).toBeInTheDocument();
  expect(screen.getByText('1 of 1 included revision left')).toBeInTheDocument();
  expect(screen.getByText('25% of what is not yet approved, if the client cancels')).toBeInTheDocument();
  const milestone = screen.getByRole('listitem', { name: 'Final cut' });
  expect(within(milestone).getByText('Not started')).toBeInTheDocument();
  // Approving and asking for revisions are the client's: never offered here.
  expect(within(milestone).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(within(milestone).queryByRole('button', { name: /revision/i })).not.toBeInTheDocument();
  expect(screen.getByText(/Reelhire/)).toBeInTheDocument();
  expect(screen.getByText('confirmed the booking from the accepted contract')).toBeInTheDocument();

  await user.click(within(milestone).getByRole('button', { name: 'Start work' }));
  expect(await within(milestone).findByText('In progress')).toBeInTheDocument();
  expect(sent(fetchMock, 'POST', `/rest/v1/milestones/${MILESTONE_ID}/start`)).toHaveLength(1);
  expect(within(milestone).queryByRole('button', { name: 'Start work' })).not.toBeInTheDocument();
}, 30_000);

test('the delivery form sends the note and links, and refuses an empty delivery', async () => {
  fake = signIn('filmmaker');
  const submitted = aBooking({
    status: 'delivered',
    milestones: [aMilestone({ status: 'submitted', deliverables: [aRound()] })],
  });
  const fetchMock = stubBooking(
    aBooking({ status: 'in_progress', milestones: [aMilestone({ status: 'in_progress' })] }),
    {
      submit: submitted,
    },
  );
  renderRoute(PATTERN, BookingPage, URL_);
  const milestone = await screen.findByRole('listitem', { name: 'Final cut' });
  await user.click(within(milestone).getByRole('button', { name: 'Deliver this milestone' }));
  await user.click(within(milestone).getByRole('button', { name: 'Submit for approval' }));
  expect(within(milestone).getByRole('alert')).toHaveTextContent('Add a note, a link or a file');

  await user.type(within(milestone).getByLabelText('Note to the client'), 'First cut, graded.');
  await user.click(within(milestone).getByRole('button', { name: 'Add a link' }));
  await user.type(within(milestone).getByLabelText('Link 1 address'), 'https://vimeo.com/1');
  await user.click(within(milestone).getByRole('button', { name: 'Submit for approval' }));

  expect(await within(milestone).findByRole('article', { name: 'Round 1' })).toBeInTheDocument();
  expect(sent(fetchMock, 'POST', `/rest/v1/milestones/${MILESTONE_ID}/submit`)).toEqual([
    { note: 'First cut, graded.', links: [{ url: 'https://vimeo.com/1', label: null }], file_ids: [] },
  ]);
  expect(within(milestone).getByText('Submitted for approval')).toBeInTheDocument();
  expect(within(milestone).getByRole('button', { name: 'Preview first-cut.webm' })).toBeInTheDocument();
}, 30_000);

test('an extra revision asked for is answered by the filmmaker; cancelling needs a reason and owes no kill fee', async () => {
  fake = signIn('filmmaker');
  const withExtra = aBooking({
    status: 'delivered',
    revisions_used: 1,
    milestones: [
      aMilestone({
        status: 'submitted',
        deliverables: [aRound()],
        revision_requests: [
          {
            id: 'r1',
            milestone_id: MILESTONE_ID,
            kind: 'extra',
            status: 'open',
            comments: 'A black and white version too?',
            decided_at: null,
            created_at: '2027-06-03T10:00:00.000Z',
          },
        ],
      }),
    ],
  });
  const cancelled = aBooking({
    ...withExtra,
    status: 'cancelled',
    cancelled_by: 'filmmaker',
    cancel_reason: 'Taken ill',
    kill_fee_minor: 0,
  });
  const fetchMock = stubBooking(withExtra, { cancel: cancelled });
  renderRoute(PATTERN, BookingPage, URL_);
  const milestone = await screen.findByRole('listitem', { name: 'Final cut' });
  expect(within(milestone).getByText('A black and white version too?')).toBeInTheDocument();
  expect(within(milestone).getByRole('button', { name: 'Accept the extra revision' })).toBeInTheDocument();
  expect(within(milestone).getByRole('button', { name: 'Decline the extra revision' })).toBeInTheDocument();

  expect(screen.getByText(/A filmmaker owes no kill fee/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason');
  await user.type(within(dialog).getByLabelText('Reason'), 'Taken ill');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  expect(await screen.findByText('You cancelled this booking.')).toBeInTheDocument();
  expect(sent(fetchMock, 'POST', `/rest/v1/bookings/${BOOKING_ID}/cancel`)).toEqual([
    { reason: 'Taken ill' },
  ]);
  const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/cancel'))!;
  expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(screen.queryByRole('button', { name: 'Accept the extra revision' })).not.toBeInTheDocument();
}, 30_000);

test('an approved milestone whose escrow was released says how much and the fee kept', async () => {
  fake = signIn('filmmaker');
  const released = aMilestone({
    status: 'approved',
    approved_at: '2027-06-05T10:00:00.000Z',
    release: {
      amount_minor: 250_000,
      fee_minor: 25_000,
      earned_minor: 225_000,
      released_at: '2027-06-05T10:00:00.000Z',
      automatic: false,
    },
  });
  stubBooking(aBooking({ status: 'in_progress', milestones: [released] }));
  renderRoute(PATTERN, BookingPage, URL_);
  const milestone = await screen.findByRole('listitem', { name: 'Final cut' });
  expect(within(milestone).getByText(/^Released £2,500 \(fee £250\) on 5 Jun 2027$/)).toBeInTheDocument();
}, 30_000);
