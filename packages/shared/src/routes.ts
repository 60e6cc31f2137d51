import type { UserType } from './user-type.ts';

/**
 * The route table of docs/product.md §2, once. The web router builds itself from it, the access guard reads
 * each route's guard options from it, and the end-to-end suite walks it.
 */

/** Product areas: the same names as `apps/web/src/features/<area>` and `apps/server/src/modules/<area>`. */
export type Area =
  | 'home'
  | 'auth'
  | 'legal'
  | 'support'
  | 'profiles'
  | 'talent'
  | 'jobs'
  | 'applications'
  | 'contracts'
  | 'bookings'
  | 'payments'
  | 'projects'
  | 'reviews'
  | 'disputes'
  | 'chat'
  | 'dashboard'
  | 'account'
  | 'documents'
  | 'pitching'
  | 'feedback'
  | 'verification'
  | 'admin';

/** docs/product.md §6 guard options. Absent `guard` means a public page. */
export interface GuardOptions {
  /** Required user type(s); absent means any signed-in user. */
  userTypes?: readonly UserType[];
  requireProfileSetup: boolean;
  requireVerification: boolean;
}

export type Shell = 'public' | 'home' | 'setup' | 'filmmaker' | 'client' | 'admin' | 'plain';

export interface RouteDef {
  /** React Router pattern. */
  path: string;
  area: Area;
  /** The page's own title (shown as its heading and the document title). */
  title: string;
  shell: Shell;
  guard?: GuardOptions;
  /** Where the path sends the visitor instead of rendering. */
  redirectTo?: string;
  /**
   * The server sends the page as HTML for a visitor it does not know, and the app starts in the browser on
   * the first interaction (docs/decisions/0080). Only public pages whose first view is the same for every
   * visitor with the same address: not those that spend a one-time token or an auth answer from the address
   * as they open, nor those that need a session.
   */
  serverRendered?: boolean;
  /**
   * The server sends the page as HTML drawn for the signed-in user the request's render cookie names, and
   * the app starts on the first interaction as on a public page (docs/decisions/0084). Without a valid
   * cookie, or when the access guard would not show the page, the app's shell is sent as before.
   */
  renderedForUser?: boolean;
  /**
   * The address carries a secret (a claim link's token): a served page is sent as for its holder only
   * (`Cache-Control: private, no-store`), never kept by a shared cache.
   */
  secretAddress?: boolean;
}

const FILMMAKER: GuardOptions = {
  userTypes: ['filmmaker', 'both'],
  requireProfileSetup: true,
  requireVerification: true,
};
const CLIENT: GuardOptions = {
  userTypes: ['client', 'both'],
  requireProfileSetup: true,
  requireVerification: true,
};
const ADMIN: GuardOptions = { userTypes: ['admin'], requireProfileSetup: true, requireVerification: true };
/** Setup and verify-identity pages: signed in, but no role guard (docs/product.md §6). */
const SETUP: GuardOptions = { requireProfileSetup: true, requireVerification: false };

const pub = (path: string, area: Area, title: string, shell: Shell = 'public'): RouteDef => ({
  path,
  area,
  title,
  shell,
});
/** A public page the server renders (docs/decisions/0080). */
const served = (path: string, area: Area, title: string, shell: Shell = 'public'): RouteDef => ({
  ...pub(path, area, title, shell),
  serverRendered: true,
});
const filmmaker = (sub: string, area: Area, title: string): RouteDef => ({
  path: `/filmmaker/dashboard${sub}`,
  area,
  title,
  shell: 'filmmaker',
  guard: FILMMAKER,
});
const client = (sub: string, area: Area, title: string): RouteDef => ({
  path: `/client/dashboard${sub}`,
  area,
  title,
  shell: 'client',
  guard: CLIENT,
});
const admin = (path: string, area: Area, title: string): RouteDef => ({
  path,
  area,
  title,
  shell: 'admin',
  guard: ADMIN,
});
const setup = (path: string, title: string, area: Area = 'profiles'): RouteDef => ({
  path,
  area,
  title,
  shell: 'setup',
  guard: SETUP,
});

const JOB = '/projects/:projectId/jobs/:jobId';

