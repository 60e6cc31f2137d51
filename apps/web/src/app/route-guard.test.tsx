import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { clientRecord, filmmakerRecord } from '@/test/fake-records';
import { Providers } from './providers';
import { routeObjects } from './router';

let fake: FakeAuthClient;
// The dashboards' message inbox reads the chat entity (the same /filmmakers call) and opens the realtime
// connection; these tests count the guard's own reads, so it stays out.
vi.mock('@/features/chat/message-inbox-slot', () => ({
  MessageInboxSlot: () => null,
  UnreadMessagesBadge: () => null,
}));

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

interface Records {
  filmmakers?: { verified: boolean; setup: boolean }[];
  clients?: { verified: boolean; setup: boolean }[];
}

/** The records API: what the guard's session check reads, and every call it made. */
function stubRecords(records: Records | 'unauthorized') {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (records === 'unauthorized') {
      return new Response(JSON.stringify({ error: 'Invalid or expired access token' }), { status: 401 });
    }
    if (url.startsWith('/api/rest/v1/filmmakers')) {
      return Response.json((records.filmmakers ?? []).map((flags) => filmmakerRecord(flags)));
    }
    if (url.startsWith('/api/rest/v1/clients')) {
      return Response.json((records.clients ?? []).map((flags) => clientRecord(flags)));
    }
    return Response.json({ items: [], total: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSignedIn(path: string, userType: string | null, records: Records | 'unauthorized') {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType })));
  const fetchMock = stubRecords(records);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the access guard wired to the auth state', () => {
  it('shows the loading screen with "Checking account requirements..." while the check runs', async () => {
    storeSessionMarker();
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'filmmaker' })));
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter(routeObjects, { initialEntries: ['/filmmaker/dashboard'] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText('Checking account requirements...')).toBeInTheDocument();
    // Still checking once the session is known and the records are being read.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('Checking account requirements...')).toBeInTheDocument();
    expect(screen.getAllByTestId('loading-dot')).toHaveLength(3);
  });

  it('sends a signed-in filmmaker without a finished profile to profile setup', async () => {
    const { router, fetchMock } = renderSignedIn('/filmmaker/dashboard/bookings', 'filmmaker', {
      filmmakers: [{ verified: false, setup: false }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/filmmaker/profile-setup/basic'));
    // The records were read with the session's bearer token and the public key.
    const [, init] = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/filmmakers?user_id=user-1'),
    )!;
    expect(new Headers(init!.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it("sends a 'both' account to the client setup on a client page", async () => {
    const { router } = renderSignedIn('/client/dashboard/projects', 'both', {
      filmmakers: [{ verified: true, setup: true }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/profile-setup/basic'));
  });

  it('sends an unverified, set-up client from a page that needs verification to verify-identity', async () => {
    const { router } = renderSignedIn('/client/dashboard/projects', 'client', {
      clients: [{ verified: false, setup: true }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/verify-identity'));
  });

  it('lets an unverified user open the account page', async () => {
    const { router } = renderSignedIn('/client/dashboard/account', 'client', {
      clients: [{ verified: false, setup: true }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client/dashboard/account');
  });

  it('renders the page for a verified, set-up filmmaker', async () => {
    const { router } = renderSignedIn('/filmmaker/dashboard/bookings', 'filmmaker', {
      filmmakers: [{ verified: true, setup: true }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/filmmaker/dashboard/bookings');
  });

  it('sends a client who opens a filmmaker page to their own dashboard', async () => {
    const { router } = renderSignedIn('/filmmaker/dashboard/earnings', 'client', {
      clients: [{ verified: true, setup: true }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/dashboard'));
  });

  it('treats a session the server refuses as a validation error: to /login, remembering the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderSignedIn('/filmmaker/dashboard/bookings', 'filmmaker', 'unauthorized');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/filmmaker/dashboard/bookings' });
  });

  it('asks for the authenticator code first when the account has one and the session is not stepped up', async () => {
    storeSessionMarker();
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'filmmaker', factors: [{}] }), 'aal1'));
    fake.mfa.listFactors.mockResolvedValue({
      data: { all: [], totp: [{ id: 'factor-1', friendly_name: 'Pixel' }], phone: [], webauthn: [] },
      error: null,
    });
    stubRecords({ filmmakers: [{ verified: true, setup: true }] });
    const router = createMemoryRouter(routeObjects, { initialEntries: ['/filmmaker/dashboard'] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Authenticator code')).toBeInTheDocument();
  });

  it('goes to / when a sign-out event (another tab, a revoked session) ends the session on a protected page', async () => {
    const { router } = renderSignedIn('/filmmaker/dashboard/bookings', 'filmmaker', {
      filmmakers: [{ verified: true, setup: true }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Bookings' });
    act(() => fake.emit('SIGNED_OUT', null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('re-checks the account after an auth state change (the session cache is cleared)', async () => {
    const { fetchMock } = renderSignedIn('/filmmaker/dashboard/bookings', 'filmmaker', {
      filmmakers: [{ verified: true, setup: true }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Bookings' });
    const filmmakerCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/rest/v1/filmmakers')).length;
    expect(filmmakerCalls()).toBe(1);
    act(() => fake.emit('TOKEN_REFRESHED', fakeSession(fake.session!.user)));
    await waitFor(() => expect(filmmakerCalls()).toBe(2));
  });

  it("offers a signed-in visitor of a public page their dashboard instead of 'Sign in'", async () => {
    renderSignedIn('/talent', 'client', { clients: [{ verified: true, setup: true }] });
    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
