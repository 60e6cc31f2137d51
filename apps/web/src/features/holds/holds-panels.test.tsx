import type { Hold } from '@reelhire/shared/hold-records';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthClient, fakeSession, fakeUser, storeSessionMarker } from '@/test/fake-auth-client';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { clientRecord, filmmakerRecord } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { sent, stubApi } from '@/test/stub-api';
import { ClientHolds } from './client-holds';
import { FilmmakerHolds } from './filmmaker-holds';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();

function aHold(overrides: Partial<Hold> = {}): Hold {
  return {
    id: 'h1000000-0000-4000-8000-000000000001',
    status: 'first',
    client_id: 'client-1',
    filmmaker_id: 'filmmaker-1',
    client: { name: 'Alpha Films' },
    filmmaker: { name: 'Maya Okafor', username: 'maya-okafor' },
    days: [{ date: '2027-04-01', part: 'full' }],
    first_day: '2027-04-01',
    last_day: '2027-04-01',
    title: 'Spring spot',
    brief: null,
    location: { remote: false, city: 'London', country: 'GB' },
    currency: 'GBP',
    amount_minor: 110_000,
    confirm_by: new Date(Date.now() + 50 * 3_600_000).toISOString(),
    promoted_at: null,
    released_by: null,
    release_reason: null,
    booking_id: null,
    booking_status: null,
    created_at: '2027-03-01T10:00:00.000Z',
    updated_at: '2027-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function signInAs(userType: 'client' | 'filmmaker') {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ id: 'user-1', userType })));
}

/** The signed-in account's own record, which the session check reads before any page query runs. */
function accountRecords(url: URL, userType: 'client' | 'filmmaker'): Response | undefined {
  if (url.pathname === '/api/rest/v1/filmmakers') {
    return Response.json(userType === 'filmmaker' ? [filmmakerRecord({ setup: true, verified: true })] : []);
  }
  if (url.pathname === '/api/rest/v1/clients') {
    return Response.json(userType === 'client' ? [clientRecord({ setup: true, verified: true })] : []);
  }
  return undefined;
}

afterEach(() => vi.unstubAllGlobals());

it('shows the filmmaker each date with its first hold before its second, and releases one after asking', async () => {
  const holdsSide = 'filmmaker';
  signInAs(holdsSide);
  const second = aHold({
    id: 'h2000000-0000-4000-8000-000000000002',
    status: 'second',
    client: { name: 'Beta Studio' },
    confirm_by: null,
    days: [
      { date: '2027-04-01', part: 'am' },
      { date: '2027-04-02', part: 'full' },
    ],
    created_at: '2027-03-01T11:00:00.000Z',
  });
  let holds = [second, aHold()];
  const fetchMock = stubApi(({ url, method }) => {
    const own = accountRecords(url, holdsSide);
    if (own) return own;
    if (url.pathname === '/api/rest/v1/holds' && method === 'GET') {
      return Response.json({ items: holds, next_cursor: null });
    }
    if (url.pathname.endsWith('/release') && method === 'POST') {
      holds = holds.filter((hold) => hold.status !== 'second');
      return Response.json({ ...second, status: 'released', released_by: 'filmmaker' });
    }
    return undefined;
  });
  renderRoute('/filmmaker/dashboard/bookings', FilmmakerHolds);

  const first = await screen.findByRole('list', { name: 'Holds on 1 Apr 2027' });
  const rows = within(first).getAllByRole('listitem');
  expect(rows.map((row) => within(row).getByText(/hold$/).textContent)).toEqual(['1st hold', '2nd hold']);
  expect(within(rows[0]!).getByText('Alpha Films')).toBeInTheDocument();
  expect(within(rows[0]!).getByText(/Theirs to confirm by .* \(2 days 1 hour left\)/)).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Morning')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Holds on 2 Apr 2027' })).toBeInTheDocument();

  await user.click(within(rows[1]!).getByRole('button', { name: /Release the hold/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Release this hold?' });
  await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Booked elsewhere');
  await user.click(within(dialog).getByRole('button', { name: 'Release hold' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent(fetchMock, 'POST', `/rest/v1/holds/${second.id}/release`)).toEqual([
    { reason: 'Booked elsewhere' },
  ]);
  await waitFor(() => expect(screen.queryByText('Beta Studio')).not.toBeInTheDocument());
}, 30_000);

it('shows the client their holds with the deadline, and confirms a first hold as a booking request', async () => {
  const holdsSide = 'client';
  signInAs(holdsSide);
  const promoted = aHold({ promoted_at: '2027-03-02T10:00:00.000Z' });
  const lapsed = aHold({ id: 'h3000000-0000-4000-8000-000000000003', status: 'expired', confirm_by: null });
  let holds = [lapsed, promoted];
  const fetchMock = stubApi(({ url, method }) => {
    const own = accountRecords(url, holdsSide);
    if (own) return own;
    if (url.pathname === '/api/rest/v1/holds' && method === 'GET') {
      return Response.json({ items: holds, next_cursor: null });
    }
    if (url.pathname.endsWith('/confirm') && method === 'POST') {
      const confirmed = {
        ...promoted,
        status: 'confirmed' as const,
        booking_id: 'b1',
        booking_status: 'requested' as const,
      };
      holds = [lapsed, confirmed];
      return Response.json(confirmed);
    }
    return undefined;
  });
  renderRoute('/client/dashboard', ClientHolds);

  const list = await screen.findByRole('list', { name: 'Your holds' });
  const rows = within(list).getAllByRole('listitem');
  // The live hold comes first, then the one that lapsed.
  expect(
    within(rows[0]!).getByText(/Moved up to first\. Confirm or release by .*left\)/),
  ).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Lapsed: not confirmed within 72 hours')).toBeInTheDocument();
  expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();

  await user.click(within(rows[0]!).getByRole('button', { name: /Confirm the hold/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm this hold?' });
  await user.click(within(dialog).getByRole('button', { name: 'Send booking request' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent(fetchMock, 'POST', `/rest/v1/holds/${promoted.id}/confirm`)).toHaveLength(1);
  expect(
    await screen.findByText('Confirmed: sent to Maya Okafor as a booking request, waiting for their answer'),
  ).toBeInTheDocument();
}, 30_000);

// Once the request is answered the hold says so, not that it still waits (outside review).
it.each([
  ['confirmed', 'Booked: Maya Okafor accepted the booking request'],
  ['in_progress', 'Booked: Maya Okafor accepted the booking request'],
  ['changes_proposed', 'Confirmed: Maya Okafor proposed changes to the booking request, your answer'],
  ['declined', 'Maya Okafor declined the booking request'],
  ['cancelled', 'Confirmed, then the booking was cancelled'],
] as const)('a confirmed hold whose request is %s reads “%s”', async (bookingStatus, line) => {
  signInAs('client');
  const hold = aHold({
    status: 'confirmed',
    confirm_by: null,
    booking_id: 'b1',
    booking_status: bookingStatus,
  });
  stubApi(({ url, method }) => {
    const own = accountRecords(url, 'client');
    if (own) return own;
    if (url.pathname === '/api/rest/v1/holds' && method === 'GET') {
      return Response.json({ items: [hold], next_cursor: null });
    }
    return undefined;
  });
  renderRoute('/client/dashboard', ClientHolds);
  expect(await screen.findByText(line)).toBeInTheDocument();
  expect(screen.queryByText(/sent to Maya Okafor as a booking request/)).not.toBeInTheDocument();
});
