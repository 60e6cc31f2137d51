import type { Receipt } from '@reelhire/shared/receipts';
import { REFUND_STATUS_LABELS, type Refund } from '@reelhire/shared/refunds';
import type { Expenditure, Wallet } from '@reelhire/shared/spending';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { signIn, stubApi } from '@/test/stub-api';
import { ExpenditurePage } from './expenditure-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const PAGE = '/client/dashboard/expenditure';

const none: Expenditure = { totals: [], by_project: [], by_month: [], escrow: [], wallet: [] };
const spend = { currency: 'GBP', charged_minor: 126_000, refunded_minor: 42_000, spent_minor: 84_000 };
const expenditure: Expenditure = {
  totals: [spend],
  by_project: [{ project_id: '11111111-1111-4111-8111-111111111111', title: 'Spring campaign', ...spend }],
  by_month: [{ month: '2026-11', ...spend }],
  escrow: [
    {
      booking_id: '22222222-2222-4222-8222-222222222222',
      title: 'Product shoot',
      project_id: null,
      currency: 'GBP',
      held_minor: 80_000,
    },
  ],
  wallet: [{ currency: 'GBP', balance_minor: 100_000 }],
};
const entry = (id: string, kind: Wallet['history']['items'][number]['kind'], amount: number) => ({
  id,
  currency: 'GBP',
  amount_minor: amount,
  kind,
  description: kind === 'wallet_deposit' ? 'Wallet top-up by card' : 'Milestone funded: Booking deposit',
  reference: {},
  transaction_id: '33333333-3333-4333-8333-333333333333',
  created_at: '2026-11-20T10:00:00Z',
});

const funding: Receipt = {
  id: '44444444-4444-4444-8444-444444444444',
  number: 'RC-2026-000007',
  kind: 'funding',
  recipient: 'client',
  client: { id: '55555555-5555-4555-8555-555555555555', name: 'Northern Roast' },
  filmmaker: { id: '66666666-6666-4666-8666-666666666666', name: 'Maya Okafor' },
  booking: { id: '22222222-2222-4222-8222-222222222222', title: 'Product shoot' },
  milestone_ids: ['77777777-7777-4777-8777-777777777777'],
  project: null,
  currency: 'GBP',
  lines: [
    { type: 'item', description: 'Booking deposit', amount_minor: 40_000 },
    { type: 'fee', description: 'Service fee (5%)', amount_minor: 2_000 },
  ],
  total_minor: 42_000,
  ledger_transaction_id: '88888888-8888-4888-8888-888888888888',
  issued_at: '2026-11-20T10:00:00Z',
};

const refund = (id: string, status: Refund['status'], extra: Partial<Refund> = {}): Refund => ({
  id,
  status,
  status_label: REFUND_STATUS_LABELS[status],
  payment_id: '99999999-9999-4999-8999-999999999999',
  booking_id: '22222222-2222-4222-8222-222222222222',
  milestone_id: '77777777-7777-4777-8777-777777777777',
  milestone_title: 'Booking deposit',
  provider: 'sandbox',
  card_last4: '4242',
  amount_minor: 21_000,
  currency: 'GBP',
  failure_reason: null,
  ledger_transaction_id: '88888888-8888-4888-8888-888888888888',
  receipt_id: null,
  created_at: '2026-11-21T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  ...extra,
});

function stub(data: Expenditure, pages: Wallet[], receipts: Receipt[] = [], refunds: Refund[] = []) {
  return stubApi(({ url }) => {
    if (url.pathname === '/api/rest/v1/expenditure') return Response.json(data);
    if (url.pathname === '/api/rest/v1/refunds') return Response.json({ items: refunds, next_cursor: null });
    if (url.pathname === '/api/rest/v1/receipts')
      return Response.json({ items: receipts, next_cursor: null });
    if (url.pathname === '/api/rest/v1/wallet') {
      return Response.json(url.searchParams.get('after') ? pages[1] : pages[0]);
    }
    return undefined;
  });
}

beforeEach(() => {
  fake = signIn('client');
});
afterEach(() => vi.unstubAllGlobals());

