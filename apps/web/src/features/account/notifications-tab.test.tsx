import { NOTIFICATION_EMAIL_TYPES, type NotificationEmailType } from '@reelhire/shared/email';
import { ESSENTIAL_NOTIFICATION_EMAIL_TYPES } from '@reelhire/shared/email-preferences';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { filmmakerRecord, clientRecord } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { AccountPage } from './account-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();

function preferences(off: NotificationEmailType[] = []) {
  return {
    preferences: Object.fromEntries(NOTIFICATION_EMAIL_TYPES.map((type) => [type, !off.includes(type)])),
    essential: [...ESSENTIAL_NOTIFICATION_EMAIL_TYPES],
  };
}

/** The account page on its notifications tab, answering the preferences calls like the server does. */
function openTab(userType: 'filmmaker' | 'client', off: NotificationEmailType[] = [], failSave = false) {
  fake = signIn(userType);
  let stored = preferences(off);
  const fetchMock = stubApi(({ url, method, body }) => {
    if (url.pathname === '/api/rest/v1/filmmakers')
      return Response.json([filmmakerRecord({ verified: true, setup: true })]);
    if (url.pathname === '/api/rest/v1/clients')
      return Response.json([clientRecord({ verified: true, setup: true })]);
    if (url.pathname !== '/api/rest/v1/email-preferences') return Response.json([]);
    if (method === 'PUT') {
      if (failSave) return Response.json({ error: 'The database is restarting' }, { status: 503 });
      const changes = (body as { preferences: Record<string, boolean> }).preferences;
      stored = { ...stored, preferences: { ...stored.preferences, ...changes } };
    }
    return Response.json(stored);
  });
  const path = `/${userType}/dashboard/account`;
  renderRoute(path, AccountPage, path, { tab: 'notifications' });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the notifications tab', () => {
  it("shows a filmmaker's emails in groups, on or off as saved, with essential ones always on", async () => {
    openTab('filmmaker', ['weekly_digest']);
    expect(await screen.findByRole('switch', { name: 'Weekly digest' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('switch', { name: 'New messages' })).toHaveAttribute('aria-checked', 'true');
    for (const title of ['Messages', 'Hiring', 'Bookings and money', 'Reminders and digests', 'Security']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const payouts = screen.getByRole('switch', { name: /Payouts/ });
    expect(payouts).toHaveAttribute('aria-checked', 'true');
    expect(payouts).toBeDisabled();
    // A filmmaker is not told about applicants to their jobs, nor about paying.
    expect(screen.queryByRole('switch', { name: 'New applicants' })).toBeNull();
    expect(screen.queryByRole('switch', { name: /Payment reminders/ })).toBeNull();
  });

  it('shows a client the emails about hiring and paying, not about applying', async () => {
    openTab('client');
    expect(await screen.findByRole('switch', { name: 'New applicants' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Payment reminders/ })).toBeDisabled();
    expect(screen.queryByRole('switch', { name: 'Your applications' })).toBeNull();
  });

  it('saves only what changed and says so in a toast', async () => {
    const fetchMock = openTab('filmmaker', ['weekly_digest']);
    const save = await screen.findByRole('button', { name: 'Save preferences' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'New messages' }));
    await user.click(screen.getByRole('switch', { name: 'Weekly digest' }));
    expect(screen.getByText('2 changes not saved yet')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Email preferences saved')).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT', '/rest/v1/email-preferences')).toEqual([
      { preferences: { message_notification: false, weekly_digest: true } },
    ]);
    expect(screen.getByRole('switch', { name: 'New messages' })).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled());
  });

  it('turns a whole group off at once', async () => {
    const fetchMock = openTab('filmmaker');
    await user.click(
      await screen.findByRole('button', { name: 'Turn off all reminders and digests emails' }),
    );
    const group = screen.getByRole('list', { name: 'Reminders and digests' });
    for (const toggle of within(group).getAllByRole('switch')) {
      expect(toggle).toHaveAttribute('aria-checked', 'false');
    }
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await screen.findByText('Email preferences saved');
    expect(sent(fetchMock, 'PUT', '/rest/v1/email-preferences')).toEqual([
      {
        preferences: {
          profile_reminder: false,
          verification_reminder: false,
          review_request: false,
          review_reminder: false,
          weekly_digest: false,
        },
      },
    ]);
  });

  it('keeps the choice on screen and says why when saving fails', async () => {
    openTab('filmmaker', [], true);
    await user.click(await screen.findByRole('switch', { name: 'New messages' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your email preferences were not saved')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'New messages' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('1 change not saved yet')).toBeInTheDocument();
  });
});
