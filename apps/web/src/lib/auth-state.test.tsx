import { PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import { SERVER_PAGE } from '@reelhire/shared/server-page';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { filmmakerRecord } from '@/test/fake-records';
import { TestProviders } from '@/test/test-providers';
import { useAuth } from './account-state';
import { useAuthState } from './auth-state';

let fake: FakeAuthClient;
const created = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  const module = authClientModule(() => fake);
  return {
    getAuthClient: () => {
      created.count++;
      return module.getAuthClient();
    },
  };
});

let queryClient: QueryClient;

function Probe() {
  const client = useQueryClient();
  useEffect(() => {
    queryClient = client;
  }, [client]);
  const state = useAuthState();
  const auth = useAuth();
  return (
    <dl>
      <button onClick={state.beginSignOut}>Begin sign-out</button>
      <button onClick={state.endSignOut}>End sign-out</button>
      <dt>status</dt>
      <dd data-testid="status">{state.status}</dd>
      <dt>type</dt>
      <dd data-testid="type">{auth.userType ?? 'none'}</dd>
      <dt>verified</dt>
      <dd data-testid="verified">{String(auth.isVerified)}</dd>
      <dt>changes</dt>
      <dd data-testid="changes">{state.changeCount}</dd>
      <dt>event</dt>
      <dd data-testid="event">{state.lastEvent ?? 'none'}</dd>
      <dt>reason</dt>
      <dd data-testid="reason">{state.signOutReason ?? 'none'}</dd>
    </dl>
  );
}

function renderProbe() {
  render(
    <TestProviders>
      <Probe />
    </TestProviders>,
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

beforeEach(() => {
  created.count = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      Response.json(
        String(input).includes('/filmmakers') ? [filmmakerRecord({ verified: true, setup: true })] : [],
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the auth state', () => {
  it('is signed out at once, without loading the auth client, when this browser holds no session', () => {
    window.localStorage.setItem(PROFILE_CACHE_KEYS.client.basic, '{"stale":true}');
    renderProbe();
    expect(text('status')).toBe('signed-out');
    expect(created.count).toBe(0);
    // A missing session clears what a previous user left behind.
    expect(window.localStorage.getItem(PROFILE_CACHE_KEYS.client.basic)).toBeNull();
  });

  it('follows a stored session: user type from the metadata, verified from the records', async () => {
    storeSessionMarker();
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'both' })));
    renderProbe();
    expect(text('status')).toBe('loading');
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    expect(text('type')).toBe('both');
    await waitFor(() => expect(text('verified')).toBe('true'));
  });

  it('counts sign-in state changes, but not the initial session nor a repeated SIGNED_IN of the same session', async () => {
    storeSessionMarker();
    const session = fakeSession(fakeUser({ userType: 'client' }));
    fake = createFakeAuthClient(session);
    renderProbe();
    await waitFor(() => expect(text('event')).toBe('INITIAL_SESSION'));
    expect(text('changes')).toBe('0');
    act(() => fake.emit('SIGNED_IN', session));
    expect(text('changes')).toBe('0');
    act(() => fake.emit('USER_UPDATED', session));
    expect(text('changes')).toBe('1');
    act(() => fake.emit('MFA_CHALLENGE_VERIFIED', fakeSession(session.user, 'aal2')));
    expect(text('changes')).toBe('2');
  });

  it("keeps the render cookie as the session's access token, renewed with it and gone when it goes (decision 0084)", async () => {
    const renderCookie = () =>
      document.cookie
        .split('; ')
        .find((part) => part.startsWith(`${SERVER_PAGE.renderCookie}=`))
        ?.slice(SERVER_PAGE.renderCookie.length + 1);
    storeSessionMarker();
    const session = fakeSession(fakeUser({ userType: 'client' }));
    fake = createFakeAuthClient(session);
    renderProbe();
    await waitFor(() => expect(renderCookie()).toBe(session.access_token));
    const refreshed = fakeSession(session.user, 'aal2');
    act(() => fake.emit('TOKEN_REFRESHED', refreshed));
    expect(renderCookie()).toBe(refreshed.access_token);
    act(() => fake.emit('SIGNED_OUT', null));
    expect(renderCookie()).toBeUndefined();
  });

  it('a sign-out event clears the user, type, verified flag and cached profile data', async () => {
    storeSessionMarker();
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'filmmaker' })));
    renderProbe();
    await waitFor(() => expect(text('verified')).toBe('true'));
    window.localStorage.setItem(PROFILE_CACHE_KEYS.filmmaker.professional, '{"rate":500}');
    act(() => fake.emit('SIGNED_OUT', null));
    expect(text('status')).toBe('signed-out');
    expect(text('type')).toBe('none');
    expect(text('verified')).toBe('false');
    expect(text('reason')).toBe('event');
    expect(window.localStorage.getItem(PROFILE_CACHE_KEYS.filmmaker.professional)).toBeNull();
  });

  it("keeps a sign-out the user's own when a late SIGNED_OUT follows it", async () => {
    storeSessionMarker();
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'client' })));
    renderProbe();
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    fireEvent.click(screen.getByRole('button', { name: 'Begin sign-out' }));
    act(() => fake.emit('SIGNED_OUT', null));
    fireEvent.click(screen.getByRole('button', { name: 'End sign-out' }));
    expect(text('reason')).toBe('user');
    // The revoked session's refresh fails a moment later: still the user's sign-out, still bound for /login.
    act(() => fake.emit('SIGNED_OUT', null));
    expect(text('reason')).toBe('user');
  });

  it("drops what one account's pages cached when another account signs in", async () => {
    storeSessionMarker();
    const first = fakeSession(fakeUser({ id: 'user-1', userType: 'client' }));
    fake = createFakeAuthClient(first);
    renderProbe();
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    // Keys without a user id (a room's messages) would otherwise show the first account's data.
    queryClient.setQueryData(['chat', 'messages', 'room-1'], ['private']);
    act(() => fake.emit('TOKEN_REFRESHED', fakeSession(first.user)));
    expect(queryClient.getQueryData(['chat', 'messages', 'room-1'])).toEqual(['private']);
    act(() => fake.emit('SIGNED_IN', fakeSession(fakeUser({ id: 'user-2', userType: 'client' }))));
    expect(queryClient.getQueryData(['chat', 'messages', 'room-1'])).toBeUndefined();
  });

  it('drops what the account cached when it signs out', async () => {
    storeSessionMarker();
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'client' })));
    renderProbe();
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    queryClient.setQueryData(['profiles', 'client', 'user-1'], { private: true });
    act(() => fake.emit('SIGNED_OUT', null));
    expect(queryClient.getQueryData(['profiles', 'client', 'user-1'])).toBeUndefined();
  });

  it('follows a sign-in made in another tab', async () => {
    renderProbe();
    expect(text('status')).toBe('signed-out');
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'client' })));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'reelhire-auth', newValue: '{}' }));
    });
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    expect(text('type')).toBe('client');
  });
});
