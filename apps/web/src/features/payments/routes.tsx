// Pages of this area whose feature lands in a later release show their real title and say honestly what
// will be here. Funding escrow and wallet deposits (decision 0042), expenditure and receipts (0044) are real.
import { Banknote } from 'lucide-react';
import { areaPage } from '@/components/area-page';
import { ExpenditurePage } from './expenditure-page';
import { JobPaymentPage } from './job-payment-page';
import { PaymentReceiptPage } from './payment-receipt-page';
import { PaymentSuccessPage } from './payment-success-page';
import { ReceiptPage } from './receipt-page';
import { WalletDepositPage } from './wallet-deposit-pages';

export const pages = {
  '/filmmaker/dashboard/earnings': areaPage({
    icon: Banknote,
    emptyTitle: 'No earnings yet',
    emptyDescription: 'Payments released to you from completed bookings appear here, with payouts and fees.',
  }),
  '/filmmaker/dashboard/payment-receipt/:bookingId': PaymentReceiptPage,
  '/filmmaker/dashboard/receipts/:receiptId': ReceiptPage,
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment': JobPaymentPage,
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment-success': PaymentSuccessPage,
  '/client/dashboard/receipts/:receiptId': ReceiptPage,
  '/client/dashboard/expenditure': ExpenditurePage,
  '/client/dashboard/wallet/deposit/success': WalletDepositPage,
  '/client/dashboard/wallet/deposit/failed': WalletDepositPage,
};
