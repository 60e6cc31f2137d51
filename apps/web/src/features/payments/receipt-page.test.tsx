import type { Receipt } from '@reelhire/shared/receipts';
import { screen, within } from '@testing-library/react';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { signIn, stubApi } from '@/test/stub-api';
import { PaymentReceiptPage } from './payment-receipt-page';
import { ReceiptPage } from './receipt-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const RECEIPT_ID = '44444444-4444-4444-8444-444444444444';
const BOOKING_ID = '22222222-2222-4222-8222-222222222222';

const receipt: Receipt = {
  id: RECEIPT_ID,
  number: 'RC-2026-000042',
  kind: 'release',
  recipient: 'filmmaker',
  client: { id: '55555555-5555-4555-8555-555555555555', name: 'Northern Roast' },
  filmmaker: { id: '66666666-6666-4666-8666-666666666666', name: 'Maya Okafor' },
  booking: { id: BOOKING_ID, title: 'Café spot' },
  milestone_ids: ['77777777-7777-4777-8777-777777777777'],
  project: { id: '11111111-1111-4111-8111-111111111111', title: 'Spring campaign' },
  currency: 'GBP',
  lines: [
    { type: 'item', description: 'Booking deposit', amount_minor: 40_000 },
    { type: 'fee', description: 'Reelhire fee (10%)', amount_minor: -4_000 },
    { type: 'tax', description: 'Of which VAT (20%) on the fee', amount_minor: 667 },
  ],
  total_minor: 36_000,
  ledger_transaction_id: '88888888-8888-4888-8888-888888888888',
  issued_at: '2026-11-20T10:00:00Z',
};

beforeEach(() => {
  fake = signIn('filmmaker');
});
afterEach(() => vi.unstubAllGlobals());

describe('a receipt', () => {
  it('shows its number, parties, lines, total and the tax share, with its PDF', async () => {
    stubApi(({ url }) =>
      url.pathname === `/api/rest/v1/receipts/${RECEIPT_ID}` ? Response.json(receipt) : undefined,
    );
    renderRoute(
      '/filmmaker/dashboard/receipts/:receiptId',
      ReceiptPage,
      `/filmmaker/dashboard/receipts/${RECEIPT_ID}`,
    );
    expect(await screen.findByText('RC-2026-000042')).toBeInTheDocument();
    expect(screen.getByText('Payment released to you')).toBeInTheDocument();
    expect(screen.getByText('Northern Roast')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Lines of receipt RC-2026-000042' });
    expect(within(table).getByRole('row', { name: 'Booking deposit £400.00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Reelhire fee (10%) -£40.00' })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'Total paid to the filmmaker £360.00' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Of which VAT (20%) on the fee: £6.67')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download receipt RC-2026-000042 as a PDF' })).toBeEnabled();
  });

  it('says so when the receipt is not the caller’s', async () => {
    stubApi(() => undefined);
    renderRoute(
      '/client/dashboard/receipts/:receiptId',
      ReceiptPage,
      `/client/dashboard/receipts/${RECEIPT_ID}`,
    );
    expect(await screen.findByText('Receipt not found')).toBeInTheDocument();
  });
});

describe("a booking's payment receipts for its filmmaker", () => {
  const PAGE = '/filmmaker/dashboard/payment-receipt/:bookingId';

  it('lists each receipt with a link and its PDF', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/rest/v1/receipts' && url.searchParams.get('booking_id') === BOOKING_ID
        ? Response.json({ items: [receipt], next_cursor: null })
        : undefined,
    );
    renderRoute(PAGE, PaymentReceiptPage, `/filmmaker/dashboard/payment-receipt/${BOOKING_ID}`);
    const list = await screen.findByRole('list', { name: 'Receipts' });
    expect(within(list).getByRole('link', { name: 'RC-2026-000042' })).toHaveAttribute(
      'href',
      `/filmmaker/dashboard/receipts/${RECEIPT_ID}`,
    );
    expect(within(list).getByText('Payment released to you · £360.00')).toBeInTheDocument();
  });

  it('says honestly when there is no receipt yet', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/rest/v1/receipts' ? Response.json({ items: [], next_cursor: null }) : undefined,
    );
    renderRoute(PAGE, PaymentReceiptPage, `/filmmaker/dashboard/payment-receipt/${BOOKING_ID}`);
    expect(await screen.findByText('No receipt for this booking yet')).toBeInTheDocument();
  });
});
