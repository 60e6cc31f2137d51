import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authError,
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute, stubAuthApi } from '@/test/render-route';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();

beforeEach(() => {
  fake = createFakeAuthClient();
  stubAuthApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('/forgot-password', () => {
  it('sends the reset link to /reset-password and says so', async () => {
    renderRoute('/forgot-password', ForgotPasswordPage);
    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Reset Link Sent')).toBeInTheDocument();
    expect(screen.getByText('Check your email for a password reset link')).toBeInTheDocument();
    expect(fake.resetPasswordForEmail).toHaveBeenCalledWith('maya@example.com', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it("says 'Failed to send reset link' when it cannot", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.resetPasswordForEmail.mockResolvedValue({
      data: null,
      error: authError('Too many requests', { status: 429 }),
    } as never);
    renderRoute('/forgot-password', ForgotPasswordPage);
    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send reset link')).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('sets the new password from the recovery session and says so', async () => {
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'filmmaker' })));
    fake.updateUser.mockResolvedValue({ data: { user: fakeUser({ userType: 'filmmaker' }) }, error: null });
    renderRoute('/reset-password', ResetPasswordPage, '/reset-password?code=abc');
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password Reset')).toBeInTheDocument();
    expect(screen.getByText('Your password has been reset successfully')).toBeInTheDocument();
    expect(fake.updateUser).toHaveBeenCalledWith({ password: 'new-secret' });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/filmmaker/dashboard');
  });

  it("checks the passwords and says 'Failed to reset password' when the service refuses", async () => {
    fake = createFakeAuthClient(fakeSession());
    fake.updateUser.mockResolvedValue({
      data: { user: null },
      error: authError('New password should be different from the old password.', { status: 422 }),
    });
    renderRoute('/reset-password', ResetPasswordPage);
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'same-secret');
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'same-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(screen.getByText('New password should be different from the old password.')).toBeInTheDocument();
  });

  it('verifies a token_hash link', async () => {
    fake.verifyOtp.mockImplementation(async () => {
      fake.emit('PASSWORD_RECOVERY', fakeSession());
      return { data: {}, error: null };
    });
    renderRoute('/reset-password', ResetPasswordPage, '/reset-password?token_hash=hash-1&type=recovery');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(fake.verifyOtp).toHaveBeenCalledWith({ token_hash: 'hash-1', type: 'recovery' });
  });

  it('explains a link that cannot be used', async () => {
    renderRoute('/reset-password', ResetPasswordPage, '/reset-password?code=from-another-browser');
    expect(await screen.findByText("This link can't be used")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
