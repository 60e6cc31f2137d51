import type { Application } from '@reelhire/shared/applications';
import type { Job } from '@reelhire/shared/jobs';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';

// Fixtures and a fetch stub for the jobs pages' tests. Tests mock '@/lib/auth-client' with
// `authClientModule(() => kit.fake)` so the pages have a signed-in user.

export const kit: { fake: FakeAuthClient; records: { filmmakers: unknown[]; clients: unknown[] } } = {
  fake: createFakeAuthClient(),
  records: { filmmakers: [], clients: [] },
};

export const PROJECT_ID = '5b0c8a52-0000-4000-8000-000000000001';
export const JOB_ID = '9a7e2c10-0000-4000-8000-000000000001';

export function signInAs(userType: 'client' | 'filmmaker' | 'admin', { verified = true } = {}) {
  storeSessionMarker();
  kit.fake = createFakeAuthClient(fakeSession(fakeUser({ id: `${userType}-user-1`, userType })));
  if (userType === 'admin') {
    // A team member has neither a filmmaker nor a client record.
    kit.records = { filmmakers: [], clients: [] };
    return;
  }
  const common = {
    id: `${userType}-1`,
    user_id: `${userType}-user-1`,
    city: 'London',
    country: 'GB',
    verified,
    setup: true,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
  kit.records =
    userType === 'filmmaker'
      ? {
          filmmakers: [
            {
              ...common,
              username: 'maya-okafor',
              first_name: 'Maya',
              last_name: 'Okafor',
              headline: null,
              bio: null,
              crafts: ['director of photography'],
              years_experience: 12,
              day_rate_minor: 65000,
              currency: 'GBP',
            },
          ],
          clients: [],
        }
      : {
          filmmakers: [],
          clients: [
            { ...common, company_name: 'Northwind Films', industry: null, website: null, about: null },
          ],
        };
}

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: JOB_ID,
    project_id: PROJECT_ID,
    client_id: 'client-1',
    title: 'Director of photography',
    craft: 'director of photography',
    description: 'Lighting and camera for three commercial spots in a studio.',
    deliverables: 'Rushes on the day',
    rate_type: 'day',
    rate_min_minor: 60000,
    rate_max_minor: 75000,
    currency: 'GBP',
    dates: [{ start: '2027-03-14', end: '2027-03-16' }],
    location: { remote: false, city: 'London', country: 'GB' },
    required_kit: null,
    openings: 1,
    openings_filled: 0,
    application_deadline: null,
    status: 'published',
    unpublished_reason: null,
    published_at: '2026-11-20T10:00:00Z',
    project: { title: 'Spring campaign for Northwind', production_type: 'commercial' },
    client: { company_name: 'Northwind Films', verified: true },
    application_count: 2,
    created_at: '2026-11-19T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 'a1000000-0000-4000-8000-000000000001',
    job_id: JOB_ID,
    filmmaker_id: 'filmmaker-1',
    status: 'submitted',
    origin: 'application',
    cover_message: 'I shot the last two spring campaigns for a similar brand.',
    proposed_rate_minor: 65000,
    rate_type: 'day',
    currency: 'GBP',
    availability: 'all_dates',
    availability_note: null,
    portfolio_items: [],
    rejection_note: null,
    fit_score: 0.92,
    viewed_at: null,
    shortlisted_at: null,
    edited_at: null,
    filmmaker: {
      name: 'Maya Okafor',
      username: 'maya-okafor',
      primary_craft: 'director of photography',
      city: 'London',
      verified: true,
      avatar_url: null,
    },
    job: {
      title: 'Director of photography',
      project_id: PROJECT_ID,
      status: 'published',
      client_name: 'Northwind',
    },
    created_at: '2026-11-21T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}

export const page = <T>(items: T[], next_cursor: string | null = null) => ({ items, next_cursor });

type Handler = (request: { method: string; url: URL; body: unknown }) => Response | undefined;

/** Stubs fetch: the account's records for the session, then `handler`; anything else is a 404. */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (url.pathname === '/api/rest/v1/filmmakers') return Response.json(kit.records.filmmakers);
    if (url.pathname === '/api/rest/v1/clients') return Response.json(kit.records.clients);
    const answer = handler({ method, url, body });
    if (answer) return answer;
    // A job's bookings (issue 13): none unless a test answers them.
    if (url.pathname === '/api/rest/v1/bookings') return Response.json({ items: [], next_cursor: null });
    // A filmmaker's best-matching jobs (decision 0093): none unless a test answers them.
    if (url.pathname === '/api/rest/v1/jobs/best-matches') return Response.json({ items: [] });
    // A job's matches (decision 0093): nobody unless a test answers them.
    if (/^\/api\/rest\/v1\/jobs\/[^/]+\/matches$/.test(url.pathname)) {
      return Response.json({ items: [], considered: 0, shoot_days: [] });
    }
    return Response.json({ error: `Unexpected ${method} ${url.pathname}` }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests fetch was called with for a method and path (path without the /api prefix). */
export function requestsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === `/api${path}`;
    })
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}
