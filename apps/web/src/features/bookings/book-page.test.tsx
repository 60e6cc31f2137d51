import type { Booking, BookingSummary } from '@reelhire/shared/booking-records';
import type { BookingTerms } from '@reelhire/shared/booking-requests';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthClient, type FakeAuthClient } from '@/test/fake-auth-client';
import { talentRecord } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { BookPage } from './book-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const maya = talentRecord();

function booking(overrides: Partial<Booking> = {}): Booking {
  const summary: BookingSummary = {
    id: 'booking-1',
    contract_id: null,
    contract_number: null,
    job_id: null,
    project_id: null,
    client_id: 'client-1',
    filmmaker_id: maya.id,
    status: 'requested',
    title: 'Launch film',
    brief: null,
    location: { remote: false, city: 'Bristol', country: 'GB' },
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
  };
  const round = (n: number, by: 'client' | 'filmmaker', amount: number) => ({
    round: n,
    proposed_by: by,
    days: summary.days,
    title: summary.title,
    brief: null,
    location: summary.location,
    currency: 'GBP',
    amount_minor: amount,
    message: by === 'filmmaker' ? 'It needs a bigger crew.' : null,
    created_at: '2027-02-01T10:00:00.000Z',
  });
  return {
    ...summary,
    milestones: [],
    timeline: [],
    request_rounds: [round(1, 'client', 80_000), round(2, 'filmmaker', 95_000)],
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('/book/{username}', () => {
  it('a client picks days, half or full, and sends the request', async () => {
    fake = signIn('client');
    let requests: Booking[] = [];
    const fetchMock = stubApi(
      ({ url, method, body }) => {
        if (url.pathname === `/api/rest/v1/talent/${maya.username}`) return Response.json(maya);
        if (url.pathname === '/api/rest/v1/bookings' && method === 'GET') {
          return Response.json({ items: requests, next_cursor: null });
        }
        if (url.pathname === '/api/rest/v1/bookings' && method === 'POST') {
          const terms = body as BookingTerms;
          requests = [booking({ ...terms, status: 'requested', request_rounds: [] })];
          return Response.json(requests[0], { status: 201 });
        }
        if (url.pathname === '/api/rest/v1/bookings/booking-1') return Response.json(requests[0]);
        return undefined;
      },
      { account: 'client' },
    );
    renderRoute('/book/:username', BookPage, '/book/maya-okafor');

    expect(await screen.findByRole('heading', { name: 'Book Maya Okafor' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByText('Choose at least one day')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Add a date'), { target: { value: '2027-06-10' } });
    await user.click(screen.getByRole('button', { name: 'Add day' }));
    fireEvent.change(screen.getByLabelText('Add a date'), { target: { value: '2027-06-11' } });
    await user.click(screen.getByRole('button', { name: 'Add day' }));
    await user.selectOptions(screen.getByLabelText(/Part of Fri, 11 Jun 2027/), 'am');
    await user.type(screen.getByLabelText('Title'), 'Launch film');
    await user.type(screen.getByLabelText('City'), 'Bristol');
    await user.type(screen.getByLabelText('Budget'), '800');
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));

    expect(await screen.findByText('Request sent to Maya Okafor.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/rest/v1/bookings')).toEqual([
      expect.objectContaining({
        filmmaker_id: maya.id,
        days: [
          { date: '2027-06-10', part: 'full' },
          { date: '2027-06-11', part: 'am' },
        ],
        amount_minor: 80_000,
        currency: 'GBP',
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Your requests to Maya Okafor' })).toBeInTheDocument();
  }, 30_000);

  it('refuses a typed date that has passed, adding nothing', async () => {
    fake = signIn('client');
    stubApi(
      ({ url, method }) => {
        if (url.pathname === `/api/rest/v1/talent/${maya.username}`) return Response.json(maya);
        if (url.pathname === '/api/rest/v1/bookings' && method === 'GET') {
          return Response.json({ items: [], next_cursor: null });
        }
        return undefined;
      },
      { account: 'client' },
    );
    renderRoute('/book/:username', BookPage, '/book/maya-okafor');
    expect(await screen.findByRole('heading', { name: 'Book Maya Okafor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add a date')).toHaveAttribute('min', new Date().toISOString().slice(0, 10));
    fireEvent.change(screen.getByLabelText('Add a date'), { target: { value: '2020-01-06' } });
    await user.click(screen.getByRole('button', { name: 'Add day' }));
    expect(await screen.findByText('That day has passed: choose today or a later day')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen days' })).not.toBeInTheDocument();
  });

  it('shows proposed changes highlighted and lets the client accept them', async () => {
    fake = signIn('client');
    let current = booking({ status: 'changes_proposed', amount_minor: 95_000 });
    const fetchMock = stubApi(
      ({ url, method }) => {
        if (url.pathname === `/api/rest/v1/talent/${maya.username}`) return Response.json(maya);
        if (url.pathname === '/api/rest/v1/bookings' && method === 'GET') {
          return Response.json({ items: [current], next_cursor: null });
        }
        if (url.pathname === '/api/rest/v1/bookings/booking-1') return Response.json(current);
        if (url.pathname === '/api/rest/v1/bookings/booking-1/accept') {
          current = { ...current, status: 'confirmed', contract_id: 'c1', contract_number: 'RH-2027-000001' };
          return Response.json(current);
        }
        return undefined;
      },
      { account: 'client' },
    );
    renderRoute('/book/:username', BookPage, '/book/maya-okafor');

    expect(await screen.findByText(/Maya Okafor proposed changes/)).toBeInTheDocument();
    expect(await screen.findByText('“It needs a bigger crew.”')).toBeInTheDocument();
    expect(screen.getByText('(changed)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the changes' }));
    // It signs a contract, so it asks first: backing out sends nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Accept these changes?' });
    expect(dialog).toHaveTextContent('This signs a contract with Maya Okafor');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(fetchMock, 'POST', '/rest/v1/bookings/booking-1/accept')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept the changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Accept these changes?' })).getByRole('button', {
        name: 'Accept and sign',
      }),
    );
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/rest/v1/bookings/booking-1/accept')).toHaveLength(1),
    );
  });

  it('tells a signed-out visitor to sign in or sign up as a client, and shows no form', async () => {
    fake = createFakeAuthClient(null);
    stubApi(({ url }) =>
      url.pathname === `/api/rest/v1/talent/${maya.username}` ? Response.json(maya) : undefined,
    );
    renderRoute('/book/:username', BookPage, '/book/maya-okafor');
    expect(
      await screen.findByRole('heading', { name: 'Book Maya Okafor with a free client account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send booking request' })).not.toBeInTheDocument();
  });
});
