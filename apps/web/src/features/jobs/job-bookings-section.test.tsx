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
import { renderRoute } from '@/test/render-route';
import { ClientJobPage } from './client-job-page';
import { aJob, JOB_ID, kit, page, PROJECT_ID, requestsTo, signInAs, stubApi } from './jobs-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup();
/** The job, then its bookings, then each booking: three reads in a row on a busy machine. */
const LOADED = { timeout: 10_000 };
const PATTERN = '/client/dashboard/projects/:projectId/jobs/:jobId';
const URL_ = `/client/dashboard/projects/${PROJECT_ID}/jobs/${JOB_ID}`;

const delivered = (overrides: Partial<Booking> = {}) =>
  aBooking({
    status: 'delivered',
    job_id: JOB_ID,
    milestones: [aMilestone({ status: 'submitted', deliverables: [aRound()] })],
    ...overrides,
  });

/** The job, no applicants, its bookings (asked with job_id) and each booking's moves. */
function stubBookingApi(initial: Booking, after: Partial<Record<string, Booking>> = {}) {
  let current = initial;
  return stubApi(({ url, method }) => {
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}`) return Response.json(aJob());
    if (url.pathname === '/api/rest/v1/applications') return Response.json(page([]));
    if (url.pathname === '/api/rest/v1/bookings') {
      expect(url.searchParams.get('job_id')).toBe(JOB_ID);
      const { milestones: _m, timeline: _t, ...summary } = current;
      return Response.json({ items: [summary], next_cursor: null });
    }
    if (url.pathname === `/api/rest/v1/bookings/${BOOKING_ID}`) return Response.json(current);
    const move = /^\/api\/rest\/v1\/(?:milestones|bookings)\/[^/]+\/(\w+)$/.exec(url.pathname)?.[1];
    if (move && method === 'POST' && after[move]) {
      current = after[move]!;
      return Response.json(current);
    }
    return undefined;
  });
}

beforeEach(() => signInAs('client'));
afterEach(() => vi.unstubAllGlobals());

test("the client reviews the job's booking: previews the delivered video and approves it", async () => {
  const completed = delivered({
    status: 'completed',
    milestones: [aMilestone({ status: 'approved', deliverables: [aRound()] })],
  });
  const fetchMock = stubBookingApi(delivered(), { approve: completed });
  renderRoute(PATTERN, ClientJobPage, URL_);

  const section = await screen.findByRole('region', { name: 'Booking' }, LOADED);
  const milestone = await within(section).findByRole('listitem', { name: 'Final cut' }, LOADED);
  expect(within(milestone).getByText('Submitted for approval')).toBeInTheDocument();
  expect(within(section).getByText('Next: Review the delivery')).toBeInTheDocument();
  expect(within(milestone).getByRole('link', { name: 'Vimeo review' })).toHaveAttribute(
    'href',
    'https://vimeo.com/1',
  );
  // Delivering is the filmmaker's: not offered to the client.
  expect(within(milestone).queryByRole('button', { name: /Deliver|Start work/ })).not.toBeInTheDocument();

  await user.click(within(milestone).getByRole('button', { name: 'Preview first-cut.webm' }));
  const viewer = await screen.findByRole('dialog', { name: 'first-cut.webm' });
  expect(viewer.querySelector('video')).toHaveAttribute('src', 'https://files.example/first-cut.webm?sig=1');
  await user.keyboard('{Escape}');

  // Approving releases escrow: it asks first, saying how much goes to whom, and sends nothing until then.
  await user.click(within(milestone).getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve “Final cut”?' });
  expect(dialog).toHaveTextContent('This releases £2,500 from escrow to Maya Okafor. It cannot be undone.');
  expect(requestsTo(fetchMock, 'POST', `/rest/v1/milestones/${MILESTONE_ID}/approve`)).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Approve and release' }));
  expect(
    await within(section).findByText('Every milestone is approved: this booking is complete.', {}, LOADED),
  ).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', `/rest/v1/milestones/${MILESTONE_ID}/approve`)).toHaveLength(1);
  // Approving releases escrow: the call names itself so a retry moves the money once (decision 0047).
  const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/approve'))!;
  expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
}, 30_000);

test('an unfunded delivery is funded and approved in one step: the dialog gives the card total, then opens the checkout', async () => {
  const unfunded = delivered({
    milestones: [
      aMilestone({ status: 'submitted', funding: 'unfunded', escrow_minor: 0, deliverables: [aRound()] }),
    ],
  });
  // The payment is refused here (nothing answers it), so the dialog stays with the reason.
  const fetchMock = stubBookingApi(unfunded);
  renderRoute(PATTERN, ClientJobPage, URL_);
  const milestone = await screen.findByRole('listitem', { name: 'Final cut' }, LOADED);
  expect(within(milestone).getByText('Not funded')).toBeInTheDocument();
  // No plain Approve: there is nothing in escrow to release.
  expect(within(milestone).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  await user.click(within(milestone).getByRole('button', { name: 'Fund and approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fund and approve “Final cut”?' });
  expect(dialog).toHaveTextContent(
    'You pay £2,625 by card (£2,500 and the £125 service fee); once the payment goes through, it is approved and £2,500 is released to Maya Okafor.',
  );
  expect(requestsTo(fetchMock, 'POST', '/rest/v1/payments')).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Pay and approve' }));
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/rest/v1/payments').map((request) => request.body)).toEqual([
    { purpose: 'milestone_funding', milestone_id: MILESTONE_ID, method: 'card', approve: true },
  ]);
  expect(requestsTo(fetchMock, 'POST', `/rest/v1/milestones/${MILESTONE_ID}/approve`)).toHaveLength(0);
}, 30_000);

test('a revision beyond the included ones is called extra work before it is sent', async () => {
  const fetchMock = stubBookingApi(delivered({ revisions_included: 1, revisions_used: 1 }));
  renderRoute(PATTERN, ClientJobPage, URL_);
  const milestone = await screen.findByRole('listitem', { name: 'Final cut' }, LOADED);
  expect(screen.getByText('All 1 included revisions used: a further one is extra work')).toBeInTheDocument();
  await user.click(within(milestone).getByRole('button', { name: 'Request an extra revision' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request an extra revision' });
  expect(dialog).toHaveTextContent(/This one is extra work: Maya Okafor must accept it/);
  expect(within(dialog).getByRole('button', { name: 'Ask for extra work' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', `/rest/v1/milestones/${MILESTONE_ID}/request_revision`)).toHaveLength(
    0,
  );
}, 30_000);

test('cancelling shows the kill fee the client would owe', async () => {
  stubBookingApi(delivered({ amount_minor: 250_000, kill_fee_percent: 25 }));
  renderRoute(PATTERN, ClientJobPage, URL_);
  await screen.findByRole('listitem', { name: 'Final cut' }, LOADED);
  expect(screen.getByText(/Cancelling now owes Maya Okafor a kill fee of £625/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  expect(await screen.findByRole('dialog', { name: 'Cancel this booking?' })).toHaveTextContent(
    /You will owe Maya Okafor a kill fee of £625/,
  );
}, 30_000);

test('a job without a booking shows no booking section', async () => {
  stubApi(({ url }) => {
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}`) return Response.json(aJob());
    if (url.pathname === '/api/rest/v1/applications') return Response.json(page([]));
    return undefined;
  });
  renderRoute(PATTERN, ClientJobPage, URL_);
  expect(await screen.findByRole('heading', { name: 'Director of photography' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Booking/ })).not.toBeInTheDocument();
});
