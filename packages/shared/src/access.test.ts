import {
  decideAccess,
  isSetUp,
  isVerified,
  type AccountState,
  type GuardDecision,
  type GuardInput,
} from './access.ts';
import { fillPath, ROUTES, type RouteDef } from './routes.ts';
import type { UserType } from './user-type.ts';

/*
 * The access guard of docs/product.md §4 and §6, checked two ways:
 * - a table-driven walk of every guarded route x every kind of visitor, against an oracle written here
 *   straight from the SPEC's sentences (it shares no code with access.ts);
 * - named examples, one per rule, that read like the SPEC.
 */

// ---------------------------------------------------------------------------------------------------
// The oracle

type Role = 'filmmaker' | 'client';
interface ProfileRecord {
  verified: boolean;
  setup: boolean;
}

/** docs/product.md §4 "Dashboard by type". */
const OWN_DASHBOARD: Record<UserType | 'none', string> = {
  filmmaker: '/filmmaker/dashboard',
  both: '/filmmaker/dashboard',
  client: '/client/dashboard',
  admin: '/admin',
  none: '/dashboard',
};

/** docs/product.md §2: the setup and verify pages (route patterns). */
const SETUP_PAGES = [
  '/filmmaker/profile-setup/basic',
  '/filmmaker/profile-setup/professional',
  '/filmmaker/profile-setup/portfolio',
  '/filmmaker/profile-setup/preview',
  '/filmmaker/verify-identity',
  '/client/profile-setup/basic',
  '/client/profile-setup/preview',
  '/client/verify-identity',
];
const VERIFY_IDENTITY_PAGES = ['/filmmaker/verify-identity', '/client/verify-identity'];

/**
 * docs/product.md §6: unverified users may only view dashboard home, account pages, client talent browsing
 * (list and detail) and filmmaker jobs browsing (list and detail).
 */
const OPEN_TO_UNVERIFIED = [
  '/filmmaker/dashboard',
  '/client/dashboard',
  '/filmmaker/dashboard/account',
  '/client/dashboard/account',
  '/client/dashboard/talent',
  '/client/dashboard/talent/:talentId',
  '/filmmaker/dashboard/jobs',
  '/filmmaker/dashboard/jobs/:jobId',
];

const redirect = (to: string, from?: string): GuardDecision =>
  from === undefined
    ? { kind: 'redirect', to, replace: true }
    : { kind: 'redirect', to, replace: true, from };
const RENDER: GuardDecision = { kind: 'render' };

function expectedDecision(route: RouteDef, pathname: string, input: GuardInput): GuardDecision {
  const guard = route.guard!;
  // While checks load show the loading screen.
  if (input.status === 'loading') return { kind: 'loading' };
  // No session, or a session that failed validation: /login, passing the attempted location.
  if (input.status === 'signed-out' || input.status === 'error') return redirect('/login', pathname);

  const { account } = input;
  const type = account.userType;
  const required = guard.userTypes ?? [];

  // Admin skips profile and verification checks: admin-only pages render, anything else goes to /admin.
  if (type === 'admin') return required.includes('admin') ? RENDER : redirect('/admin');

  // The fallback dashboard is for an account without a type; a known type has its own dashboard.
  if (route.path === '/dashboard' && type !== null) return redirect(OWN_DASHBOARD[type]);

  // Role mismatch: own dashboard. 'both' passes a filmmaker or client requirement, never an admin one.
  if (required.length > 0) {
    const passes =
      type !== null &&
      (required.includes(type) ||
        (type === 'both' && (required.includes('filmmaker') || required.includes('client'))));
    if (!passes) return redirect(OWN_DASHBOARD[type ?? 'none']);
  }

  // For 'both' every check is per section, chosen by the path prefix.
  const role: Role | null =
    type === 'both' ? (pathname.startsWith('/client') ? 'client' : 'filmmaker') : type === null ? null : type;
  const record: ProfileRecord | null | undefined = role === null ? null : account[role];
  const setUp = record?.setup === true;
  // Verified if the filmmaker or the client record is verified.
  const verified = account.filmmaker?.verified === true || account.client?.verified === true;
  const onSetupPage = SETUP_PAGES.includes(route.path);
  // A user without a type has no setup flow of their own: their place is the fallback dashboard.
  const home = (target: string) => (role === null ? OWN_DASHBOARD.none : `/${role}/${target}`);

  if (guard.requireProfileSetup && !setUp && !onSetupPage) return redirect(home('profile-setup/basic'));
  if (guard.requireVerification && !verified && !onSetupPage && !OPEN_TO_UNVERIFIED.includes(route.path)) {
    return redirect(home('verify-identity'));
  }
  if (onSetupPage && setUp && !VERIFY_IDENTITY_PAGES.includes(route.path)) return redirect(home('dashboard'));
  return RENDER;
}

