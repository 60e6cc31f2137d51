import { fillPath, matchRoute, ROUTES } from './routes.ts';

// docs/product.md §2, path by path, as the SPEC lists them ({param} written as :param; "..." expanded to the
// job path it continues).
const SPEC_PUBLIC = [
  '/',
  '/login',
  '/role-selection',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/auth/callback',
  '/talent',
  '/terms-of-service',
  '/privacy-policy',
  '/refund-policy',
  '/support',
  '/portfolio/:username',
  '/book/:username',
  '/talent/portfolio/:id',
  '/claim-job/:token',
  '/verify',
  '/verify-account',
];
const SPEC_FEEDBACK = ['/feedback'];
const SPEC_FILMMAKER_SETUP = [
  '/filmmaker/profile-setup/basic',
  '/filmmaker/profile-setup/professional',
  '/filmmaker/profile-setup/portfolio',
  '/filmmaker/profile-setup/preview',
  '/filmmaker/verify-identity',
];
const SPEC_CLIENT_SETUP = [
  '/client/profile-setup/basic',
  '/client/profile-setup/preview',
  '/client/verify-identity',
];
const SPEC_FILMMAKER_DASHBOARD = [
  '',
  '/jobs',
  '/jobs/:jobId',
  '/jobs/:jobId/apply',
  '/jobs/:jobId/application-submitted',
  '/applications',
  '/applications/:id',
  '/contract/:bidId',
  '/bookings',
  '/bookings/:bookingId',
  '/bookings/requests/:bookingId',
  '/messages',
  '/earnings',
  '/account',
  '/reviews',
  '/payment-receipt/:bookingId',
  '/receipts/:receiptId',
  '/documents',
  '/pitching-room',
].map((sub) => `/filmmaker/dashboard${sub}`);
const SPEC_CLIENT_DASHBOARD = [
  '',
  '/talent',
  '/talent/:talentId',
  '/projects',
  '/projects/create',
  '/projects/:projectId',
  '/projects/:projectId/edit',
  '/projects/:projectId/add-job',
  '/projects/:projectId/jobs/:jobId',
  '/projects/:projectId/jobs/:jobId/edit',
  '/projects/:projectId/jobs/:jobId/contract',
  '/projects/:projectId/jobs/:jobId/payment',
  '/projects/:projectId/jobs/:jobId/payment-success',
  '/projects/:projectId/jobs/:jobId/review',
  '/projects/:projectId/jobs/:jobId/dispute',
  '/projects/:projectId/jobs/:jobId/applicants/:talentId',
  '/receipts/:receiptId',
  '/messages',
  '/expenditure',
  '/account',
  '/pitching-room',
  '/wallet/deposit/success',
  '/wallet/deposit/failed',
].map((sub) => `/client/dashboard${sub}`);
const SPEC_ADMIN = [
  '/admin',
  '/admin/verify',
  '/admin/payments',
  '/admin/disputes',
  '/admin/messages',
  '/admin/users',
  '/admin/jobs',
  '/admin/jobs/:jobId/edit',
  '/admin/drafts',
  '/admin/test-drafts',
  '/admin/feedback',
  '/admin/social-media',
  // SPEC shows broadcast announcements without naming their admin page (decision 0062).
  '/admin/announcements',
  '/admin/dashboard/messages',
];
const SPEC_FALLBACK_DASHBOARD = ['/dashboard'];
// Pages the SPEC does not list that a decision added: one account's page and the audit log (0064).
const ADDED_BY_DECISIONS = ['/admin/users/:userId', '/admin/audit-log'];

const SPEC_PATHS = [
  ...SPEC_PUBLIC,
  ...SPEC_FEEDBACK,
  ...SPEC_FILMMAKER_SETUP,
  ...SPEC_CLIENT_SETUP,
  ...SPEC_FILMMAKER_DASHBOARD,
  ...SPEC_CLIENT_DASHBOARD,
  ...SPEC_ADMIN,
  ...SPEC_FALLBACK_DASHBOARD,
  ...ADDED_BY_DECISIONS,
];

const byPath = (path: string) => ROUTES.find((route) => route.path === path);

