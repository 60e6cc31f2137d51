// The money pages (issue 14): funding escrow and wallet deposits (decision 0042), earnings and payouts
// (0043), expenditure and receipts (0044). The admin's payments page is mounted by the app's router.
import { EarningsPage } from './earnings-page';
import { ExpenditurePage } from './expenditure-page';
import { JobPaymentPage } from './job-payment-page';
import { PaymentReceiptPage } from './payment-receipt-page';
import { PaymentSuccessPage } from './payment-success-page';
import { ReceiptPage } from './receipt-page';
import { WalletDepositPage } from './wallet-deposit-pages';

export const pages = {
  '/filmmaker/dashboard/earnings': EarningsPage,
  '/filmmaker/dashboard/payment-receipt/:bookingId': PaymentReceiptPage,
  '/filmmaker/dashboard/receipts/:receiptId': ReceiptPage,
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment': JobPaymentPage,
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment-success': PaymentSuccessPage,
  '/client/dashboard/receipts/:receiptId': ReceiptPage,
  '/client/dashboard/expenditure': ExpenditurePage,
  '/client/dashboard/wallet/deposit/success': WalletDepositPage,
  '/client/dashboard/wallet/deposit/failed': WalletDepositPage,
};
