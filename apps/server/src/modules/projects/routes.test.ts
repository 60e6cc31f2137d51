import { eq } from 'drizzle-orm';
import { hiringEvents } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeImage } from '../files/file-fixtures.ts';
import { uploaded } from '../files/upload-test-kit.ts';
import { allPages, call, ok, party, projectInput, type Party } from '../jobs/hiring-test-kit.ts';

// Projects through HTTP: a client's own, never another client's, with reference files the client uploaded.

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

describe('projects', () => {
  it('creates a draft project with the fields as sent, and reads it back', async () => {
    const created = await call(t, acme, 'POST', '/projects', projectInput());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      client_id: acme.entityId,
      title: 'Spring campaign',
      production_type: 'commercial',
      status: 'draft',
      shoot_dates: [{ start: '2027-04-12', end: '2027-04-14' }],
      location: { remote: false, city: 'London', country: 'GB' },
      budget_minor: 2_500_000,
      currency: 'GBP',
      reference_links: ['https://example.com/moodboard'],
      reference_files: [],
      job_count: 0,
      open_job_count: 0,
    });
    expect(await ok(t, acme, 'GET', `/projects/${created.body.id}`)).toEqual(created.body);
  });

  it('edits a project, and refuses bad input with a clear 400 that changes nothing', async () => {
    const { id } = await ok(t, acme, 'POST', '/projects', projectInput({ title: 'Before' }));
    const edited = await ok(
      t,
      acme,
      'PUT',
      `/projects/${id}`,
      projectInput({ title: 'After', budget_minor: null }),
    );
    expect(edited).toMatchObject({ title: 'After', budget_minor: null });
    const bad = await call(
      t,
      acme,
      'PUT',
      `/projects/${id}`,
      projectInput({ title: 'x', currency: 'XXX' as 'GBP' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/title|currency/);
    expect((await ok(t, acme, 'GET', `/projects/${id}`)).title).toBe('After');
  });

  it('attaches reference files the client uploaded, with signed links, and refuses anyone else’s', async () => {
    const mine = await uploaded(t, {
      token: acme.token,
      kind: 'project_reference',
      name: 'mood.png',
      type: 'image/png',
      data: await makeImage({ format: 'png', width: 40, height: 30 }),
    });
    const theirs = await uploaded(t, {
      token: other.token,
      kind: 'project_reference',
      name: 'theirs.png',
      type: 'image/png',
      data: await makeImage({ format: 'png', width: 40, height: 30 }),
    });
    const created = await ok(t, acme, 'POST', '/projects', projectInput({ reference_file_ids: [mine.id] }));
    expect(created.reference_files).toEqual([
      expect.objectContaining({ id: mine.id, file_name: 'mood.png', url: expect.stringContaining('/') }),
    ]);
    const refused = await call(
      t,
      acme,
      'PUT',
      `/projects/${created.id}`,
      projectInput({ reference_file_ids: [theirs.id] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/files you uploaded/);
    expect((await ok(t, acme, 'GET', `/projects/${created.id}`)).reference_files).toHaveLength(1);
  });

  it('lists the caller’s own projects, newest changed first, with search, status filter and keyset pages', async () => {
    const client = await party(t, 'lister@example.com', 'client');
    const titles = [
      'Harbour documentary',
      'Winter music video',
      'Quarterly corporate film',
      'Harbour stills',
    ];
    const ids: string[] = [];
    for (const title of titles)
      ids.push((await ok(t, client, 'POST', '/projects', projectInput({ title }))).id);
    await ok(t, client, 'POST', `/projects/${ids[1]}/archive`);

    const all = await ok(t, client, 'GET', '/projects');
    // The archive changed the music video last, so it leads.
    expect(all.items.map((p: { title: string }) => p.title)).toEqual([
      'Winter music video',
      'Harbour stills',
      'Quarterly corporate film',
      'Harbour documentary',
    ]);
    expect(all.next_cursor).toBeNull();
    expect(
      (await ok(t, client, 'GET', '/projects?q=harb')).items.map((p: { title: string }) => p.title),
    ).toEqual(['Harbour stills', 'Harbour documentary']);
    expect((await ok(t, client, 'GET', '/projects?q=coast+cycling&status=archived')).items).toHaveLength(1);
    expect((await ok(t, client, 'GET', '/projects?status=open')).items).toEqual([]);

    const { ids: seen, pages } = await allPages(t, client, '/projects?limit=3');
    expect(pages).toBe(2);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect(seen).toHaveLength(4);
    expect((await call(t, client, 'GET', '/projects?after=not-a-cursor')).status).toBe(400);
  });

  it('keeps clients apart: another client gets 404 on every path and sees none in their list', async () => {
    const { id } = await ok(t, acme, 'POST', '/projects', projectInput({ title: 'Secret launch' }));
    expect((await call(t, other, 'GET', `/projects/${id}`)).status).toBe(404);
    expect((await call(t, other, 'PUT', `/projects/${id}`, projectInput())).status).toBe(404);
    expect((await call(t, other, 'POST', `/projects/${id}/archive`)).status).toBe(404);
    expect((await call(t, other, 'GET', `/projects/${id}/jobs`)).status).toBe(404);
    expect((await ok(t, other, 'GET', '/projects?q=secret')).items).toEqual([]);
    expect((await ok(t, acme, 'GET', `/projects/${id}`)).title).toBe('Secret launch');
  });

  it('is for clients: a filmmaker cannot create or list projects (403); signed out is 401', async () => {
    expect((await call(t, filmmaker, 'POST', '/projects', projectInput())).status).toBe(403);
    expect((await call(t, filmmaker, 'GET', '/projects')).status).toBe(403);
    expect((await call(t, undefined, 'POST', '/projects', projectInput())).status).toBe(401);
  });

  it('lets an admin read any project and archive it, recorded as the admin', async () => {
    const { id } = await ok(t, acme, 'POST', '/projects', projectInput({ title: 'Reported' }));
    expect((await ok(t, admin, 'GET', `/projects/${id}`)).title).toBe('Reported');
    expect((await ok(t, admin, 'POST', `/projects/${id}/archive`)).status).toBe('archived');
    const events = await t.database.db.select().from(hiringEvents).where(eq(hiringEvents.recordId, id));
    expect(events).toMatchObject([
      { transition: 'archive', actor: 'admin', fromStatus: 'draft', toStatus: 'archived' },
    ]);
  });

  it('refuses to edit an archived project (409 with its status) until it is restored', async () => {
    const { id } = await ok(t, acme, 'POST', '/projects', projectInput({ title: 'Shelved' }));
    await ok(t, acme, 'POST', `/projects/${id}/archive`);
    const refused = await call(t, acme, 'PUT', `/projects/${id}`, projectInput({ title: 'Changed' }));
    expect(refused).toMatchObject({ status: 409, body: { status: 'archived' } });
    expect((await ok(t, acme, 'POST', `/projects/${id}/restore`)).status).toBe('draft');
    expect((await ok(t, acme, 'PUT', `/projects/${id}`, projectInput({ title: 'Changed' }))).title).toBe(
      'Changed',
    );
  });

  it('answers 404 for an unknown transition and 409 for one the machine refuses', async () => {
    const { id } = await ok(t, acme, 'POST', '/projects', projectInput());
    expect((await call(t, acme, 'POST', `/projects/${id}/explode`)).status).toBe(404);
    expect(await call(t, acme, 'POST', `/projects/${id}/complete`)).toMatchObject({
      status: 409,
      body: { status: 'draft', error: expect.stringContaining('draft') },
    });
  });
});
