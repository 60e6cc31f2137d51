import type { Booking } from '@reelhire/shared/booking-records';
import type { Dispute } from '@reelhire/shared/disputes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBooking, aMilestone, BOOKING_ID } from '@/components/bookings/booking-fixtures';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { JobDisputeStep } from './job-dispute-step';
import { pages } from './routes';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const PATTERN = '/client/dashboard/projects/:projectId/jobs/:jobId/dispute';
const MILESTONE_ID = 'a1000000-0000-4000-8000-000000000001';
const booking = aBooking({ milestones: [aMilestone({ id: MILESTONE_ID, status: 'submitted' })] });
const URL_ = `/client/dashboard/projects/${booking.project_id}/jobs/${booking.job_id}/dispute`;
const DISPUTE_ID = 'd1000000-0000-4000-8000-000000000001';

function aDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: DISPUTE_ID,
    status: 'awaiting_filmmaker',
    booking_id: BOOKING_ID,
    booking_title: booking.title,
    client_id: booking.client_id,
    filmmaker_id: booking.filmmaker_id,
    client_name: 'Northlight Studios',
    filmmaker_name: 'Maya Okafor',
    project_id: booking.project_id,
    job_id: booking.job_id,
    opened_by: 'client',
    reason: 'not_as_agreed',
    description: 'The cut misses half the agreed shot list.',
    response: null,
    responded_at: null,
    respond_by: '2027-06-20T10:00:00.000Z',
    currency: 'GBP',
    frozen_minor: 250_000,
    milestones: [
      {
        id: MILESTONE_ID,
        title: 'Final cut',
        status: 'submitted',
        amount_minor: 250_000,
        frozen_minor: 250_000,
        escrow_minor: 250_000,
      },
    ],
    evidence: [],
    ruling: null,
    actions: ['withdraw'],
    created_at: '2027-06-15T10:00:00.000Z',
    updated_at: '2027-06-15T10:00:00.000Z',
    ...overrides,
  };
}

/** The job's one booking, its disputes and a dispute opened by POST, as the server would answer. */
function stubDisputes(initial: Dispute[]) {
  let disputes = initial;
  let current: Booking = booking;
  return stubApi(({ url, method }) => {
    if (url.pathname === '/api/rest/v1/bookings' && method === 'GET')
      return Response.json({ items: [current], next_cursor: null });
    if (url.pathname === `/api/rest/v1/bookings/${BOOKING_ID}`) return Response.json(current);
    if (url.pathname === '/api/rest/v1/disputes' && method === 'GET')
      return Response.json({ items: disputes, next_cursor: null });
    if (url.pathname === '/api/rest/v1/disputes' && method === 'POST') {
      disputes = [aDispute()];
      current = { ...booking, milestones: booking.milestones.map((m) => ({ ...m, frozen: true })) };
      return Response.json(disputes[0], { status: 201 });
    }
    const one = /^\/api\/rest\/v1\/disputes\/([^/]+)$/.exec(url.pathname)?.[1];
    const found = disputes.find((d) => d.id === one);
    if (found) return Response.json({ dispute: found, record: null });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

test('is the page of its route', () => {
  expect(pages[PATTERN]).toBe(JobDisputeStep);
});

test('the client opens a dispute on the funded milestone: it is sent once and shown frozen', async () => {
  fake = signIn('client');
  const fetchMock = stubDisputes([]);
  renderRoute(PATTERN, JobDisputeStep, URL_);
  await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
  const form = screen.getByRole('form', { name: 'Open a dispute' });
  expect(within(form).getByRole('checkbox', { name: /Final cut/ })).toBeChecked();
  // The schema's rules are checked before anything is sent.
  await user.click(within(form).getByRole('button', { name: 'Open the dispute' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Choose a reason from the list');
  await user.selectOptions(within(form).getByLabelText('Reason'), 'not_as_agreed');
  await user.type(within(form).getByLabelText('What happened'), 'The cut misses half the agreed shot list.');
  await user.click(within(form).getByRole('button', { name: 'Open the dispute' }));

  expect(await screen.findByText('Waiting for the filmmaker’s answer')).toBeInTheDocument();
  expect(screen.getByText('Frozen (disputed) · £2,500')).toBeInTheDocument();
  expect(sent(fetchMock, 'POST', '/rest/v1/disputes')).toEqual([
    {
      booking_id: BOOKING_ID,
      milestone_ids: [MILESTONE_ID],
      reason: 'not_as_agreed',
      description: 'The cut misses half the agreed shot list.',
      evidence_file_ids: [],
    },
  ]);
});

test('a filmmaker’s dispute asks the client to answer, and a ruling says who got what and why', async () => {
  fake = signIn('client');
  stubDisputes([
    aDispute({ id: 'd2', opened_by: 'filmmaker', status: 'awaiting_client', actions: ['answer'] }),
    aDispute({
      id: 'd3',
      status: 'resolved',
      actions: [],
      response: 'Every shot was filmed.',
      ruling: {
        outcome: 'split',
        release_minor: 150_000,
        refund_minor: 100_000,
        reasoning: 'Most of the shots were delivered.',
        ruled_at: '2027-06-25T10:00:00.000Z',
      },
    }),
  ]);
  renderRoute(PATTERN, JobDisputeStep, URL_);
  expect(await screen.findByRole('button', { name: 'Send my answer' })).toBeInTheDocument();
  expect(screen.getByText(/Answer by 20 Jun 2027/)).toBeInTheDocument();
  expect(await screen.findByText(/Reelhire’s ruling: Split between them/)).toBeInTheDocument();
  expect(screen.getByText(/£1,500 released to Maya Okafor/)).toHaveTextContent(
    /£1,000 refunded to Northlight Studios/,
  );
  expect(screen.getByText('“Most of the shots were delivered.”')).toBeInTheDocument();
});