export const ROUTES: readonly RouteDef[] = [
  // Public
  served('/', 'home', 'Reelhire', 'home'),
  served('/login', 'auth', 'Sign in'),
  served('/role-selection', 'auth', 'How will you use Reelhire?'),
  served('/signup', 'auth', 'Create your account'),
  served('/forgot-password', 'auth', 'Reset your password'),
  pub('/reset-password', 'auth', 'Choose a new password'),
  pub('/auth/callback', 'auth', 'Signing you in'),
  pub('/verify', 'auth', 'Verify your email'),
  {
    path: '/verify-account',
    area: 'auth',
    title: 'Verify your email',
    shell: 'public',
    redirectTo: '/verify',
  },
  served('/talent', 'talent', 'Find filmmakers'),
  served('/terms-of-service', 'legal', 'Terms of Service'),
  served('/privacy-policy', 'legal', 'Privacy Policy'),
  served('/refund-policy', 'legal', 'Refund Policy'),
  served('/support', 'support', 'Support'),
  served('/portfolio/:username', 'talent', 'Portfolio'),
  served('/book/:username', 'bookings', 'Book a filmmaker'),
  served('/talent/portfolio/:id', 'talent', 'Portfolio'),
  { ...served('/claim-job/:token', 'jobs', 'Claim a job'), secretAddress: true },

  // Feedback: any signed-in role, verified and set up.
  {
    path: '/feedback',
    area: 'feedback',
    title: 'Feedback',
    shell: 'plain',
    guard: { requireProfileSetup: true, requireVerification: true },
  },

  // Filmmaker setup
  setup('/filmmaker/profile-setup/basic', 'Your basics'),
  setup('/filmmaker/profile-setup/professional', 'Your craft and rates'),
  setup('/filmmaker/profile-setup/portfolio', 'Your portfolio'),
  setup('/filmmaker/profile-setup/preview', 'Preview your profile'),
  setup('/filmmaker/verify-identity', 'Verify your identity', 'verification'),
  // Client setup
  setup('/client/profile-setup/basic', 'Your company'),
  setup('/client/profile-setup/preview', 'Preview your profile'),
  setup('/client/verify-identity', 'Verify your identity', 'verification'),

  // Filmmaker dashboard
  { ...filmmaker('', 'dashboard', 'Dashboard'), renderedForUser: true },
  { ...filmmaker('/jobs', 'jobs', 'Find work'), renderedForUser: true },
  filmmaker('/jobs/:jobId', 'jobs', 'Job'),
  filmmaker('/jobs/:jobId/apply', 'applications', 'Apply'),
  filmmaker('/jobs/:jobId/application-submitted', 'applications', 'Application submitted'),
  filmmaker('/applications', 'applications', 'My applications'),
  filmmaker('/applications/:id', 'applications', 'Application'),
  filmmaker('/contract/:bidId', 'contracts', 'Contract'),
  filmmaker('/bookings', 'bookings', 'Bookings'),
  filmmaker('/bookings/:bookingId', 'bookings', 'Booking'),
  filmmaker('/bookings/requests/:bookingId', 'bookings', 'Booking request'),
  filmmaker('/messages', 'chat', 'Messages'),
  filmmaker('/earnings', 'payments', 'Earnings'),
  filmmaker('/account', 'account', 'Account'),
  filmmaker('/reviews', 'reviews', 'Reviews'),
  filmmaker('/payment-receipt/:bookingId', 'payments', 'Payment receipt'),
  filmmaker('/receipts/:receiptId', 'payments', 'Receipt'),
  filmmaker('/documents', 'documents', 'Documents'),
  filmmaker('/pitching-room', 'pitching', 'Pitching room'),

  // Client dashboard
  { ...client('', 'dashboard', 'Dashboard'), renderedForUser: true },
  client('/talent', 'talent', 'Find talent'),
  client('/talent/:talentId', 'talent', 'Filmmaker'),
  client('/projects', 'projects', 'Projects'),
  client('/projects/create', 'projects', 'New project'),
  client('/projects/:projectId', 'projects', 'Project'),
  client('/projects/:projectId/edit', 'projects', 'Edit project'),
  client('/projects/:projectId/add-job', 'jobs', 'Add a job'),
  client(JOB, 'jobs', 'Job'),
  client(`${JOB}/edit`, 'jobs', 'Edit job'),
  client(`${JOB}/contract`, 'contracts', 'Contract'),
  client(`${JOB}/payment`, 'payments', 'Payment'),
  client(`${JOB}/payment-success`, 'payments', 'Payment received'),
  client(`${JOB}/review`, 'reviews', 'Review'),
  client(`${JOB}/dispute`, 'disputes', 'Dispute'),
  client(`${JOB}/applicants/:talentId`, 'applications', 'Applicant'),
  client('/receipts/:receiptId', 'payments', 'Receipt'),
  client('/messages', 'chat', 'Messages'),
  client('/expenditure', 'payments', 'Expenditure'),
  client('/account', 'account', 'Account'),
  client('/pitching-room', 'pitching', 'Pitching room'),
  client('/wallet/deposit/success', 'payments', 'Deposit received'),
  client('/wallet/deposit/failed', 'payments', 'Deposit failed'),

  // Admin
  admin('/admin', 'admin', 'Admin overview'),
  admin('/admin/verify', 'verification', 'Identity verification'),
  admin('/admin/payments', 'admin', 'Payments'),
  admin('/admin/disputes', 'admin', 'Disputes'),
  admin('/admin/messages', 'support', 'Support inbox'),
  admin('/admin/users', 'admin', 'Users'),
  // Decision 0064: one account's page and the audit log of admin actions.
  admin('/admin/users/:userId', 'admin', 'User'),
  admin('/admin/audit-log', 'admin', 'Audit log'),
  // In the jobs area (admin shell and guard) so they share the jobs feature's form and actions.
  admin('/admin/jobs', 'jobs', 'Jobs'),
  admin('/admin/jobs/:jobId/edit', 'jobs', 'Edit job'),
  admin('/admin/drafts', 'admin', 'Drafts'),
  admin('/admin/test-drafts', 'admin', 'Test drafts'),
  admin('/admin/feedback', 'admin', 'Feedback'),
  admin('/admin/social-media', 'admin', 'Social media'),
  // Beyond SPEC's list: where admins write broadcast announcements (decision 0062).
  admin('/admin/announcements', 'admin', 'Announcements'),
  admin('/admin/dashboard/messages', 'chat', 'Messages'),

  // Fallback dashboard for an account whose type is not known yet.
  {
    path: '/dashboard',
    area: 'dashboard',
    title: 'Dashboard',
    shell: 'plain',
    guard: { requireProfileSetup: false, requireVerification: false },
  },
];

/** Fill a pattern's `:params` (used by tests and links). */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? name));
}

/** Match a concrete pathname to its route, or undefined for the not-found page. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((route) => {
    const pattern = new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    return pattern.test(clean);
  });
}
