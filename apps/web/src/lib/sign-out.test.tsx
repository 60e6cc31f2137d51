import { PROFILE_CACHE_KEYS, ALL_PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestProviders as Providers } from '@/test/test-providers';
import {
  authError,
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { useAuthState } from './auth-state';
import { useSignOut } from './sign-out';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

function SignOutButton() {
  const signOut = useSignOut();
  const { status, userType } = useAuthState();
  return (
    <>
      <p>
        {status} {userType ?? 'no type'}
      </p>
      <button onClick={() => void signOut()}>Sign out</button>
    </>
  );
}

async function renderSignedIn() {
  storeSessionMarker();
  for (const key of ALL_PROFILE_CACHE_KEYS) window.localStorage.setItem(key, '{"draft":true}');
  window.localStorage.setItem('sidebar-open', 'true');
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'filmmaker' })));
  const router = createMemoryRouter(
    [
      { path: '/somewhere', element: <SignOutButton /> },
      { path: '/login', element: <h1>Sign in page</h1> },
    ],
    { initialEntries: ['/somewhere'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  expect(await screen.findByText('signed-in filmmaker')).toBeInTheDocument();
  return router;
}

const cachedProfileKeys = () =>
  ALL_PROFILE_CACHE_KEYS.filter((key) => window.localStorage.getItem(key) !== null);

describe('sign-out (docs/product.md §4)', () => {
  it('signs out, clears every cached profile entry and ends at /login', async () => {
    const router = await renderSignedIn();
    expect(cachedProfileKeys()).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fake.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(cachedProfileKeys()).toEqual([]);
    expect(window.localStorage.getItem(PROFILE_CACHE_KEYS.filmmaker.portfolioImages)).toBeNull();
    // Not everything local goes: the sidebar preference is not account data.
    expect(window.localStorage.getItem('sidebar-open')).toBe('true');
    expect(screen.queryByText(/There was a problem during sign out/)).toBeNull();
  });

  it('still ends at /login, signed out and cleared, when signOut throws; and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = await renderSignedIn();
    fake.signOut.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(
        "There was a problem during sign out, but you've been logged out successfully.",
      ),
    ).toBeInTheDocument();
    expect(cachedProfileKeys()).toEqual([]);
    // The stored session is removed here when the service could not be told.
    expect(window.localStorage.getItem('reelhire-auth')).toBeNull();
  });

  it('also when signOut answers with an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = await renderSignedIn();
    fake.signOut.mockResolvedValueOnce({ error: authError('Internal error', { status: 500 }) as never });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(
        "There was a problem during sign out, but you've been logged out successfully.",
      ),
    ).toBeInTheDocument();
  });

  it('is silent about a missing auth session', async () => {
    const router = await renderSignedIn();
    fake.signOut.mockResolvedValueOnce({
      error: authError('Auth session missing!', { name: 'AuthSessionMissingError', status: 400 }) as never,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/There was a problem during sign out/)).toBeNull();
    expect(cachedProfileKeys()).toEqual([]);
  });
});
