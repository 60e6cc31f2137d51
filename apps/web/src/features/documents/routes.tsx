// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { FileText } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/filmmaker/dashboard/documents': areaPage({
    icon: FileText,
    emptyTitle: 'No documents yet',
    emptyDescription: 'Contracts, invoices and receipts from your bookings are kept here.',
  }),
};
