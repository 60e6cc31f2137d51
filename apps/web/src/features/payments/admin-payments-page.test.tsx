import type { LedgerCheckResult, LedgerSummary } from '@reelhire/shared/earnings';
import type { Payout } from '@reelhire/shared/payouts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, stubApi } from '@/test/stub-api';
import { AdminPaymentsPage } from './admin-payments-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'admin', firstName: 'Ada' })));
});

const user = userEvent.setup();
const summary: LedgerSummary = {
  sandbox: false,
  currencies: [
    {
      currency: 'GBP',
      escrow_held_minor: 80_000,
      fees_earned_minor: 10_000,
      payouts_to_process: 1,
      payouts_to_process_minor: 20_000,
      paid_out_minor: 0,
    },
  ],
};
const clean: LedgerCheckResult = {
  ok: true,
  accounts: 12,
  transactions: 30,
  mismatched_accounts: [],
  unbalanced_transactions: [],
  negative_accounts: [],
};
const approved: Payout = {
  id: 'p1000000-0000-4000-8000-000000000001',
  filmmaker_id: 'f1',
  filmmaker_name: 'Maya Okafor',
  status: 'approved',
  currency: 'GBP',
  amount_minor: 20_000,
  reference: null,
  failure_reason: null,
  schedule_period: null,
  created_at: '2027-03-02T10:00:00.000Z',
  updated_at: '2027-03-02T10:00:00.000Z',
};

function stub(check: LedgerCheckResult, sandbox = false) {
  return stubApi(({ url, method }) => {
    if (url.pathname === '/api/rest/v1/ledger/summary') return Response.json({ ...summary, sandbox });
    if (url.pathname === '/api/rest/v1/sandbox/clock' && method === 'POST') {
      return Response.json({
        as_of: '2027-03-05T10:00:00.000Z',
        reminded: 0,
        released: 0,
        made_available: 2,
        payment_reminders: 0,
        refunded: 1,
        scheduled_payouts: 1,
      });
    }
    if (url.pathname === '/api/rest/v1/ledger/check') return Response.json(check);
    if (url.pathname === '/api/rest/v1/payouts' && method === 'GET') {
      const items = url.searchParams.get('status') === 'approved' ? [approved] : [];
      return Response.json({ items, next_cursor: null });
    }
    if (url.pathname === `/api/rest/v1/payouts/${approved.id}/mark_paid`) {
      return Response.json({ ...approved, status: 'paid', reference: 'BACS-42' });
    }
    return undefined;
  });
}

test('the admin sees the totals, a clean ledger check, and marks an approved payout paid with its reference', async () => {
  const fetchMock = stub(clean);
  renderRoute('/admin/payments', AdminPaymentsPage);
  const totals = await screen.findByLabelText('Totals in GBP');
  expect(within(totals).getByText('£800')).toBeInTheDocument();
  expect(within(totals).getByText('Payouts to process (1)')).toBeInTheDocument();
  expect(await screen.findByText(/No differences: 12 balances recomputed/)).toBeInTheDocument();

  const row = await screen.findByRole('listitem', { name: 'Payout to Maya Okafor' });
  await user.click(within(row).getByRole('button', { name: 'Mark paid' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
  expect(within(dialog).getByText('Give the bank transfer’s reference')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/Bank transfer reference/), 'BACS-42');
  await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
  await vi.waitFor(() =>
    expect(sent(fetchMock, 'POST', `/rest/v1/payouts/${approved.id}/mark_paid`)).toEqual([
      { reference: 'BACS-42' },
    ]),
  );
}, 30_000);

test('a ledger check with differences lists each one', async () => {
  stub({
    ...clean,
    ok: false,
    mismatched_accounts: [
      { account_id: 'a1', kind: 'escrow', cached_minor: 80_001, from_entries_minor: 80_000 },
    ],
  });
  renderRoute('/admin/payments', AdminPaymentsPage);
  expect(await screen.findByText('The ledger has differences:')).toBeInTheDocument();
  expect(screen.getByText('escrow account a1: balance 80001, entries add up to 80000')).toBeInTheDocument();
}, 30_000);

test('with live payments there is no sandbox clock', async () => {
  stub(clean);
  renderRoute('/admin/payments', AdminPaymentsPage);
  await screen.findByLabelText('Totals in GBP');
  expect(screen.queryByText('Sandbox clock')).not.toBeInTheDocument();
}, 30_000);

test('in the sandbox the admin runs the 3-day hold out with the sandbox clock', async () => {
  const fetchMock = stub(clean, true);
  renderRoute('/admin/payments', AdminPaymentsPage);
  await user.click(await screen.findByRole('button', { name: 'Run as if 3 days had passed' }));
  const done = (await screen.findByText('Done, as of 5 Mar 2027:')).parentElement!;
  expect(done).toHaveAttribute('role', 'status');
  expect(
    within(done)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '2 releases made available',
    '0 deliveries released automatically',
    '0 reminders before automatic release',
    '0 payment reminders',
    '1 card refund sent',
    '1 scheduled payout requested',
  ]);
  expect(sent(fetchMock, 'POST', '/rest/v1/sandbox/clock')).toEqual([{ days: 3 }]);
}, 30_000);
