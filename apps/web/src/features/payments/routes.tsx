// Pages of this area whose feature lands in a later release show their real title and say honestly what
// will be here; the client job's payment steps show the job's contract and what comes next.
import { CircleCheck, CircleX, Receipt, Wallet } from 'lucide-react';
import { areaPage } from '@/components/area-page';
import { EarningsPage } from './earnings-page';
import { JobPaymentStep } from './job-payment-step';

export const pages = {
  '/filmmaker/dashboard/earnings': EarningsPage,
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
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment': JobPaymentStep,
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment-success': JobPaymentStep,
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
