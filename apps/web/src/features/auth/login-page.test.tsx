import { screen, waitFor } from '@testing-library/react';
import type * as Sonner from 'sonner';
import userEvent from '@testing-library/user-event';
import {
  authError,
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { bodiesSentTo, renderRoute, stubAuthApi } from '@/test/render-route';
import { LoginPage } from './login-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

// toast.error passes through to the real toast and is recorded, to see the Google toast's duration.
const toastErrors = vi.hoisted(() => vi.fn());
vi.mock('sonner', async (importOriginal) => {
  const real = await importOriginal<typeof Sonner>();
  const toast = Object.assign((...args: Parameters<typeof real.toast>) => real.toast(...args), real.toast, {
    error: (...args: Parameters<typeof real.toast.error>) => {
      toastErrors(...args);
      return real.toast.error(...args);
    },
  });
  return { ...real, toast };
});

const user = userEvent.setup();

beforeEach(() => {
  fake = createFakeAuthClient();
  toastErrors.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(email: string, password: string) {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const elsewhere = () => screen.findByTestId('elsewhere');

describe('/login', () => {
  it('validates before calling anyone', async () => {
    const fetchMock = stubAuthApi();
    renderRoute('/login', LoginPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please provide a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/functions/v1/auth-check')).toEqual([]);
    expect(fake.signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in after the pre-check, says so, and goes to the dashboard of the type', async () => {
    const fetchMock = stubAuthApi();
    const session = fakeSession(fakeUser({ userType: 'client' }));
    fake.signInWithPassword.mockImplementation(async () => {
      fake.emit('SIGNED_IN', session);
      return { data: { user: session.user, session }, error: null };
    });
    const router = renderRoute('/login', LoginPage);
    await fillAndSubmit('maya@example.com', 'reelhire-demo');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(await elsewhere()).toHaveTextContent('/client/dashboard');
    expect(router.state.location.pathname).toBe('/client/dashboard');
    expect(bodiesSentTo(fetchMock, '/functions/v1/auth-check')).toEqual([
      { email: 'maya@example.com', action: 'signin' },
    ]);
    expect(fake.signInWithPassword).toHaveBeenCalledWith({
      email: 'maya@example.com',
      password: 'reelhire-demo',
    });
  });

  it('goes back to the page the guard sent the visitor from', async () => {
    stubAuthApi();
    const session = fakeSession(fakeUser({ userType: 'filmmaker' }));
    fake.signInWithPassword.mockResolvedValue({ data: { user: session.user, session }, error: null });
    renderRoute('/login', LoginPage, '/login', { from: '/filmmaker/dashboard/bookings?tab=past' });
    await fillAndSubmit('maya@example.com', 'reelhire-demo');
    expect(await elsewhere()).toHaveTextContent('/filmmaker/dashboard/bookings?tab=past');
  });

  it("refuses bad credentials with SPEC's text", async () => {
    stubAuthApi();
    fake.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: authError('Invalid login credentials', { status: 400, code: 'invalid_credentials' }),
    });
    renderRoute('/login', LoginPage);
    await fillAndSubmit('maya@example.com', 'wrong-password');
    expect(await screen.findByText('Please check your credentials and try again')).toBeInTheDocument();
  });

  it('stops a Google-only account with the 5-second Google toast, without trying the password', async () => {
    stubAuthApi({ authCheck: { canProceed: false, isGoogleAccount: true, isExistingAccount: true } });
    renderRoute('/login', LoginPage);
    await fillAndSubmit('maya@example.com', 'whatever');
    const text = 'This email is associated with a Google account. Please sign in with Google instead.';
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(toastErrors).toHaveBeenCalledWith(text, { duration: 5000 });
    expect(fake.signInWithPassword).not.toHaveBeenCalled();
  });

  it("stops with the server's message, or 'Cannot proceed with sign in'", async () => {
    stubAuthApi({ authCheck: { canProceed: false, error: null } });
    renderRoute('/login', LoginPage);
    await fillAndSubmit('maya@example.com', 'whatever');
    expect(await screen.findByText('Cannot proceed with sign in')).toBeInTheDocument();
    expect(fake.signInWithPassword).not.toHaveBeenCalled();
  });

  it('sends an account with an unverified email to /verify with a fresh code', async () => {
    stubAuthApi();
    fake.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: authError('Email not confirmed', { status: 400, code: 'email_not_confirmed' }),
    });
    renderRoute('/login', LoginPage);
    await fillAndSubmit('new@example.com', 'reelhire-demo');
    expect(await screen.findByText('Verification Required')).toBeInTheDocument();
    expect(screen.getByText('Check your email for a verification code')).toBeInTheDocument();
    expect(await elsewhere()).toHaveTextContent('/verify?email=new%40example.com&type=signup');
    expect(fake.resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'new@example.com',
      options: { emailRedirectTo: `${window.location.origin}/verify` },
    });
  });

  it('asks for the authenticator code when the account has one, then signs in', async () => {
    stubAuthApi();
    const account = fakeUser({
      userType: 'filmmaker',
      factors: [{ id: 'factor-7', friendly_name: 'Pixel' }],
    });
    const session = fakeSession(account, 'aal1');
    fake.signInWithPassword.mockResolvedValue({ data: { user: account, session }, error: null });
    fake.mfa.listFactors.mockResolvedValue({
      data: { all: account.factors, totp: account.factors, phone: [], webauthn: [] },
      error: null,
    });
    fake.mfa.challengeAndVerify
      .mockResolvedValueOnce({ data: null, error: authError('Invalid TOTP code entered', { status: 422 }) })
      .mockImplementationOnce(async () => {
        fake.emit('MFA_CHALLENGE_VERIFIED', fakeSession(account, 'aal2'));
        return { data: { user: account }, error: null };
      });
    renderRoute('/login', LoginPage);
    await fillAndSubmit('maya@example.com', 'reelhire-demo');

    const code = await screen.findByLabelText('Authenticator code');
    expect(screen.getByText(/\(Pixel\)/)).toBeInTheDocument();
    expect(screen.queryByText('Login successful')).toBeNull();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(fake.mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'factor-7', code: '123456' });
    expect(await elsewhere()).toHaveTextContent('/filmmaker/dashboard');
  });

  it('sends a sign-in code that never creates a user, then goes to /verify', async () => {
    const fetchMock = stubAuthApi();
    renderRoute('/login', LoginPage);
    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in with a code instead' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('Verification code sent! Please check your inbox.')).toBeInTheDocument();
    expect(fake.signInWithOtp).toHaveBeenCalledWith({
      email: 'maya@example.com',
      options: {
        shouldCreateUser: false,
        emailRedirectTo: `${window.location.origin}/verify?type=email`,
        data: { use_otp: true },
      },
    });
    expect(bodiesSentTo(fetchMock, '/functions/v1/auth-check')).toEqual([
      { email: 'maya@example.com', action: 'signin' },
    ]);
    expect(await elsewhere()).toHaveTextContent('/verify?email=maya%40example.com&type=email');
  });

  it('says when the sign-in code could not be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubAuthApi();
    fake.signInWithOtp.mockResolvedValue({
      data: { user: null, session: null },
      error: authError('Signups not allowed for otp', { status: 422 }),
    } as never);
    renderRoute('/login', LoginPage);
    await user.click(screen.getByRole('button', { name: 'Sign in with a code instead' }));
    await user.type(screen.getByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(
      await screen.findByText('Failed to send verification email. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('continues with Google through /auth/callback', async () => {
    stubAuthApi({ google: true });
    renderRoute('/login', LoginPage);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(fake.signInWithOAuth).toHaveBeenCalledWith({
      provider: 'google',
      options: { redirectTo: `${window.location.origin}/auth/callback` },
    });
    // The browser is on its way to Google: the button stays busy.
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it("says 'Google sign-in failed' when Google sign-in cannot start", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubAuthApi({ google: true });
    renderRoute('/login', LoginPage);
    fake.signInWithOAuth.mockResolvedValueOnce({
      data: { provider: 'google', url: null },
      error: authError('Provider is not enabled', { status: 400 }),
    } as never);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Google sign-in failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('offers no Google button when the server has Google sign-in off', async () => {
    stubAuthApi({ google: false });
    renderRoute('/login', LoginPage);
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull());
  });
});
