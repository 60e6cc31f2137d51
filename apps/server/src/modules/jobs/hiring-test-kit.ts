import type { JobInput } from '@reelhire/shared/jobs';
import type { ProjectInput } from '@reelhire/shared/projects';
import { eq } from 'drizzle-orm';
import { filmmakers } from '../../db/schema/profiles.ts';
import type { TestApp } from '../../test/test-app.ts';
import { chatParty, type ChatParty } from '../chat/chat-test-kit.ts';

// Test support for projects and jobs: parties, calls through HTTP, and plausible inputs.

// Answers are checked field by field; a loose shape keeps the assertions readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;
export type Party = ChatParty;

export const party = (t: TestApp, email: string, role: 'client' | 'filmmaker' | 'admin', name?: string) =>
  chatParty(t, { email, role, ...(name ? { name } : {}) });

/** A filmmaker with crafts and a city, which the job search ranks by. */
export async function filmmakerIn(t: TestApp, email: string, crafts: string[], city: string | null) {
  const filmmaker = await party(t, email, 'filmmaker');
  await t.database.db.update(filmmakers).set({ crafts, city }).where(eq(filmmakers.id, filmmaker.entityId));
  return filmmaker;
}

export async function call(
  t: TestApp,
  who: Party | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: Loose }> {
  const response = await t.app.inject({
    method,
    url: `/api/rest/v1${url}`,
    headers: { apikey: t.anonKey, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as Loose };
}

/** A call that must succeed (any 2xx); its body. */
export async function ok(
  t: TestApp,
  who: Party | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<Loose> {
  const { status, body } = await call(t, who, method, url, payload);
  if (status < 200 || status > 299)
    throw new Error(`${method} ${url} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export const projectInput = (overrides: Partial<ProjectInput> = {}): ProjectInput => ({
  title: 'Spring campaign',
  production_type: 'commercial',
  description: 'A thirty-second spot for a cycling brand, shot on the coast.',
  shoot_dates: [{ start: '2027-04-12', end: '2027-04-14' }],
  location: { remote: false, city: 'London', country: 'GB' },
  budget_minor: 2_500_000,
  currency: 'GBP',
  reference_links: ['https://example.com/moodboard'],
  ...overrides,
});

export const jobInput = (overrides: Partial<JobInput> = {}): JobInput => ({
  title: 'Director of photography',
  craft: 'director of photography',
  description: 'Lead the camera department for three days on a coastal commercial shoot.',
  rate_type: 'day',
  rate_min_minor: 60_000,
  rate_max_minor: 80_000,
  dates: [
    { start: '2027-04-14', end: '2027-04-14' },
    { start: '2027-04-12', end: '2027-04-13' },
  ],
  location: { remote: false, city: 'London', country: 'GB' },
  openings: 1,
  ...overrides,
});

/** A project of `client` with one job; both ids. */
export async function projectWithJob(
  t: TestApp,
  client: Party,
  job: Partial<JobInput> = {},
  project: Partial<ProjectInput> = {},
): Promise<{ projectId: string; jobId: string }> {
  const { id: projectId } = await ok(t, client, 'POST', '/projects', projectInput(project));
  const { id: jobId } = await ok(t, client, 'POST', '/jobs', { project_id: projectId, ...jobInput(job) });
  return { projectId: projectId as string, jobId: jobId as string };
}

/** Every item of a paged list, following next_cursor page by page; the ids in order and the page count. */
export async function allPages(
  t: TestApp,
  who: Party,
  url: string,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let pages = 0;
  let after: string | null = null;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const page = await ok(t, who, 'GET', `${url}${after ? `${separator}after=${after}` : ''}`);
    ids.push(...(page.items as { id: string }[]).map((item) => item.id));
    after = page.next_cursor as string | null;
    pages += 1;
  } while (after && pages < 100);
  return { ids, pages };
}
