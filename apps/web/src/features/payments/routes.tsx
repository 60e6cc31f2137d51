// Pages of this area whose feature lands in a later release show their real title and say honestly what
// will be here; the client job's payment steps show the job's contract and what comes next.
import { Banknote, CircleCheck, CircleX } from 'lucide-react';
import { areaPage } from '@/components/area-page';
import { ExpenditurePage } from './expenditure-page';
import { JobPaymentStep } from './job-payment-step';
import { PaymentReceiptPage } from './payment-receipt-page';
import { ReceiptPage } from './receipt-page';

export const pages = {
  '/filmmaker/dashboard/earnings': areaPage({
    icon: Banknote,
    emptyTitle: 'No earnings yet',
    emptyDescription: 'Payments released to you from completed bookings appear here, with payouts and fees.',
  }),
  '/filmmaker/dashboard/payment-receipt/:bookingId': PaymentReceiptPage,
  '/filmmaker/dashboard/receipts/:receiptId': ReceiptPage,
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment': JobPaymentStep,
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment-success': JobPaymentStep,
  '/client/dashboard/receipts/:receiptId': ReceiptPage,
  '/client/dashboard/expenditure': ExpenditurePage,
  '/client/dashboard/wallet/deposit/success': areaPage({
    icon: CircleCheck,
    emptyTitle: 'No deposit to confirm',
    emptyDescription: 'This page confirms a wallet deposit after checkout.',
  }),
  '/client/dashboard/wallet/deposit/failed': areaPage({
    icon: CircleX,
    emptyTitle: 'No failed deposit',
    emptyDescription: 'If a wallet deposit fails at checkout, the reason and how to retry are shown here.',
  }),
};
