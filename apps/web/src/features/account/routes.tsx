// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { Settings } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/filmmaker/dashboard/account': areaPage({
    icon: Settings,
    emptyTitle: 'Account settings',
    emptyDescription: 'Your email, password, two-step sign-in and notification choices.',
  }),
  '/client/dashboard/account': areaPage({
    icon: Settings,
    emptyTitle: 'Account settings',
    emptyDescription: 'Your email, password, two-step sign-in and notification choices.',
  }),
};
