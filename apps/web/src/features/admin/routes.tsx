// The admin area (docs/product.md §2): the overview counts what waits for the team and how the marketplace
// is doing; disputes (decision 0061), users and the audit log (0064), feedback and social posts (0065); the
// drafts pages make claim-job links. The jobs pages live in the jobs area (they reuse its job form), and
// /admin/payments is the payments feature's (the router adds it).
import { AdminDisputesPage } from './admin-disputes-page';
import { AdminOverviewPage } from './admin-overview-page';
import { AdminAuditLogPage } from './audit-log-page';
import { AdminDraftsPage, AdminTestDraftsPage } from './drafts-page';
import { AdminUserPage } from './user-page';
import { AdminUsersPage } from './users-page';
import { FeedbackTriagePage } from './feedback-triage-page';
import { SocialMediaPage } from './social-media-page';

export const pages = {
  '/admin': AdminOverviewPage,
  '/admin/disputes': AdminDisputesPage,
  '/admin/users': AdminUsersPage,
  '/admin/users/:userId': AdminUserPage,
  '/admin/audit-log': AdminAuditLogPage,
  '/admin/drafts': AdminDraftsPage,
  '/admin/test-drafts': AdminTestDraftsPage,
  '/admin/feedback': FeedbackTriagePage,
  '/admin/social-media': SocialMediaPage,
};