describe('the expenditure page', () => {
  it('says honestly that nothing has been spent yet', async () => {
    stub(none, [{ balances: [], history: { items: [], next_cursor: null } }]);
    renderRoute(PAGE, ExpenditurePage);
    expect(await screen.findByText('No spending yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your projects' })).toHaveAttribute(
      'href',
      '/client/dashboard/projects',
    );
  });

  it('shows the wallet, escrow, spend by project and the wallet history with older pages', async () => {
    stub(
      expenditure,
      [
        {
          balances: [{ currency: 'GBP', balance_minor: 100_000 }],
          history: { items: [entry('3', 'escrow_funding_wallet', -42_000)], next_cursor: 'next' },
        },
        {
          balances: [{ currency: 'GBP', balance_minor: 100_000 }],
          history: { items: [entry('1', 'wallet_deposit', 100_000)], next_cursor: null },
        },
      ],
      [funding],
    );
    renderRoute(PAGE, ExpenditurePage);
    const summary = await screen.findByText('Wallet balance');
    expect(summary.nextElementSibling).toHaveTextContent('£1,000');
    expect(screen.getByText('Held in escrow').nextElementSibling).toHaveTextContent('£800');
    expect(screen.getByText('Spent to date').nextElementSibling).toHaveTextContent('£840');

    const projects = screen.getByRole('list', { name: 'Spend by project' });
    expect(within(projects).getByRole('link', { name: 'Spring campaign' })).toHaveAttribute(
      'href',
      '/client/dashboard/projects/11111111-1111-4111-8111-111111111111',
    );
    expect(within(projects).getByText('Paid £1,260 · refunded £420')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Escrow by booking' })).getByText('Product shoot'),
    ).toBeInTheDocument();

    const history = await screen.findByRole('list', { name: 'Wallet history' });
    expect(within(history).getByText('Paid into escrow')).toBeInTheDocument();
    expect(within(history).getByText('−£420')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await within(history).findByText('+£1,000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();

    const receiptList = screen.getByRole('list', { name: 'Receipts' });
    expect(within(receiptList).getByRole('link', { name: 'RC-2026-000007' })).toHaveAttribute(
      'href',
      `/client/dashboard/receipts/${funding.id}`,
    );
    expect(within(receiptList).getByText('Payment into escrow · £420.00')).toBeInTheDocument();
  });

  it('shows each card refund of a cancelled booking with where it went and how far it has got', async () => {
    const wallet = { balances: [], history: { items: [], next_cursor: null } };
    stub(
      expenditure,
      [wallet],
      [],
      [
        refund('a1111111-1111-4111-8111-111111111111', 'pending'),
        refund('a2222222-2222-4222-8222-222222222222', 'succeeded', {
          receipt_id: funding.id,
          card_last4: null,
        }),
        refund('a3333333-3333-4333-8333-333333333333', 'returned_to_wallet', {
          failure_reason: 'The card has expired or was cancelled',
        }),
      ],
    );
    renderRoute(PAGE, ExpenditurePage);
    const list = await screen.findByRole('list', { name: 'Card refunds' });
    const [pending, done, returned] = within(list).getAllByRole('listitem');
    expect(pending).toHaveTextContent('Refund pending');
    expect(pending).toHaveTextContent('£210 to the card ending 4242');
    expect(done).toHaveTextContent('Refunded to card');
    expect(done).toHaveTextContent('to the card you paid with');
    expect(within(done!).getByRole('link', { name: 'Refund receipt' })).toHaveAttribute(
      'href',
      `/client/dashboard/receipts/${funding.id}`,
    );
    expect(returned).toHaveTextContent('Refunded to wallet because the card refused it');
    expect(returned).toHaveTextContent('£210 to your Reelhire wallet');
    expect(returned).toHaveTextContent('The card said: The card has expired or was cancelled');
  });

  it('shows no card refunds section while there are none', async () => {
    stub(expenditure, [{ balances: [], history: { items: [], next_cursor: null } }]);
    renderRoute(PAGE, ExpenditurePage);
    await screen.findByText('Wallet balance');
    await screen.findByRole('list', { name: 'Receipts' }).catch(() => undefined);
    expect(screen.queryByText('Card refunds')).not.toBeInTheDocument();
  });
});
