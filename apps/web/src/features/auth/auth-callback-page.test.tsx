import { screen } from '@testing-library/react';
import {
  authError,
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { bodiesSentTo, renderRoute, stubAuthApi } from '@/test/render-route';
import { AuthCallbackPage } from './auth-callback-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

afterEach(() => vi.unstubAllGlobals());

const landing = () => screen.findByTestId('elsewhere');

describe('/auth/callback (docs/product.md §4)', () => {
  it('an existing type with a profile goes to its dashboard', async () => {
    stubAuthApi({ records: [{ verified: true, setup: true }] });
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'client' })));
    renderRoute('/auth/callback', AuthCallbackPage, '/auth/callback?code=abc');
    expect(await landing()).toHaveTextContent('/client/dashboard');
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(fake.initialize).toHaveBeenCalled();
  });

  it('a type without a profile goes to profile setup', async () => {
    stubAuthApi({ records: [] });
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'filmmaker' })));
    renderRoute('/auth/callback', AuthCallbackPage, '/auth/callback?code=abc');
    expect(await landing()).toHaveTextContent('/filmmaker/profile-setup/basic');
  });

  it('no type but user_type in the URL: saves it with the split name; a new account gets the welcome email', async () => {
    const fetchMock = stubAuthApi({ records: [] });
    const account = fakeUser({
      fullName: 'Maya Ada Okafor',
      createdAt: new Date().toISOString(),
      providers: ['google'],
    });
    fake = createFakeAuthClient(fakeSession(account));
    fake.updateUser.mockImplementation(async () => {
      const updated = fakeUser({ userType: 'client', firstName: 'Maya', lastName: 'Ada Okafor' });
      fake.emit('USER_UPDATED', fakeSession(updated));
      return { data: { user: updated }, error: null };
    });
    renderRoute('/auth/callback', AuthCallbackPage, '/auth/callback?user_type=client&code=abc');
    expect(await landing()).toHaveTextContent('/client/profile-setup/basic');
    expect(fake.updateUser).toHaveBeenCalledWith({
      data: { user_type: 'client', first_name: 'Maya', last_name: 'Ada Okafor' },
    });
    expect(bodiesSentTo(fetchMock, '/functions/v1/welcome-email')).toEqual([
      { email: 'maya@example.com', firstName: 'Maya', userType: 'client' },
    ]);
  });

  it('an older account saving its type gets no welcome email', async () => {
    const fetchMock = stubAuthApi({ records: [] });
    fake = createFakeAuthClient(
      fakeSession(fakeUser({ fullName: 'Maya Okafor', createdAt: '2020-01-01T00:00:00Z' })),
    );
    fake.updateUser.mockResolvedValue({ data: { user: fakeUser({ userType: 'filmmaker' }) }, error: null });
    renderRoute('/auth/callback', AuthCallbackPage, '/auth/callback?user_type=filmmaker');
    expect(await landing()).toHaveTextContent('/filmmaker/profile-setup/basic');
    expect(bodiesSentTo(fetchMock, '/functions/v1/welcome-email')).toEqual([]);
  });

  it('neither a type nor user_type in the URL: role selection', async () => {
    stubAuthApi({ records: [] });
    fake = createFakeAuthClient(fakeSession(fakeUser({ fullName: 'Maya Okafor' })));
    renderRoute('/auth/callback', AuthCallbackPage, '/auth/callback?code=abc');
    expect(await landing()).toHaveTextContent('/role-selection');
  });

  it('an error from Google says "Google sign-in failed" and goes to /login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubAuthApi();
    fake = createFakeAuthClient();
    renderRoute(
      '/auth/callback',
      AuthCallbackPage,
      '/auth/callback?error=server_error&error_description=Something+broke',
    );
    expect(await screen.findByText('Google sign-in failed')).toBeInTheDocument();
    expect(await landing()).toHaveTextContent('/login');
  });

  it('a failed code exchange says "Google sign-in failed"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubAuthApi();
    fake = createFakeAuthClient();
    fake.initialize.mockResolvedValue({ error: authError('invalid flow state', { status: 404 }) as never });
    renderRoute('/auth/callback', AuthCallbackPage, '/auth/callback?code=abc');
    expect(await screen.findByText('Google sign-in failed')).toBeInTheDocument();
  });

  it('an email_conflict error shows no toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubAuthApi();
    fake = createFakeAuthClient();
    renderRoute(
      '/auth/callback',
      AuthCallbackPage,
      '/auth/callback?error=access_denied&error_code=email_conflict&error_description=Email+already+used',
    );
    expect(await landing()).toHaveTextContent('/login');
    expect(screen.queryByText('Google sign-in failed')).toBeNull();
  });

  it('the service refusing a Google account without an email: "No email found in Google account"', async () => {
    stubAuthApi();
    fake = createFakeAuthClient();
    renderRoute(
      '/auth/callback',
      AuthCallbackPage,
      '/auth/callback?error=access_denied&error_code=no_email&error_description=No+email',
    );
    expect(await screen.findByText('No email found in Google account')).toBeInTheDocument();
    expect(await landing()).toHaveTextContent('/login');
  });

  it('without a session: "No user session found"', async () => {
    stubAuthApi();
    fake = createFakeAuthClient(null);
    renderRoute('/auth/callback', AuthCallbackPage);
    expect(await screen.findByText('No user session found')).toBeInTheDocument();
    expect(await landing()).toHaveTextContent('/login');
  });

  it('a Google account without an email: "No email found in Google account"', async () => {
    stubAuthApi();
    fake = createFakeAuthClient(fakeSession(fakeUser({ email: '' })));
    renderRoute('/auth/callback', AuthCallbackPage, '/auth/callback?code=abc');
    expect(await screen.findByText('No email found in Google account')).toBeInTheDocument();
    expect(fake.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('anything else going wrong: "Google callback handling failed"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubAuthApi();
    fake = createFakeAuthClient(fakeSession(fakeUser({ fullName: 'Maya Okafor' })));
    fake.updateUser.mockResolvedValue({
      data: { user: null },
      error: authError('Database error', { status: 500 }),
    });
    renderRoute('/auth/callback', AuthCallbackPage, '/auth/callback?user_type=client');
    expect(await screen.findByText('Google callback handling failed')).toBeInTheDocument();
    expect(await landing()).toHaveTextContent('/login');
  });
});
