import type { AdminOverview } from '@reelhire/shared/admin';
import { screen } from '@testing-library/react';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { stubApi } from '@/test/stub-api';
import { AdminOverviewPage } from './admin-overview-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});
afterEach(() => vi.unstubAllGlobals());

const overview: AdminOverview = {
  pending_verifications: 1,
  open_support_requests: 0,
  new_feedback: 3,
  open_disputes: 2,
  users_by_role: { filmmaker: 12, client: 5, both: 2, admin: 1, none: 1 },
  open_jobs: 4,
  bookings_this_month: 7,
  money: [{ currency: 'GBP', escrow_held_minor: 250_000, payouts_due: 2, payouts_due_minor: 90_000 }],
  weeks: [
    { week_start: '2026-11-23', signups_filmmaker: 2, signups_client: 1, signups_both: 0, bookings: 3 },
  ],
  money_weeks: [
    {
      currency: 'GBP',
      weeks: [{ week_start: '2026-11-23', into_escrow_minor: 300_000, out_of_escrow_minor: 50_000 }],
    },
  ],
};

it('states the marketplace’s figures from the server, each linking to its admin page', async () => {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'admin' })));
  stubApi(({ url }) =>
    url.pathname === '/api/rest/v1/admin/overview' ? Response.json(overview) : undefined,
  );
  renderRoute('/admin', AdminOverviewPage);

  const figure = async (name: RegExp) => screen.findByRole('link', { name });
  expect(await figure(/^Users\s*21/)).toHaveAttribute('href', '/admin/users');
  expect(
    screen.getByText('12 filmmakers · 5 clients · 2 both · 1 admins · 1 without a role'),
  ).toBeInTheDocument();
  expect(await figure(/^Open jobs\s*4/)).toHaveAttribute('href', '/admin/jobs');
  expect(await figure(/^Bookings this month\s*7/)).toHaveAttribute('href', '/admin/payments');
  expect(await figure(/^Escrow held\s*£2,500/)).toHaveAttribute('href', '/admin/payments');
  expect(await figure(/^Payouts due\s*2\s*£900/)).toHaveAttribute('href', '/admin/payments');
  expect(screen.getByRole('link', { name: /Triage feedback/ })).toHaveAttribute('href', '/admin/feedback');
  expect(screen.getByRole('heading', { name: 'Open disputes' })).toBeInTheDocument();
  expect(screen.getByText('2 disputes are not yet resolved or withdrawn.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Review disputes/ })).toHaveAttribute('href', '/admin/disputes');
  expect(await screen.findByRole('region', { name: 'Sign-ups per week, by role' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Money into and out of escrow per week' })).toBeInTheDocument();
});

it('says nothing needs attention only when no queue, disputes included, has anything waiting', async () => {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'admin' })));
  const quiet = { ...overview, pending_verifications: 0, new_feedback: 0, open_disputes: 1 };
  stubApi(({ url }) => (url.pathname === '/api/rest/v1/admin/overview' ? Response.json(quiet) : undefined));
  renderRoute('/admin', AdminOverviewPage);

  expect(await screen.findByText('1 dispute is not yet resolved or withdrawn.')).toBeInTheDocument();
  expect(screen.queryByText(/Nothing needs attention/)).not.toBeInTheDocument();
});
