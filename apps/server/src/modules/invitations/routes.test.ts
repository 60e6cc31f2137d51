import { eq } from 'drizzle-orm';
import { jobs, projects } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';

// Invitations and the dashboard's hiring to-do through HTTP, with a second client and a stranger.

describe('invitations and the hiring to-do over HTTP', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let job: string;
  let maya: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const account = async (name: string, userType: string) => {
      const { id, token } = await signedInAccount(t, {
        email: `${name}@reelhire.test`,
        metadata: { user_type: userType, first_name: name, last_name: 'Test' },
      });
      tokens[name] = token;
      return id;
    };
    const northlight = (
      await db
        .insert(clients)
        .values({ userId: await account('northlight', 'client'), companyName: 'Northlight', setup: true })
        .returning()
    )[0]!.id;
    await db
      .insert(clients)
      .values({ userId: await account('harbour', 'client'), companyName: 'Harbour', setup: true });
    maya = (
      await db
        .insert(filmmakers)
        .values({
          userId: await account('maya', 'filmmaker'),
          firstName: 'Maya',
          lastName: 'Okafor',
          setup: true,
        })
        .returning()
    )[0]!.id;
    await db
      .insert(filmmakers)
      .values({ userId: await account('lena', 'filmmaker'), firstName: 'Lena', setup: true });
    const [project] = await db
      .insert(projects)
      .values({ clientId: northlight, title: 'Brand film', productionType: 'commercial', currency: 'GBP' })
      .returning();
    job = (
      await db
        .insert(jobs)
        .values({
          projectId: project!.id,
          clientId: northlight,
          productionType: 'commercial',
          title: 'DoP for a brand film',
          craft: 'director of photography',
          description: 'Three days on a brand film in London.',
          rateType: 'day',
          rateMinMinor: 50_000,
          rateMaxMinor: 70_000,
          currency: 'GBP',
          status: 'published',
        })
        .returning()
    )[0]!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, who: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { apikey: t.anonKey, authorization: `Bearer ${tokens[who]}` },
    });

  it('lets the job owner invite, shows it to the filmmaker and to nobody else', async () => {
    const created = await call('POST', '/api/rest/v1/invitations', 'northlight', {
      job_id: job,
      filmmaker_id: maya,
      message: 'Would you apply?',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ job_id: job, filmmaker_id: maya, applied: false });

    expect(
      (await call('POST', '/api/rest/v1/invitations', 'harbour', { job_id: job, filmmaker_id: maya }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/rest/v1/invitations', 'maya', { job_id: job, filmmaker_id: maya }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/rest/v1/invitations', 'northlight', { job_id: 'nope' })).statusCode,
    ).toBe(400);

    const received = (await call('GET', '/api/rest/v1/invitations', 'maya')).json<{ items: unknown[] }>();
    expect(received.items).toEqual([expect.objectContaining({ job_id: job, client_name: 'Northlight' })]);
    expect((await call('GET', '/api/rest/v1/invitations', 'lena')).json()).toEqual({ items: [] });
    expect(
      (await call('GET', `/api/rest/v1/invitations?job_id=${job}`, 'northlight')).json<{ items: unknown[] }>()
        .items,
    ).toHaveLength(1);
    expect((await call('GET', `/api/rest/v1/invitations?job_id=${job}`, 'harbour')).json()).toEqual({
      items: [],
    });

    const todo = await call('GET', '/api/rest/v1/dashboard/hiring?as=filmmaker', 'maya');
    expect(todo.statusCode).toBe(200);
    expect(todo.json()).toMatchObject({
      as: 'filmmaker',
      invitations: [{ job_id: job }],
      offers_to_answer: [],
    });
    expect((await call('GET', '/api/rest/v1/dashboard/hiring?as=client', 'maya')).statusCode).toBe(403);
    expect((await call('GET', '/api/rest/v1/dashboard/hiring?as=client', 'harbour')).json()).toEqual({
      as: 'client',
      counters_to_answer: [],
      applicants_to_review: [],
      deadlines_soon: [],
    });
  });

  it('refuses a job that is not published', async () => {
    await t.database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job));
    const refused = await call('POST', '/api/rest/v1/invitations', 'northlight', {
      job_id: job,
      filmmaker_id: maya,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Publish the job before inviting filmmakers to apply',
      status: 'closed',
    });
  });
});
