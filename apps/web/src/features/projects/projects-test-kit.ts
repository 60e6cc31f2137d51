import type { Job } from '@reelhire/shared/jobs';
import type { Project, ProjectList } from '@reelhire/shared/projects';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';

// Fixtures and a fetch stub for the projects pages' tests. Tests mock '@/lib/auth-client' with
// `authClientModule(() => kit.fake)` so the pages have a signed-in client.

export const kit: { fake: FakeAuthClient } = { fake: createFakeAuthClient() };

export function signInAsClient() {
  storeSessionMarker();
  kit.fake = createFakeAuthClient(fakeSession(fakeUser({ id: 'client-user-1', userType: 'client' })));
}

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: '5b0c8a52-0000-4000-8000-000000000001',
    client_id: 'client-1',
    title: 'Spring campaign for Northwind',
    production_type: 'commercial',
    description: 'Three spots for the spring range.',
    shoot_dates: [{ start: '2027-03-14', end: '2027-03-16' }],
    location: { remote: false, city: 'London', country: 'GB' },
    budget_minor: 1_200_000,
    currency: 'GBP',
    reference_links: ['https://example.com/moodboard'],
    reference_files: [],
    status: 'draft',
    job_count: 2,
    open_job_count: 1,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: '9a7e2c10-0000-4000-8000-000000000001',
    project_id: aProject().id,
    client_id: 'client-1',
    title: 'Director of photography',
    craft: 'director of photography',
    description: 'Lighting and camera for three commercial spots.',
    deliverables: null,
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
    project: { title: aProject().title, production_type: 'commercial' },
    client: { company_name: 'Northwind', verified: true },
    application_count: 3,
    created_at: '2026-11-19T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export const pageOf = (items: Project[], next_cursor: string | null = null): ProjectList => ({
  items,
  next_cursor,
});

type Handler = (request: { method: string; url: URL; body: unknown }) => Response | undefined;

/** Stubs fetch: the account's records for the session, then `handler`; anything else is a 404. */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (url.pathname === '/api/rest/v1/filmmakers') return Response.json([]);
    if (url.pathname === '/api/rest/v1/clients') return Response.json([]);
    return (
      handler({ method, url, body }) ??
      Response.json({ error: `Unexpected ${method} ${url.pathname}` }, { status: 404 })
    );
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
