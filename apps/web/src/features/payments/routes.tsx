// Pages of this area whose feature lands in a later release show their real title and say honestly what
// will be here. Funding escrow and wallet deposits are real (decision 0042).
import { Banknote, Receipt, Wallet } from 'lucide-react';
import { areaPage } from '@/components/area-page';
import { JobPaymentPage } from './job-payment-page';
import { PaymentSuccessPage } from './payment-success-page';
import { WalletDepositPage } from './wallet-deposit-pages';

export const pages = {
  '/filmmaker/dashboard/earnings': areaPage({
    icon: Banknote,
    emptyTitle: 'No earnings yet',
    emptyDescription: 'Payments released to you from completed bookings appear here, with payouts and fees.',
  }),
  '/filmmaker/dashboard/payment-receipt/:bookingId': areaPage({
    icon: Receipt,
    emptyTitle: 'No receipt for this booking',
    emptyDescription: 'A receipt is issued once the client has paid for the booking.',
  }),
  '/filmmaker/dashboard/receipts/:receiptId': areaPage({
    icon: Receipt,
    emptyTitle: 'Receipt not found',
    emptyDescription: 'This receipt does not exist or is not yours.',
  }),
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment': JobPaymentPage,
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment-success': PaymentSuccessPage,
  '/client/dashboard/receipts/:receiptId': areaPage({
    icon: Receipt,
    emptyTitle: 'Receipt not found',
    emptyDescription: 'This receipt does not exist or is not yours.',
  }),
  '/client/dashboard/expenditure': areaPage({
    icon: Wallet,
    emptyTitle: 'No spending yet',
    emptyDescription: 'What you pay for bookings appears here by project and month.',
  }),
  '/client/dashboard/wallet/deposit/success': WalletDepositPage,
  '/client/dashboard/wallet/deposit/failed': WalletDepositPage,
};