// ---------------------------------------------------------------------------------------------------
// The visitors

interface Scenario {
  name: string;
  input: GuardInput;
}

const signedIn = (account: AccountState): GuardInput => ({ status: 'signed-in', account });
const rec = (verified: boolean, setup: boolean): ProfileRecord => ({ verified, setup });
const label = (r: ProfileRecord | null) =>
  r ? `${r.verified ? 'verified' : 'unverified'}+${r.setup ? 'setup' : 'no-setup'}` : 'none';

function scenarios(): Scenario[] {
  const list: Scenario[] = [
    { name: 'loading', input: { status: 'loading' } },
    { name: 'signed out', input: { status: 'signed-out' } },
    { name: 'session error', input: { status: 'error' } },
    { name: 'no user type', input: signedIn({ userType: null }) },
    { name: 'admin', input: signedIn({ userType: 'admin' }) },
    {
      name: 'admin with unfinished records',
      input: signedIn({ userType: 'admin', filmmaker: rec(false, false) }),
    },
  ];
  const records = [null, rec(false, false), rec(false, true), rec(true, false), rec(true, true)];
  for (const r of records) {
    list.push({ name: `filmmaker ${label(r)}`, input: signedIn({ userType: 'filmmaker', filmmaker: r }) });
    list.push({ name: `client ${label(r)}`, input: signedIn({ userType: 'client', client: r }) });
  }
  for (const f of records) {
    for (const c of records) {
      list.push({
        name: `both f=${label(f)} c=${label(c)}`,
        input: signedIn({ userType: 'both', filmmaker: f, client: c }),
      });
    }
  }
  return list;
}

const SAMPLE_PARAMS = {
  jobId: 'job-1',
  id: 'app-1',
  bidId: 'bid-1',
  bookingId: 'booking-1',
  receiptId: 'receipt-1',
  talentId: 'talent-1',
  projectId: 'project-1',
};

const GUARDED = ROUTES.filter((route) => route.guard);

