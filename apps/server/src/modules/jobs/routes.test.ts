import { and, eq } from 'drizzle-orm';
import { applications, hiringEvents } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  allPages,
  call,
  jobInput,
  ok,
  party,
  projectInput,
  projectWithJob,
  type Party,
} from './hiring-test-kit.ts';

// Jobs through HTTP: a client's own, published for filmmakers to read, admins over all of them.

let t: TestApp;
let acme: Party;
let other: Party;
let filmmaker: Party;
let admin: Party;

beforeAll(async () => {
  t = await createTestApp();
  acme = await party(t, 'acme@example.com', 'client', 'Acme Films');
  other = await party(t, 'other@example.com', 'client', 'Other Co');
  filmmaker = await party(t, 'nadia@example.com', 'filmmaker', 'Nadia Okafor');
  admin = await party(t, 'admin@example.com', 'admin');
});
afterAll(() => t?.close());

const eventsOf = (id: string) =>
  t.database.db
    .select()
    .from(hiringEvents)
    .where(eq(hiringEvents.recordId, id))
    .orderBy(hiringEvents.createdAt);

describe('jobs', () => {
  it('adds a draft job that takes its currency and production type from the project', async () => {
    const { id: projectId } = await ok(
      t,
      acme,
      'POST',
      '/projects',
      projectInput({ currency: 'EUR', production_type: 'music_video' }),
    );
    const created = await call(t, acme, 'POST', '/jobs', { project_id: projectId, ...jobInput() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      project_id: projectId,
      client_id: acme.entityId,
      status: 'draft',
      currency: 'EUR',
      craft: 'director of photography',
      rate_type: 'day',
      dates: [
        { start: '2027-04-12', end: '2027-04-13' },
        { start: '2027-04-14', end: '2027-04-14' },
      ],
      openings: 1,
      openings_filled: 0,
      published_at: null,
      unpublished_reason: null,
      project: { title: 'Spring campaign', production_type: 'music_video' },
      client: { company_name: 'Acme Films', verified: true },
      application_count: 0,
    });
    const listed = await ok(t, acme, 'GET', `/projects/${projectId}/jobs`);
    expect(listed.items.map((job: { id: string }) => job.id)).toEqual([created.body.id]);
    expect((await ok(t, acme, 'GET', `/projects/${projectId}`)).job_count).toBe(1);
  });

  it('refuses bad job input with a clear 400 and a job in a stranger’s project with 404', async () => {
    const { id: projectId } = await ok(t, acme, 'POST', '/projects', projectInput());
    const bad = await call(t, acme, 'POST', '/jobs', {
      project_id: projectId,
      ...jobInput({ rate_min_minor: 90_000, rate_max_minor: 10_000 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/highest rate/);
    expect((await call(t, other, 'POST', '/jobs', { project_id: projectId, ...jobInput() })).status).toBe(
      404,
    );
    expect((await ok(t, acme, 'GET', `/projects/${projectId}/jobs`)).items).toEqual([]);
  });

  it('publishing opens a draft project in the same step, recorded as Reelhire', async () => {
    const { projectId, jobId } = await projectWithJob(t, acme);
    const published = await ok(t, acme, 'POST', `/jobs/${jobId}/publish`);
    expect(published).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect((await ok(t, acme, 'GET', `/projects/${projectId}`)).status).toBe('open');
    expect(await eventsOf(projectId)).toMatchObject([
      { transition: 'open', actor: 'system', actorUserId: null, fromStatus: 'draft', toStatus: 'open' },
    ]);
    expect(await eventsOf(jobId)).toMatchObject([
      { transition: 'publish', actor: 'client', actorUserId: acme.userId, toStatus: 'published' },
    ]);
    // A second job's publication leaves the open project as it is.
    const { id: second } = await ok(t, acme, 'POST', '/jobs', { project_id: projectId, ...jobInput() });
    await ok(t, acme, 'POST', `/jobs/${second}/publish`);
    expect(await eventsOf(projectId)).toHaveLength(1);
    expect((await ok(t, acme, 'GET', `/projects/${projectId}`)).open_job_count).toBe(2);
  });

  it('will not publish a job of an archived project (409)', async () => {
    const { projectId, jobId } = await projectWithJob(t, acme);
    await ok(t, acme, 'POST', `/projects/${projectId}/archive`);
    expect(await call(t, acme, 'POST', `/jobs/${jobId}/publish`)).toMatchObject({
      status: 409,
      body: { status: 'draft', error: expect.stringMatching(/archived project/) },
    });
    expect((await ok(t, acme, 'GET', `/jobs/${jobId}`)).status).toBe('draft');
    expect((await call(t, acme, 'POST', '/jobs', { project_id: projectId, ...jobInput() })).status).toBe(409);
  });

  it('shows a published job to anyone signed in, a draft only to its client and admins', async () => {
    const { jobId } = await projectWithJob(t, acme);
    expect((await call(t, filmmaker, 'GET', `/jobs/${jobId}`)).status).toBe(404);
    expect((await call(t, other, 'GET', `/jobs/${jobId}`)).status).toBe(404);
    expect((await call(t, undefined, 'GET', `/jobs/${jobId}`)).status).toBe(401);
    expect((await ok(t, admin, 'GET', `/jobs/${jobId}`)).id).toBe(jobId);
    await ok(t, acme, 'POST', `/jobs/${jobId}/publish`);
    expect((await ok(t, filmmaker, 'GET', `/jobs/${jobId}`)).status).toBe('published');
    expect((await ok(t, other, 'GET', `/jobs/${jobId}`)).status).toBe('published');
    await ok(t, acme, 'POST', `/jobs/${jobId}/close`);
    expect((await call(t, filmmaker, 'GET', `/jobs/${jobId}`)).status).toBe(404);
    expect((await ok(t, acme, 'GET', `/jobs/${jobId}`)).status).toBe('closed');
  });

  it('edits a job with new dates and kit, and not once it is closed (409)', async () => {
    const { jobId } = await projectWithJob(t, acme);
    const edited = await ok(
      t,
      acme,
      'PUT',
      `/jobs/${jobId}`,
      jobInput({ required_kit: 'Own light meter', dates: [{ start: '2027-05-01', end: '2027-05-02' }] }),
    );
    expect(edited).toMatchObject({
      required_kit: 'Own light meter',
      dates: [{ start: '2027-05-01', end: '2027-05-02' }],
    });
    await ok(t, acme, 'POST', `/jobs/${jobId}/close`);
    expect(await call(t, acme, 'PUT', `/jobs/${jobId}`, jobInput({ title: 'Changed' }))).toMatchObject({
      status: 409,
      body: { status: 'closed' },
    });
  });

  it('keeps clients apart: another client cannot read, edit or move a job, or list its project’s jobs', async () => {
    const { projectId, jobId } = await projectWithJob(t, acme);
    expect((await call(t, other, 'PUT', `/jobs/${jobId}`, jobInput())).status).toBe(404);
    for (const transition of ['publish', 'unpublish', 'close', 'fill']) {
      expect((await call(t, other, 'POST', `/jobs/${jobId}/${transition}`)).status).toBe(404);
    }
    expect((await call(t, other, 'GET', `/projects/${projectId}/jobs`)).status).toBe(404);
    expect((await call(t, filmmaker, 'POST', `/jobs/${jobId}/publish`)).status).toBe(403);
    expect((await call(t, filmmaker, 'POST', '/jobs', { project_id: projectId, ...jobInput() })).status).toBe(
      403,
    );
    expect((await ok(t, acme, 'GET', `/jobs/${jobId}`)).status).toBe('draft');
  });

  it('closing a job closes its live applications with an event each, and leaves finished ones', async () => {
    const { jobId } = await projectWithJob(t, acme);
    await ok(t, acme, 'POST', `/jobs/${jobId}/publish`);
    const applicants = await Promise.all(
      ['a', 'b', 'c'].map((name) => party(t, `applicant-${name}@example.com`, 'filmmaker')),
    );
    const statuses = ['submitted', 'shortlisted', 'withdrawn'];
    const rows = await t.database.db
      .insert(applications)
      .values(
        applicants.map((applicant, i) => ({
          jobId,
          filmmakerId: applicant.entityId,
          status: statuses[i]!,
          coverMessage: 'I would love to shoot this.',
          proposedRateMinor: 70_000,
          rateType: 'day',
          currency: 'GBP',
          availability: 'available',
        })),
      )
      .returning({ id: applications.id });
    expect((await ok(t, acme, 'GET', `/jobs/${jobId}`)).application_count).toBe(3);

    expect((await ok(t, acme, 'POST', `/jobs/${jobId}/close`)).status).toBe('closed');
    const after = await t.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.jobId, jobId))
      .orderBy(applications.coverMessage, applications.createdAt);
    expect(after.map((row) => row.status).sort()).toEqual(['closed', 'closed', 'withdrawn']);
    const events = await t.database.db
      .select()
      .from(hiringEvents)
      .where(and(eq(hiringEvents.recordType, 'application'), eq(hiringEvents.transition, 'close')));
    expect(events.filter((event) => rows.some((row) => row.id === event.recordId))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          recordId: rows[0]!.id,
          actor: 'system',
          fromStatus: 'submitted',
          toStatus: 'closed',
        }),
        expect.objectContaining({
          recordId: rows[1]!.id,
          actor: 'system',
          fromStatus: 'shortlisted',
          toStatus: 'closed',
        }),
      ]),
    );
    expect(events.filter((event) => event.recordId === rows[2]!.id)).toEqual([]);
  });

  it('an admin unpublishes any job with a reason the client sees, cleared on the next publish', async () => {
    const { jobId } = await projectWithJob(t, acme);
    await ok(t, acme, 'POST', `/jobs/${jobId}/publish`);
    const unpublished = await ok(t, admin, 'POST', `/jobs/${jobId}/unpublish`, {
      reason: 'Please state the rate in the job, not a link to it',
    });
    expect(unpublished).toMatchObject({
      status: 'draft',
      unpublished_reason: 'Please state the rate in the job, not a link to it',
    });
    expect((await ok(t, acme, 'GET', `/jobs/${jobId}`)).unpublished_reason).toBe(
      'Please state the rate in the job, not a link to it',
    );
    expect((await eventsOf(jobId)).at(-1)).toMatchObject({
      actor: 'admin',
      note: expect.stringMatching(/rate/),
    });
    expect((await ok(t, acme, 'POST', `/jobs/${jobId}/publish`)).unpublished_reason).toBeNull();
    // The client's own unpublish keeps no reason on the job (it is a note in the history only).
    expect(
      (await ok(t, acme, 'POST', `/jobs/${jobId}/unpublish`, { reason: 'Budget moved' })).unpublished_reason,
    ).toBeNull();
  });

  it('an admin edits any job', async () => {
    const { jobId } = await projectWithJob(t, other);
    expect(
      (await ok(t, admin, 'PUT', `/jobs/${jobId}`, jobInput({ title: 'Fixed by an admin' }))).title,
    ).toBe('Fixed by an admin');
  });

  it('lists every job for admins only, newest first, with search and status filter', async () => {
    const client = await party(t, 'admin-list@example.com', 'client');
    const { jobId: gaffer } = await projectWithJob(t, client, {
      title: 'Gaffer for a zebra shoot',
      craft: 'gaffer',
    });
    const { jobId: editor } = await projectWithJob(t, client, {
      title: 'Editor for a zebra promo',
      craft: 'editor',
    });
    await ok(t, client, 'POST', `/jobs/${editor}/publish`);
    expect((await call(t, client, 'GET', '/admin/jobs')).status).toBe(403);
    expect((await call(t, filmmaker, 'GET', '/admin/jobs')).status).toBe(403);
    const zebra = await ok(t, admin, 'GET', '/admin/jobs?q=zebr');
    expect(zebra.items.map((job: { id: string }) => job.id)).toEqual([editor, gaffer]);
    expect(
      (await ok(t, admin, 'GET', '/admin/jobs?q=zebra&status=draft')).items.map(
        (job: { id: string }) => job.id,
      ),
    ).toEqual([gaffer]);
    const everything = await allPages(t, admin, '/admin/jobs?limit=4');
    expect(everything.pages).toBeGreaterThan(1);
    expect(new Set(everything.ids).size).toBe(everything.ids.length);
    expect(everything.ids).toEqual(expect.arrayContaining([gaffer, editor]));
  });

  it('answers 404 for an unknown job transition, 409 for Reelhire’s own (fill) and an illegal one', async () => {
    const { jobId } = await projectWithJob(t, acme);
    expect((await call(t, acme, 'POST', `/jobs/${jobId}/explode`)).status).toBe(404);
    expect(await call(t, acme, 'POST', `/jobs/${jobId}/fill`)).toMatchObject({
      status: 409,
      body: { status: 'draft' },
    });
    expect(await call(t, acme, 'POST', `/jobs/${jobId}/unpublish`)).toMatchObject({
      status: 409,
      body: { status: 'draft' },
    });
  });
});
