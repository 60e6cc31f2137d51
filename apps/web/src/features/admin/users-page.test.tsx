import type { AdminUserDetail, AdminUserSummary } from '@reelhire/shared/admin-users';
import type { AuditEntry } from '@reelhire/shared/audit-log';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { AdminAuditLogPage } from './audit-log-page';
import { pages } from './routes';
import { AdminUserPage } from './user-page';
import { AdminUsersPage } from './users-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup({ delay: null });
// Several round trips through dialogs: a busy machine must not time these out.
const SLOW_TEST_TIMEOUT_MS = 20_000;
const ID = 'c0ffee00-0000-4000-8000-000000000001';

const summary = (overrides: Partial<AdminUserSummary> = {}): AdminUserSummary => ({
  id: ID,
  email: 'ines@example.com',
  first_name: 'Ines',
  last_name: 'Quaresma',
  user_type: 'filmmaker',
  state: 'active',
  email_confirmed_at: '2026-11-01T10:00:00.000Z',
  suspended_at: null,
  suspension_reason: null,
  last_sign_in_at: '2026-11-26T10:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
  filmmaker: { id: 'c0ffee00-0000-4000-8000-000000000002', verified: true, setup: true },
  client: null,
  ...overrides,
});

const detail = (overrides: Partial<AdminUserSummary> = {}): AdminUserDetail => ({
  ...summary(overrides),
  filmmaker: {
    id: 'c0ffee00-0000-4000-8000-000000000002',
    verified: true,
    setup: true,
    username: 'ines',
    name: 'Ines Quaresma',
  },
  client: null,
  verifications: [],
  counts: {
    projects: 0,
    jobs: 0,
    applications: 3,
    bookings_as_client: 0,
    bookings_as_filmmaker: 1,
    bookings_under_way: 1,
  },
  payments: {
    paid: [],
    payments_count: 0,
    paid_out: [{ currency: 'GBP', amount_minor: 45000 }],
    payouts_count: 1,
  },
  sessions: { active: 2, last_seen_at: '2026-11-26T10:00:00.000Z', recent: [] },
  sign_in_methods: ['email'],
});

function stubApi() {
  let current = detail();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/rest/v1/users' && method === 'GET') {
      const q = url.searchParams.get('q') ?? '';
      return Response.json({
        items: 'quaresma'.startsWith(q.toLowerCase()) ? [summary()] : [],
        next_cursor: null,
      });
    }
    if (url.pathname === `/api/rest/v1/users/${ID}` && method === 'GET') return Response.json(current);
    if (url.pathname === `/api/rest/v1/users/${ID}/suspend` && method === 'POST') {
      const { reason } = JSON.parse(String(init!.body)) as { reason: string };
      current = detail({
        state: 'suspended',
        suspended_at: '2026-11-27T10:00:00.000Z',
        suspension_reason: reason,
      });
      return Response.json(
        summary({ state: 'suspended', suspended_at: current.suspended_at, suspension_reason: reason }),
      );
    }
    return Response.json({ error: `Unexpected ${method} ${url.pathname}` }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'admin', firstName: 'Ada' })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('the admin routes are these pages', () => {
  expect(pages['/admin/users']).toBe(AdminUsersPage);
  expect(pages['/admin/users/:userId']).toBe(AdminUserPage);
  expect(pages['/admin/audit-log']).toBe(AdminAuditLogPage);
});

it(
  'lists accounts with their state and role, and says so when a search finds none',
  async () => {
    const fetchMock = stubApi();
    renderRoute('/admin/users', AdminUsersPage);
    const list = await screen.findByRole('list', { name: 'Accounts' });
    expect(within(list).getByText('Ines Quaresma')).toBeInTheDocument();
    expect(within(list).getByText('Active')).toBeInTheDocument();
    expect(within(list).getByRole('link')).toHaveAttribute('href', `/admin/users/${ID}`);

    await user.selectOptions(screen.getByLabelText('State'), 'suspended');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('state=suspended'))).toBe(true),
    );
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No accounts match')).toBeInTheDocument();
  },
  SLOW_TEST_TIMEOUT_MS,
);

it(
  'suspends with a required reason behind a confirmation',
  async () => {
    const fetchMock = stubApi();
    renderRoute('/admin/users/:userId', AdminUserPage, `/admin/users/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ines Quaresma' })).toBeInTheDocument();
    expect(screen.getByText(/1 as filmmaker \(1 under way\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why the account is suspended');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 'Spam in chat');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted![1]!.body))).toEqual({ reason: 'Spam in chat' });
    expect(await screen.findByRole('button', { name: 'Restore account' })).toBeInTheDocument();
  },
  SLOW_TEST_TIMEOUT_MS,
);

it('explains what a role change does before making it', async () => {
  stubApi();
  renderRoute('/admin/users/:userId', AdminUserPage, `/admin/users/${ID}`);
  await user.click(await screen.findByRole('button', { name: 'Change role' }));
  const dialog = await screen.findByRole('dialog');
  await user.selectOptions(within(dialog).getByLabelText('New role'), 'client');
  const changes = within(dialog).getByRole('list', { name: 'What changes' });
  expect(changes).toHaveTextContent('Their filmmaker profile is kept but can no longer be used');
  expect(changes).toHaveTextContent('They will be asked to set up a client profile');
  expect(changes).toHaveTextContent('They are signed out everywhere');
});

it('shows each audit entry with what changed, field by field', async () => {
  const entry: AuditEntry = {
    id: 'a0000000-0000-4000-8000-000000000001',
    actor_user_id: 'a0000000-0000-4000-8000-000000000002',
    actor_email: 'admin@reelhire.test',
    action: 'user.suspend',
    record_type: 'user',
    record_id: ID,
    before: { state: 'active', suspension_reason: null },
    after: { state: 'suspended', suspension_reason: 'Spam in chat' },
    created_at: '2026-11-27T10:00:00.000Z',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => Response.json({ items: [entry], next_cursor: null })),
  );
  renderRoute('/admin/audit-log', AdminAuditLogPage);
  const item = (await screen.findAllByRole('listitem'))[0]!;
  expect(within(item).getByText('Suspended an account')).toBeInTheDocument();
  expect(within(item).getByText('admin@reelhire.test')).toBeInTheDocument();
  const row = within(item).getByRole('row', { name: /suspension_reason/ });
  expect(row).toHaveTextContent('—');
  expect(row).toHaveTextContent('Spam in chat');
  expect(within(item).getByRole('link', { name: ID })).toHaveAttribute('href', `/admin/users/${ID}`);
});

it('says there is no such account for an address that is not an account id, without asking', async () => {
  const fetchMock = stubApi();
  renderRoute('/admin/users/:userId', AdminUserPage, '/admin/users/userId');
  expect(await screen.findByRole('heading', { level: 1, name: 'No such account' })).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});
