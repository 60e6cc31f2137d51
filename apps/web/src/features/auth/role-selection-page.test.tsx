import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { bodiesSentTo, renderRoute, stubAuthApi } from '@/test/render-route';
import { RoleSelectionPage } from './role-selection-page';

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

describe('/role-selection', () => {
  it('preselects the role from ?role= and continues to /signup with it', async () => {
    stubAuthApi();
    renderRoute('/role-selection', RoleSelectionPage, '/role-selection?role=client');
    expect(screen.getByRole('heading', { level: 1, name: 'How will you use Reelhire?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Client/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/signup?role=client');
  });

  it('waits for a choice, and offers filmmaker, client and both', async () => {
    stubAuthApi();
    renderRoute('/role-selection', RoleSelectionPage);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: /^Both/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/signup?role=both');
  });

  it('saves the choice for a signed-in Google account without a type, then profile setup and the welcome email', async () => {
    storeSessionMarker();
    const fetchMock = stubAuthApi();
    const account = fakeUser({
      fullName: 'Maya Okafor',
      createdAt: new Date().toISOString(),
      providers: ['google'],
    });
    fake = createFakeAuthClient(fakeSession(account));
    const updated = fakeUser({
      userType: 'filmmaker',
      firstName: 'Maya',
      lastName: 'Okafor',
      createdAt: account.created_at,
    });
    fake.updateUser.mockImplementation(async () => {
      fake.emit('USER_UPDATED', fakeSession(updated));
      return { data: { user: updated }, error: null };
    });
    renderRoute('/role-selection', RoleSelectionPage);
    await waitFor(() => expect(fake.onAuthStateChange).toHaveBeenCalled());
    expect(await screen.findByRole('radio', { name: /^Filmmaker/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Already have an account?')).toBeNull());
    await user.click(screen.getByRole('radio', { name: /^Filmmaker/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/filmmaker/profile-setup/basic');
    expect(fake.updateUser).toHaveBeenCalledWith({
      data: { user_type: 'filmmaker', first_name: 'Maya', last_name: 'Okafor' },
    });
    expect(bodiesSentTo(fetchMock, '/functions/v1/welcome-email')).toEqual([
      { email: 'maya@example.com', firstName: 'Maya', userType: 'filmmaker' },
    ]);
  });
});
