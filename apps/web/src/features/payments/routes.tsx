// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { Banknote, CircleCheck, CircleX, CreditCard, Receipt, Wallet } from 'lucide-react';
import { areaPage } from '@/components/area-page';

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
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment': areaPage({
    icon: CreditCard,
    emptyTitle: 'Nothing to pay yet',
    emptyDescription:
      'Payment opens once a contract for this job is signed. Funds are held until you approve the work.',
  }),
  '/client/dashboard/projects/:projectId/jobs/:jobId/payment-success': areaPage({
    icon: CircleCheck,
    emptyTitle: 'No payment recorded',
    emptyDescription: 'This page confirms a payment after checkout.',
  }),
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
