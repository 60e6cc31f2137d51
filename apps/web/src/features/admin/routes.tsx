// The overview counts what waits for the team; the drafts pages make claim-job links. The jobs pages live
// in the jobs area (they reuse its job form). The other pages of this area land in a later release:
// each shows its real title and says honestly what will be here. They are replaced page by page as the
// feature is built; /admin/payments is the payments feature's (the router adds it).
import { Gavel, Megaphone, Star, Users } from 'lucide-react';
import { areaPage } from '@/components/area-page';
import { AdminOverviewPage } from './admin-overview-page';
import { AdminDraftsPage, AdminTestDraftsPage } from './drafts-page';

export const pages = {
  '/admin': AdminOverviewPage,
  '/admin/disputes': areaPage({
    icon: Gavel,
    emptyTitle: 'No open disputes',
    emptyDescription: 'Disputes opened by clients or filmmakers appear here for a decision.',
  }),
  '/admin/users': areaPage({
    icon: Users,
    emptyTitle: 'User management',
    emptyDescription: 'Search accounts, see their roles and verification, and suspend abuse.',
  }),
  '/admin/drafts': AdminDraftsPage,
  '/admin/test-drafts': AdminTestDraftsPage,
  '/admin/feedback': areaPage({
    icon: Star,
    emptyTitle: 'No feedback yet',
    emptyDescription: 'Feedback sent by users from the feedback page appears here.',
  }),
  '/admin/social-media': areaPage({
    icon: Megaphone,
    emptyTitle: 'No posts yet',
    emptyDescription: 'Posts prepared for Reelhire social channels are listed here.',
  }),
};
