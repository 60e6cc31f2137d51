import { NOTIFICATION_EMAIL_TYPES } from '@reelhire/shared/email';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authError,
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { filmmakerRecord } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { AccountPage } from './account-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#000"/></svg>';

function signedIn(factors: Record<string, unknown>[] = []) {
  storeSessionMarker();
  const account = fakeUser({ userType: 'filmmaker', firstName: 'Maya', lastName: 'Okafor' });
  fake = createFakeAuthClient(fakeSession(account, 'aal2'));
  fake.mfa.listFactors.mockResolvedValue({
    data: { all: factors, totp: [], phone: [], webauthn: [] },
    error: null,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      Response.json(
        String(input).includes('/filmmakers')
          ? [filmmakerRecord({ verified: true, setup: true })]
          : String(input).includes('/email-preferences')
            ? {
                preferences: Object.fromEntries(NOTIFICATION_EMAIL_TYPES.map((type) => [type, true])),
                essential: ['welcome'],
              }
            : [],
      ),
    ),
  );
}

// Each test stubs fetch anew (signedIn); a read the previous page started just before it ended still meets a
// stub rather than the real fetch, which cannot reach a relative address and logs the failure.
afterAll(() => vi.unstubAllGlobals());

describe('the account page', () => {
  it('opens on "Profile & sign-in" with the name, email and verification', async () => {
    signedIn();
    renderRoute('/filmmaker/dashboard/account', AccountPage);
    expect(screen.getByRole('tab', { name: 'Profile & sign-in' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
  });

  it("shows the profile editor it is given for the page's section, keeping its input across tabs", async () => {
    signedIn();
    const Editor = ({ section }: { section: string }) => <input aria-label={`The ${section} profile`} />;
    renderRoute('/client/dashboard/account', () => <AccountPage ProfileEditor={Editor} />);
    await user.type(screen.getByLabelText('The client profile'), 'typed, not saved');
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.click(screen.getByRole('tab', { name: 'Profile & sign-in' }));
    expect(screen.getByLabelText('The client profile')).toHaveValue('typed, not saved');
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
  });

  it("asks a filmmaker for their name once, in the profile, and a client in the account's name card", async () => {
    signedIn();
    const Editor = () => (
      <>
        <input aria-label="First name" />
        <input aria-label="Last name" />
      </>
    );
    renderRoute('/filmmaker/dashboard/account', () => <AccountPage ProfileEditor={Editor} />);
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getAllByLabelText('First name')).toHaveLength(1);
    expect(screen.getAllByLabelText('Last name')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Save name' })).toBeNull();
    cleanup();

    renderRoute('/client/dashboard/account', () => <AccountPage ProfileEditor={() => null} />);
    expect(await screen.findByRole('button', { name: 'Save name' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('First name')).toHaveLength(1);
  });

  it('opens the notifications tab when the navigation state asks for it (docs/product.md §2)', async () => {
    signedIn();
    renderRoute('/client/dashboard/account', AccountPage, '/client/dashboard/account', {
      tab: 'notifications',
    });
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    // The email preferences form (decision 0063).
    expect(await screen.findByRole('heading', { name: 'Email notifications' })).toBeInTheDocument();
    expect(screen.getByText(/Choose what we email to maya@example.com/)).toBeInTheDocument();
  });

  it("opens the notifications tab from an email's link (?tab=notifications, decision 0063)", async () => {
    signedIn();
    renderRoute(
      '/filmmaker/dashboard/account',
      AccountPage,
      '/filmmaker/dashboard/account?tab=notifications',
    );
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Email notifications' })).toBeInTheDocument();
  });

  it('lists the factors with their name, type and status, and removes one after confirming', async () => {
    signedIn([
      { id: 'f-1', friendly_name: 'Pixel 8', factor_type: 'totp', status: 'verified' },
      { id: 'f-2', friendly_name: 'Old phone', factor_type: 'totp', status: 'unverified' },
    ]);
    renderRoute('/filmmaker/dashboard/account', AccountPage, '/filmmaker/dashboard/account', {
      tab: 'security',
    });
    const list = await screen.findByRole('list', { name: 'Authenticators' });
    expect(within(list).getByText('Pixel 8')).toBeInTheDocument();
    expect(within(list).getByText('Active')).toBeInTheDocument();
    expect(within(list).getByText('Not finished')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove Pixel 8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Pixel 8?' });
    expect(dialog).toHaveTextContent('This is your only authenticator');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Authenticator removed')).toBeInTheDocument();
    expect(fake.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f-1' });
  });

  it('enrols an authenticator: QR code and key from the enrolment, then a code turns it on', async () => {
    signedIn();
    fake.mfa.enroll.mockResolvedValue({
      data: {
        id: 'f-new',
        type: 'totp',
        friendly_name: 'Authenticator app',
        totp: {
          qr_code: `data:image/svg+xml;utf-8,${SVG}`,
          secret: 'JBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/x',
        },
      },
      error: null,
    });
    fake.mfa.challengeAndVerify
      .mockResolvedValueOnce({ data: null, error: authError('Invalid TOTP code entered', { status: 422 }) })
      .mockResolvedValueOnce({ data: { user: fake.session!.user }, error: null });
    renderRoute('/filmmaker/dashboard/account', AccountPage, '/filmmaker/dashboard/account', {
      tab: 'security',
    });
    await user.click(await screen.findByRole('button', { name: 'Add an authenticator app' }));

    expect(fake.mfa.enroll).toHaveBeenCalledWith({
      factorType: 'totp',
      friendlyName: 'Authenticator app',
      issuer: 'Reelhire',
    });
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    await user.type(screen.getByLabelText('Code from the app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-step sign-in is on')).toBeInTheDocument();
    expect(fake.mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'f-new', code: '123456' });
    await waitFor(() => expect(screen.queryByTestId('totp-secret')).toBeNull());
  });

  it('cancelling an enrolment removes the unfinished factor', async () => {
    signedIn();
    fake.mfa.enroll.mockResolvedValue({
      data: { id: 'f-new', type: 'totp', totp: { qr_code: SVG, secret: 'ABCD', uri: 'otpauth://x' } },
      error: null,
    });
    renderRoute('/filmmaker/dashboard/account', AccountPage, '/filmmaker/dashboard/account', {
      tab: 'security',
    });
    await user.click(await screen.findByRole('button', { name: 'Add an authenticator app' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(fake.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f-new' });
  });

  it('changes the password', async () => {
    signedIn();
    fake.updateUser.mockResolvedValue({ data: { user: fake.session!.user }, error: null });
    renderRoute('/filmmaker/dashboard/account', AccountPage, '/filmmaker/dashboard/account', {
      tab: 'security',
    });
    await user.type(await screen.findByLabelText('New password'), 'brand-new-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(fake.updateUser).toHaveBeenCalledWith({ password: 'brand-new-secret' });
  });

  it('asks for the emailed code when the sign-in is not recent (decision 0054)', async () => {
    signedIn();
    fake.updateUser.mockImplementation(async ({ nonce }: { nonce?: string }) => {
      if (!nonce) {
        return {
          data: { user: null },
          error: authError('Password update requires reauthentication', {
            status: 400,
            code: 'reauthentication_needed',
          }),
        };
      }
      if (nonce !== '246810') {
        return {
          data: { user: null },
          error: authError('Requires reauthentication', { status: 422, code: 'reauthentication_not_valid' }),
        };
      }
      return { data: { user: fake.session!.user }, error: null };
    });
    renderRoute('/filmmaker/dashboard/account', AccountPage, '/filmmaker/dashboard/account', {
      tab: 'security',
    });
    await user.type(await screen.findByLabelText('New password'), 'brand-new-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const step = await screen.findByRole('group', { name: 'Confirm it is you' });
    expect(fake.reauthenticate).toHaveBeenCalledTimes(1);
    expect(within(step).getByText('maya@example.com')).toBeInTheDocument();
    await user.type(within(step).getByLabelText('Code from the email'), '111111');
    await user.click(within(step).getByRole('button', { name: 'Confirm and change password' }));
    expect(await within(step).findByText(/That code is wrong or has expired/)).toBeInTheDocument();

    await user.click(within(step).getByRole('button', { name: 'send a new code' }));
    await waitFor(() => expect(fake.reauthenticate).toHaveBeenCalledTimes(2));
    await user.clear(within(step).getByLabelText('Code from the email'));
    await user.type(within(step).getByLabelText('Code from the email'), '246810');
    await user.click(within(step).getByRole('button', { name: 'Confirm and change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(fake.updateUser).toHaveBeenLastCalledWith({ password: 'brand-new-secret', nonce: '246810' });
    expect(screen.queryByRole('group', { name: 'Confirm it is you' })).not.toBeInTheDocument();
  });
});
