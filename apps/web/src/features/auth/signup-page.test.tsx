import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ROUTES } from '@reelhire/shared/routes';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import {
  authError,
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { ServerRenderContext } from '@/lib/server-render';
import { bodiesSentTo, renderRoute, stubAuthApi } from '@/test/render-route';
import { TestProviders } from '@/test/test-providers';
import { SignupPage } from './signup-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();

beforeEach(() => {
  fake = createFakeAuthClient();
});
afterEach(() => vi.unstubAllGlobals());

async function fill({ email = 'maya@example.com', password = 'reelhire-demo' } = {}) {
  await user.type(screen.getByLabelText('First name'), 'Maya');
  await user.type(screen.getByLabelText('Last name'), 'Okafor');
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

/** The page as the server draws it for a visitor it does not know (decision 0080): its markup, and whether it declined. */
function drawnByTheServer(url: string) {
  const decline = vi.fn();
  const route = ROUTES.find((def) => def.path === '/signup');
  const router = createMemoryRouter([{ path: '/signup', element: <SignupPage />, handle: { route } }], {
    initialEntries: [url],
  });
  const html = renderToString(
    <ServerRenderContext value={{ sidebarOpen: true, decline }}>
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>
    </ServerRenderContext>,
  );
  return { html, declined: decline.mock.calls.length > 0 };
}

describe('/signup', () => {
  it('arrives drawn by the server with its form for a chosen role; without one the browser redirects', () => {
    expect(ROUTES.find((def) => def.path === '/signup')?.serverRendered).toBe(true);
    const drawn = drawnByTheServer('/signup?role=client');
    expect(drawn.declined).toBe(false);
    expect(drawn.html).toContain('Joining as <span class="font-medium text-zinc-900">Client</span>');
    expect(drawn.html).toMatch(
      /<input[^>]*autoComplete="new-password"|<input[^>]*autocomplete="new-password"/,
    );
    expect(drawn.html).toContain('Create account');
    // The shell, not an empty page that says nothing: the app makes the redirect.
    expect(drawnByTheServer('/signup').declined).toBe(true);
    expect(drawnByTheServer('/signup?role=admin').declined).toBe(true);
  });

  it('needs a role first: without one it goes to /role-selection', async () => {
    stubAuthApi();
    renderRoute('/signup', SignupPage, '/signup?role=admin');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/role-selection');
  });

  it("shows SPEC's validation messages", async () => {
    stubAuthApi();
    renderRoute('/signup', SignupPage, '/signup?role=filmmaker');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    await fill({ email: 'maya.example.com', password: 'short' });
    expect(await screen.findByText('Please provide a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(fake.signUp).not.toHaveBeenCalled();
  });

  it('signs up with the type and names as metadata and goes to /verify for the code', async () => {
    const fetchMock = stubAuthApi({ authCheck: { canProceed: true, isExistingAccount: false } });
    fake.signUp.mockResolvedValue({ data: { user: fakeUser(), session: null }, error: null });
    renderRoute('/signup', SignupPage, '/signup?role=both');
    expect(screen.getByText('Filmmaker and client')).toBeInTheDocument();
    await fill();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/verify?email=maya%40example.com&type=signup',
    );
    expect(bodiesSentTo(fetchMock, '/functions/v1/auth-check')).toEqual([
      { email: 'maya@example.com', action: 'signup' },
    ]);
    expect(fake.signUp).toHaveBeenCalledWith({
      email: 'maya@example.com',
      password: 'reelhire-demo',
      options: {
        emailRedirectTo: `${window.location.origin}/verify`,
        data: { user_type: 'both', first_name: 'Maya', last_name: 'Okafor' },
      },
    });
  });

  it.each([
    [
      { canProceed: false, isGoogleAccount: true, isExistingAccount: true },
      'An account with this email already exists using Google sign-in. Please sign in with Google instead.',
    ],
    [
      { canProceed: false, isGoogleAccount: false, isExistingAccount: true },
      'An account with this email already exists. Please sign in instead.',
    ],
    [{ canProceed: false, isExistingAccount: false }, 'Cannot proceed with sign up'],
  ])('the pre-check %o stops the sign-up with "%s"', async (authCheck, message) => {
    stubAuthApi({ authCheck });
    renderRoute('/signup', SignupPage, '/signup?role=client');
    await fill();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fake.signUp).not.toHaveBeenCalled();
  });

  it('says what went wrong when the sign-up itself fails', async () => {
    stubAuthApi({ authCheck: { canProceed: true } });
    fake.signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: authError('Email rate limit exceeded', { status: 429 }),
    });
    renderRoute('/signup', SignupPage, '/signup?role=client');
    await fill();
    expect(await screen.findByText('Email rate limit exceeded')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
  });

  it('goes straight to profile setup, with the welcome email, when the service confirms at once', async () => {
    const fetchMock = stubAuthApi({ authCheck: { canProceed: true } });
    const session = fakeSession(fakeUser({ userType: 'client', firstName: 'Maya' }));
    fake.signUp.mockResolvedValue({ data: { user: session.user, session }, error: null });
    renderRoute('/signup', SignupPage, '/signup?role=client');
    await fill();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/client/profile-setup/basic');
    expect(bodiesSentTo(fetchMock, '/functions/v1/welcome-email')).toEqual([
      { email: 'maya@example.com', firstName: 'Maya', userType: 'client' },
    ]);
  });

  it('offers Google sign-up carrying the chosen type', async () => {
    stubAuthApi({ google: true });
    renderRoute('/signup', SignupPage, '/signup?role=filmmaker');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(fake.signInWithOAuth).toHaveBeenCalledWith({
      provider: 'google',
      options: { redirectTo: `${window.location.origin}/auth/callback?user_type=filmmaker` },
    });
  });
});
