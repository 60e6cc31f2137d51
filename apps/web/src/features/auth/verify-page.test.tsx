import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authError,
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { bodiesSentTo, renderRoute, stubAuthApi } from '@/test/render-route';
import { VerifyPage } from './verify-page';

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

async function enterCode(code: string) {
  await user.type(screen.getByLabelText('Verification code'), code);
  await user.click(screen.getByRole('button', { name: /Verify email|Sign in/ }));
}

describe('/verify', () => {
  it('verifies a sign-up code, says so, requests the welcome email and goes to profile setup', async () => {
    const fetchMock = stubAuthApi();
    const session = fakeSession(fakeUser({ userType: 'filmmaker', firstName: 'Maya' }));
    fake.verifyOtp.mockResolvedValue({ data: { user: session.user, session }, error: null });
    renderRoute('/verify', VerifyPage, '/verify?email=maya%40example.com&type=signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();
    await enterCode('123456');
    expect(await screen.findByText('Account verified!')).toBeInTheDocument();
    expect(screen.getByText('Your account has been verified successfully')).toBeInTheDocument();
    expect(fake.verifyOtp).toHaveBeenCalledWith({
      email: 'maya@example.com',
      token: '123456',
      type: 'signup',
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/filmmaker/profile-setup/basic');
    expect(bodiesSentTo(fetchMock, '/functions/v1/welcome-email')).toEqual([
      { email: 'maya@example.com', firstName: 'Maya', userType: 'filmmaker' },
    ]);
  });

  it('goes on when the welcome email cannot be requested', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"down"}', { status: 503 })),
    );
    const session = fakeSession(fakeUser({ userType: 'client' }));
    fake.verifyOtp.mockResolvedValue({ data: { user: session.user, session }, error: null });
    renderRoute('/verify', VerifyPage, '/verify?email=maya%40example.com');
    await enterCode('123456');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/client/profile-setup/basic');
  });

  it("finishes a sign-in code (type 'email') with 'Login successful' and the dashboard", async () => {
    const fetchMock = stubAuthApi();
    const session = fakeSession(fakeUser({ userType: 'client' }));
    fake.verifyOtp.mockResolvedValue({ data: { user: session.user, session }, error: null });
    renderRoute('/verify', VerifyPage, '/verify?email=maya%40example.com&type=email');
    await enterCode('654321');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(fake.verifyOtp).toHaveBeenCalledWith({
      email: 'maya@example.com',
      token: '654321',
      type: 'email',
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/client/dashboard');
    expect(bodiesSentTo(fetchMock, '/functions/v1/welcome-email')).toEqual([]);
  });

  it('says when the code is wrong', async () => {
    stubAuthApi();
    fake.verifyOtp.mockResolvedValue({
      data: { user: null, session: null },
      error: authError('Token has expired or is invalid', { status: 403, code: 'otp_expired' }),
    });
    renderRoute('/verify', VerifyPage, '/verify?email=maya%40example.com');
    await enterCode('111111');
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByText('Please check your verification code and try again')).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('wants six digits', async () => {
    stubAuthApi();
    renderRoute('/verify', VerifyPage, '/verify?email=maya%40example.com');
    await enterCode('12ab');
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(fake.verifyOtp).not.toHaveBeenCalled();
  });

  it('sends a new code, and says when it cannot', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubAuthApi();
    renderRoute('/verify', VerifyPage, '/verify?email=maya%40example.com&type=signup');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Code sent')).toBeInTheDocument();
    expect(screen.getByText('A verification code has been sent to your email')).toBeInTheDocument();
    expect(fake.resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'maya@example.com',
      options: { emailRedirectTo: `${window.location.origin}/verify` },
    });

    fake.resend.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: authError('For security purposes, you can only request this after 60 seconds.', { status: 429 }),
    } as never);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Failed to send verification code')).toBeInTheDocument();
  });

  it('asks for the address when the link did not carry it', async () => {
    stubAuthApi();
    const session = fakeSession(fakeUser({ userType: 'client' }));
    fake.verifyOtp.mockResolvedValue({ data: { user: session.user, session }, error: null });
    renderRoute('/verify', VerifyPage, '/verify');
    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await enterCode('123456');
    expect(fake.verifyOtp).toHaveBeenCalledWith({
      email: 'maya@example.com',
      token: '123456',
      type: 'signup',
    });
  });

  it("finishes the email link's sign-up when the page opens with the exchanged session", async () => {
    stubAuthApi();
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'client' })));
    renderRoute('/verify', VerifyPage, '/verify?code=pkce-code');
    expect(await screen.findByText('Account verified!')).toBeInTheDocument();
    expect(fake.initialize).toHaveBeenCalled();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/client/profile-setup/basic');
  });

  it('explains an email link that could not be used', async () => {
    stubAuthApi();
    renderRoute(
      '/verify',
      VerifyPage,
      '/verify?email=maya%40example.com#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Email link is invalid or has expired');
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });
});