describe('ROUTES', () => {
  test.each(SPEC_PATHS)('has SPEC route %s', (path) => {
    expect(byPath(path)).toBeDefined();
  });

  test('has no path twice', () => {
    const paths = ROUTES.map((route) => route.path);
    const duplicates = paths.filter((path, index) => paths.indexOf(path) !== index);
    expect(duplicates).toEqual([]);
  });

  test('has no route the SPEC does not list', () => {
    expect(ROUTES.map((route) => route.path).filter((path) => !SPEC_PATHS.includes(path))).toEqual([]);
  });

  test('every route has a title', () => {
    for (const route of ROUTES) expect(route.title.trim(), route.path).not.toBe('');
  });

  test('/verify-account redirects to /verify', () => {
    expect(byPath('/verify-account')?.redirectTo).toBe('/verify');
    expect(ROUTES.filter((route) => route.redirectTo).map((route) => route.path)).toEqual([
      '/verify-account',
    ]);
  });

  // docs/product.md §6: public and setup pages carry no role guard.
  test.each(SPEC_PUBLIC)('public page %s has no guard', (path) => {
    expect(byPath(path)?.guard).toBeUndefined();
  });

  test.each([...SPEC_FILMMAKER_SETUP, ...SPEC_CLIENT_SETUP])(
    'setup page %s needs a session but no role or verification',
    (path) => {
      const guard = byPath(path)?.guard;
      expect(guard).toBeDefined();
      expect(guard?.userTypes ?? []).toEqual([]);
      expect(guard?.requireVerification).toBe(false);
    },
  );

  test.each(SPEC_FILMMAKER_DASHBOARD)(
    'filmmaker page %s needs filmmaker or both, setup and verification',
    (path) => {
      expect(byPath(path)?.guard).toEqual({
        userTypes: ['filmmaker', 'both'],
        requireProfileSetup: true,
        requireVerification: true,
      });
    },
  );

  test.each(SPEC_CLIENT_DASHBOARD)('client page %s needs client or both, setup and verification', (path) => {
    expect(byPath(path)?.guard).toEqual({
      userTypes: ['client', 'both'],
      requireProfileSetup: true,
      requireVerification: true,
    });
  });

  test.each(SPEC_ADMIN)('admin page %s needs an admin', (path) => {
    expect(byPath(path)?.guard?.userTypes).toEqual(['admin']);
  });

  test('/feedback needs any signed-in account that is verified and set up', () => {
    expect(byPath('/feedback')?.guard).toEqual({ requireProfileSetup: true, requireVerification: true });
  });
});

describe('matchRoute', () => {
  test.each([
    ['/', '/'],
    ['/login', '/login'],
    ['/portfolio/maya-okafor', '/portfolio/:username'],
    ['/book/maya-okafor', '/book/:username'],
    ['/talent/portfolio/42', '/talent/portfolio/:id'],
    ['/filmmaker/dashboard', '/filmmaker/dashboard'],
    ['/filmmaker/dashboard/', '/filmmaker/dashboard'],
    ['/filmmaker/dashboard/jobs/j1', '/filmmaker/dashboard/jobs/:jobId'],
    ['/filmmaker/dashboard/jobs/j1/apply', '/filmmaker/dashboard/jobs/:jobId/apply'],
    ['/filmmaker/dashboard/bookings/requests/b1', '/filmmaker/dashboard/bookings/requests/:bookingId'],
    ['/filmmaker/dashboard/bookings/b1', '/filmmaker/dashboard/bookings/:bookingId'],
    ['/client/dashboard/projects/create', '/client/dashboard/projects/create'],
    ['/client/dashboard/projects/p1', '/client/dashboard/projects/:projectId'],
    ['/client/dashboard/projects/p1/jobs/j1', '/client/dashboard/projects/:projectId/jobs/:jobId'],
    [
      '/client/dashboard/projects/p1/jobs/j1/applicants/t1',
      '/client/dashboard/projects/:projectId/jobs/:jobId/applicants/:talentId',
    ],
    ['/admin', '/admin'],
    ['/admin/jobs/j1/edit', '/admin/jobs/:jobId/edit'],
    ['/admin/dashboard/messages', '/admin/dashboard/messages'],
  ])('%s matches %s', (pathname, pattern) => {
    expect(matchRoute(pathname)?.path).toBe(pattern);
  });

  test('a project called "create" cannot shadow the create page, and vice versa', () => {
    expect(matchRoute('/client/dashboard/projects/create')?.title).toBe('New project');
    expect(matchRoute('/client/dashboard/projects/create/edit')?.path).toBe(
      '/client/dashboard/projects/:projectId/edit',
    );
  });

  test.each([
    '/nope',
    '/filmmaker',
    '/filmmaker/dashboard/unknown-page',
    '/filmmaker/dashboard/jobs/j1/apply/extra',
    '/client/dashboard/projects/p1/jobs',
    '/portfolio',
    '/portfolio/a/b',
    '/admin/unknown',
  ])('unknown path %s matches nothing', (pathname) => {
    expect(matchRoute(pathname)).toBeUndefined();
  });

  test('every route pattern matches itself once filled in', () => {
    for (const route of ROUTES) {
      const concrete = fillPath(route.path, {
        id: 'x1',
        username: 'u1',
        token: 't1',
        jobId: 'j1',
        projectId: 'p1',
      });
      expect(matchRoute(concrete)?.path, concrete).toBe(route.path);
    }
  });
});

describe('fillPath', () => {
  test('fills every parameter', () => {
    expect(
      fillPath('/client/dashboard/projects/:projectId/jobs/:jobId/applicants/:talentId', {
        projectId: 'p1',
        jobId: 'j2',
        talentId: 't3',
      }),
    ).toBe('/client/dashboard/projects/p1/jobs/j2/applicants/t3');
  });

  test('encodes values so that they stay one path segment', () => {
    expect(fillPath('/portfolio/:username', { username: 'a b/c' })).toBe('/portfolio/a%20b%2Fc');
  });

  test('leaves a path without parameters alone', () => {
    expect(fillPath('/client/dashboard/projects/create', {})).toBe('/client/dashboard/projects/create');
  });
});