describe('decideAccess over every guarded route and visitor', () => {
  test('covers the route table', () => {
    // Public + /verify-account, and everything else is guarded.
    expect(GUARDED.length).toBeGreaterThan(60);
    expect(scenarios().length).toBe(6 + 10 + 25);
  });

  test.each(GUARDED.map((route) => [route.path, route] as const))('%s', (_path, route) => {
    const pathname = fillPath(route.path, SAMPLE_PARAMS);
    const mismatches: string[] = [];
    for (const { name, input } of scenarios()) {
      const actual = decideAccess(pathname, route.guard!, input);
      const expected = expectedDecision(route, pathname, input);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        mismatches.push(`${name}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Named examples

const route = (path: string) => {
  const found = ROUTES.find((r) => r.path === path);
  if (!found?.guard) throw new Error(`no guarded route ${path}`);
  return found.guard;
};
const decide = (pattern: string, input: GuardInput, pathname = fillPath(pattern, SAMPLE_PARAMS)) =>
  decideAccess(pathname, route(pattern), input);

const readyFilmmaker = signedIn({ userType: 'filmmaker', filmmaker: rec(true, true) });
const readyClient = signedIn({ userType: 'client', client: rec(true, true) });
const unverifiedFilmmaker = signedIn({ userType: 'filmmaker', filmmaker: rec(false, true) });
const unverifiedClient = signedIn({ userType: 'client', client: rec(false, true) });

describe('decideAccess examples', () => {
  test('shows the loading screen while checks load', () => {
    expect(decide('/filmmaker/dashboard', { status: 'loading' })).toEqual({ kind: 'loading' });
  });

  test('sends a signed-out visitor to /login, replacing history and passing where they wanted to go', () => {
    expect(decide('/client/dashboard/projects/:projectId', { status: 'signed-out' })).toEqual({
      kind: 'redirect',
      to: '/login',
      replace: true,
      from: '/client/dashboard/projects/project-1',
    });
  });

  test('treats a session that fails validation as signed out', () => {
    expect(decide('/feedback', { status: 'error' })).toEqual(redirect('/login', '/feedback'));
  });

  test('lets a verified, set-up filmmaker and client into their dashboards', () => {
    expect(decide('/filmmaker/dashboard/bookings', readyFilmmaker)).toEqual(RENDER);
    expect(decide('/client/dashboard/projects/create', readyClient)).toEqual(RENDER);
  });

  test('sends a user to their own dashboard on the other role’s pages', () => {
    expect(decide('/filmmaker/dashboard/earnings', readyClient)).toEqual(redirect('/client/dashboard'));
    expect(decide('/client/dashboard/expenditure', readyFilmmaker)).toEqual(redirect('/filmmaker/dashboard'));
    expect(decide('/admin/users', readyClient)).toEqual(redirect('/client/dashboard'));
    expect(decide('/filmmaker/dashboard', signedIn({ userType: null }))).toEqual(redirect('/dashboard'));
  });

  test('renders admin pages for an admin and sends the admin to /admin from anywhere else', () => {
    const adminUser = signedIn({ userType: 'admin' });
    expect(decide('/admin/disputes', adminUser)).toEqual(RENDER);
    expect(decide('/admin/dashboard/messages', adminUser)).toEqual(RENDER);
    expect(decide('/filmmaker/dashboard', adminUser)).toEqual(redirect('/admin'));
    expect(decide('/client/profile-setup/basic', adminUser)).toEqual(redirect('/admin'));
    expect(decide('/feedback', adminUser)).toEqual(redirect('/admin'));
  });

  test('sends a user with unfinished setup to their role’s first setup page', () => {
    const filmmaker = signedIn({ userType: 'filmmaker', filmmaker: rec(true, false) });
    const client = signedIn({ userType: 'client', client: rec(true, false) });
    expect(decide('/filmmaker/dashboard/jobs', filmmaker)).toEqual(
      redirect('/filmmaker/profile-setup/basic'),
    );
    expect(decide('/client/dashboard/talent', client)).toEqual(redirect('/client/profile-setup/basic'));
    // A filmmaker who has no filmmaker record yet has not set up either.
    expect(decide('/filmmaker/dashboard', signedIn({ userType: 'filmmaker' }))).toEqual(
      redirect('/filmmaker/profile-setup/basic'),
    );
  });

  test('lets a user with unfinished setup stay on the setup and verify pages', () => {
    const filmmaker = signedIn({ userType: 'filmmaker', filmmaker: rec(false, false) });
    expect(decide('/filmmaker/profile-setup/portfolio', filmmaker)).toEqual(RENDER);
    expect(decide('/filmmaker/verify-identity', filmmaker)).toEqual(RENDER);
  });

  test('sends a set-up user away from the setup pages to their dashboard, but not from verify-identity', () => {
    expect(decide('/filmmaker/profile-setup/basic', unverifiedFilmmaker)).toEqual(
      redirect('/filmmaker/dashboard'),
    );
    expect(decide('/client/profile-setup/preview', readyClient)).toEqual(redirect('/client/dashboard'));
    expect(decide('/filmmaker/verify-identity', unverifiedFilmmaker)).toEqual(RENDER);
    expect(decide('/client/verify-identity', readyClient)).toEqual(RENDER);
  });

  test('lets an unverified user browse only dashboard home, account, talent and jobs', () => {
    expect(decide('/filmmaker/dashboard', unverifiedFilmmaker)).toEqual(RENDER);
    expect(decide('/filmmaker/dashboard/account', unverifiedFilmmaker)).toEqual(RENDER);
    expect(decide('/filmmaker/dashboard/jobs', unverifiedFilmmaker)).toEqual(RENDER);
    expect(decide('/filmmaker/dashboard/jobs/:jobId', unverifiedFilmmaker)).toEqual(RENDER);
    expect(decide('/client/dashboard', unverifiedClient)).toEqual(RENDER);
    expect(decide('/client/dashboard/account', unverifiedClient)).toEqual(RENDER);
    expect(decide('/client/dashboard/talent', unverifiedClient)).toEqual(RENDER);
    expect(decide('/client/dashboard/talent/:talentId', unverifiedClient)).toEqual(RENDER);
  });

  test('sends an unverified user to verify-identity from everything else', () => {
    expect(decide('/filmmaker/dashboard/jobs/:jobId/apply', unverifiedFilmmaker)).toEqual(
      redirect('/filmmaker/verify-identity'),
    );
    expect(decide('/filmmaker/dashboard/messages', unverifiedFilmmaker)).toEqual(
      redirect('/filmmaker/verify-identity'),
    );
    expect(decide('/client/dashboard/projects/create', unverifiedClient)).toEqual(
      redirect('/client/verify-identity'),
    );
    expect(decide('/client/dashboard/projects/:projectId/jobs/:jobId/payment', unverifiedClient)).toEqual(
      redirect('/client/verify-identity'),
    );
  });

  test('checks setup before verification', () => {
    const filmmaker = signedIn({ userType: 'filmmaker', filmmaker: rec(false, false) });
    expect(decide('/filmmaker/dashboard/messages', filmmaker)).toEqual(
      redirect('/filmmaker/profile-setup/basic'),
    );
  });

  test('/feedback needs a verified account with finished setup', () => {
    expect(decide('/feedback', readyFilmmaker)).toEqual(RENDER);
    expect(decide('/feedback', readyClient)).toEqual(RENDER);
    expect(decide('/feedback', unverifiedFilmmaker)).toEqual(redirect('/filmmaker/verify-identity'));
    expect(decide('/feedback', unverifiedClient)).toEqual(redirect('/client/verify-identity'));
    expect(decide('/feedback', signedIn({ userType: 'client', client: rec(true, false) }))).toEqual(
      redirect('/client/profile-setup/basic'),
    );
    // Without a user type there is neither setup nor verification: the fallback dashboard, not feedback.
    expect(decide('/feedback', signedIn({ userType: null }))).toEqual(redirect('/dashboard'));
  });

  test('the /dashboard fallback is open to any signed-in user without a type', () => {
    expect(decide('/dashboard', signedIn({ userType: null }))).toEqual(RENDER);
  });

  test('/dashboard sends an account with a known type to its own dashboard (docs/product.md §4)', () => {
    expect(decide('/dashboard', readyFilmmaker)).toEqual(redirect('/filmmaker/dashboard'));
    expect(decide('/dashboard', unverifiedClient)).toEqual(redirect('/client/dashboard'));
    expect(decide('/dashboard', signedIn({ userType: 'both' }))).toEqual(redirect('/filmmaker/dashboard'));
    expect(decide('/dashboard', signedIn({ userType: 'admin' }))).toEqual(redirect('/admin'));
  });

  describe("a 'both' account", () => {
    // Set up as a filmmaker only, verified through the filmmaker record.
    const both = signedIn({ userType: 'both', filmmaker: rec(true, true), client: rec(false, false) });

    test('passes filmmaker and client role requirements but not admin', () => {
      expect(decide('/filmmaker/dashboard/bookings', both)).toEqual(RENDER);
      expect(decide('/admin', both)).toEqual(redirect('/filmmaker/dashboard'));
    });

    test('is checked for setup per section, by path prefix', () => {
      expect(decide('/client/dashboard/projects', both)).toEqual(redirect('/client/profile-setup/basic'));
      expect(decide('/client/profile-setup/basic', both)).toEqual(RENDER);
      expect(decide('/filmmaker/profile-setup/basic', both)).toEqual(redirect('/filmmaker/dashboard'));
      // /feedback is not under /client, so the filmmaker section counts.
      expect(decide('/feedback', both)).toEqual(RENDER);
    });

    test('counts as verified when either record is verified', () => {
      const clientVerified = signedIn({
        userType: 'both',
        filmmaker: rec(false, true),
        client: rec(true, true),
      });
      expect(decide('/filmmaker/dashboard/earnings', clientVerified)).toEqual(RENDER);
    });

    test('is sent to the verify page of the section it is in', () => {
      const unverified = signedIn({
        userType: 'both',
        filmmaker: rec(false, true),
        client: rec(false, true),
      });
      expect(decide('/client/dashboard/messages', unverified)).toEqual(redirect('/client/verify-identity'));
      expect(decide('/filmmaker/dashboard/messages', unverified)).toEqual(
        redirect('/filmmaker/verify-identity'),
      );
    });

    test('is sent from a finished setup page to that section’s dashboard', () => {
      const clientDone = signedIn({ userType: 'both', filmmaker: rec(true, false), client: rec(true, true) });
      expect(decide('/client/profile-setup/preview', clientDone)).toEqual(redirect('/client/dashboard'));
    });
  });
});

describe('isVerified and isSetUp', () => {
  test('verified if either record is verified', () => {
    expect(isVerified({ userType: 'both', filmmaker: rec(false, true), client: rec(true, false) })).toBe(
      true,
    );
    expect(isVerified({ userType: 'filmmaker', filmmaker: rec(true, false) })).toBe(true);
    expect(isVerified({ userType: 'client', client: rec(false, true) })).toBe(false);
    expect(isVerified({ userType: null })).toBe(false);
  });

  test('setup is read from the record of the section', () => {
    const account: AccountState = {
      userType: 'both',
      filmmaker: rec(false, true),
      client: rec(false, false),
    };
    expect(isSetUp(account, 'filmmaker')).toBe(true);
    expect(isSetUp(account, 'client')).toBe(false);
  });
});
