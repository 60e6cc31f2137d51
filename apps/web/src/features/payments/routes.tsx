// The money pages (issue 14): funding escrow and wallet deposits (decision 0042), earnings and payouts
// (0043), expenditure and receipts (0044). The admin's payments page is mounted by the app's router.
// Each page is its own chunk (docs/decisions/0067).
import { lazyPage } from '@/lib/lazy-page';

export const pages = {
  '/filmmaker/dashboard/earnings': lazyPage(() =>
    import('./earnings-page').then((module) => module.EarningsPage),
  ),
  '/filmmaker/dashboard/payment-receipt/:bookingId': lazyPage(() =>
    import('./payment-receipt-page').then((module) => module.PaymentReceiptPage),
  ),
  '/filmmaker/dashboard/receipts/:receiptId': lazyPage(() =>
    import('./receipt-page').then((module) => module.ReceiptPage),
  ),
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment': lazyPage(() =>
    import('./job-payment-page').then((module) => module.JobPaymentPage),
  ),
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment-success': lazyPage(() =>
    import('./payment-success-page').then((module) => module.PaymentSuccessPage),
  ),
  '/client/dashboard/receipts/:receiptId': lazyPage(() =>
    import('./receipt-page').then((module) => module.ReceiptPage),
  ),
  '/client/dashboard/expenditure': lazyPage(() =>
    import('./expenditure-page').then((module) => module.ExpenditurePage),
  ),
  '/client/dashboard/wallet/deposit/success': lazyPage(() =>
    import('./wallet-deposit-pages').then((module) => module.WalletDepositPage),
  ),
  '/client/dashboard/wallet/deposit/failed': lazyPage(() =>
    import('./wallet-deposit-pages').then((module) => module.WalletDepositPage),
  ),
};
