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
  let harbourJob: string;
  let maya: string;
  let lena: string;

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
    const harbour = (
      await db
        .insert(clients)
        .values({ userId: await account('harbour', 'client'), companyName: 'Harbour', setup: true })
        .returning()
    )[0]!.id;
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
    lena = (
      await db
        .insert(filmmakers)
        .values({ userId: await account('lena', 'filmmaker'), firstName: 'Lena', setup: true })
        .returning()
    )[0]!.id;
    const publishedJob = async (clientId: string, title: string) => {
      const [project] = await db
        .insert(projects)
        .values({ clientId, title: 'Brand film', productionType: 'commercial', currency: 'GBP' })
        .returning();
      const [row] = await db
        .insert(jobs)
        .values({
          projectId: project!.id,
          clientId,
          productionType: 'commercial',
          title,
          craft: 'director of photography',
          description: 'Three days on a brand film in London.',
          rateType: 'day',
          rateMinMinor: 50_000,
          rateMaxMinor: 70_000,
          currency: 'GBP',
          status: 'published',
        })
        .returning();
      return row!.id;
    };
    job = await publishedJob(northlight, 'DoP for a brand film');
    harbourJob = await publishedJob(harbour, 'Camera operator for a harbour documentary');
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
      unpublished_by_reelhire: [],
      holds_to_confirm: [],
    });
  });

  it('shows each client only the invitations to their own jobs, and each filmmaker only their own', async () => {
    const invite = (who: string, jobId: string, filmmakerId: string) =>
      call('POST', '/api/rest/v1/invitations', who, { job_id: jobId, filmmaker_id: filmmakerId });
    expect((await invite('northlight', job, maya)).statusCode).toBe(201);
    expect((await invite('harbour', harbourJob, maya)).statusCode).toBe(201);
    expect((await invite('harbour', harbourJob, lena)).statusCode).toBe(201);
    const jobIds = async (who: string, query = '') => {
      const answer = await call('GET', `/api/rest/v1/invitations${query}`, who);
      expect(answer.statusCode).toBe(200);
      return answer
        .json<{ items: { job_id: string; filmmaker_id: string }[] }>()
        .items.map((item) => `${item.job_id}:${item.filmmaker_id}`)
        .sort();
    };

    // A client, by filmmaker: only their own jobs' invitations to that filmmaker.
    expect(await jobIds('northlight', `?filmmaker_id=${maya}`)).toEqual([`${job}:${maya}`]);
    expect(await jobIds('harbour', `?filmmaker_id=${maya}`)).toEqual([`${harbourJob}:${maya}`]);
    expect(await jobIds('northlight', `?filmmaker_id=${lena}`)).toEqual([]);
    // By job and filmmaker together, another client's job reads as empty.
    expect(await jobIds('harbour', `?job_id=${job}&filmmaker_id=${maya}`)).toEqual([]);
    expect(await jobIds('harbour', `?job_id=${harbourJob}`)).toEqual(
      [`${harbourJob}:${maya}`, `${harbourJob}:${lena}`].sort(),
    );
    // Filmmakers: their own, from both clients; never another filmmaker's.
    expect(await jobIds('maya')).toEqual([`${job}:${maya}`, `${harbourJob}:${maya}`].sort());
    expect(await jobIds('lena')).toEqual([`${harbourJob}:${lena}`]);
    // A filmmaker cannot read a client's view, and a stranger reads nothing.
    expect((await call('GET', `/api/rest/v1/invitations?filmmaker_id=${lena}`, 'maya')).statusCode).toBe(403);
    expect((await call('GET', `/api/rest/v1/invitations?job_id=${harbourJob}`, 'lena')).statusCode).toBe(403);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/rest/v1/invitations?filmmaker_id=${maya}`,
      headers: { apikey: t.anonKey },
    });
    expect(stranger.statusCode).toBe(401);
    expect((await call('GET', '/api/rest/v1/invitations?filmmaker_id=nope', 'northlight')).statusCode).toBe(
      400,
    );

    // An invitation to a job that is no longer published leaves the filmmaker's list (they cannot open it),
    // while its client still sees whom they invited.
    await t.database.db.update(jobs).set({ status: 'draft' }).where(eq(jobs.id, harbourJob));
    expect(await jobIds('maya')).toEqual([`${job}:${maya}`]);
    expect(await jobIds('lena')).toEqual([]);
    expect(await jobIds('harbour', `?filmmaker_id=${lena}`)).toEqual([`${harbourJob}:${lena}`]);
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
