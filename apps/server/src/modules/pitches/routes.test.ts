import type { PitchInput } from '@reelhire/shared/pitches';
import { and, eq } from 'drizzle-orm';
import { hiringEvents } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makePdf } from '../files/file-fixtures.ts';
import { fetchLink, upload, uploaded } from '../files/upload-test-kit.ts';
import { party, type Loose, type Party } from '../jobs/hiring-test-kit.ts';

// The pitching room through HTTP, with every kind of caller side by side: the pitch's filmmaker, another
// filmmaker, a verified client, another verified client, an unverified client, a stranger and an admin.

let t: TestApp;
let maya: Party;
let otherFilmmaker: Party;
let acme: Party;
let northlight: Party;
let unverified: Party;
let admin: Party;

async function call(
  who: Party | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: Loose }> {
  const response = await t.app.inject({
    method,
    url: `/api/rest/v1${url}`,
    headers: { apikey: t.anonKey, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body ? (response.json() as Loose) : {} };
}

const pitchInput = (overrides: Partial<PitchInput> = {}): PitchInput => ({
  title: 'Salt roads',
  logline: 'Three generations of salt harvesters face their last summer on the marsh.',
  treatment: 'Observational, shot over one summer on the Guérande marshes, natural light only.',
  format: 'documentary',
  budget_min_minor: 1_500_000,
  budget_max_minor: 4_000_000,
  currency: 'GBP',
  reference_links: ['https://vimeo.com/123456'],
  ...overrides,
});

/** A pitch of `who`, published unless said. */
async function pitchOf(who: Party, overrides: Partial<PitchInput> = {}, publish = true): Promise<Loose> {
  const created = await call(who, 'POST', '/pitches', pitchInput(overrides));
  expect(created.status).toBe(201);
  if (!publish) return created.body;
  const published = await call(who, 'POST', `/pitches/${created.body.id}/publish`);
  expect(published.status).toBe(200);
  return published.body;
}

beforeAll(async () => {
  t = await createTestApp();
  maya = await party(t, 'maya@example.com', 'filmmaker', 'Maya Lindqvist');
  otherFilmmaker = await party(t, 'otto@example.com', 'filmmaker', 'Otto Brand');
  acme = await party(t, 'acme@example.com', 'client', 'Acme Films');
  northlight = await party(t, 'northlight@example.com', 'client', 'Northlight');
  unverified = await chatUnverifiedClient();
  admin = await party(t, 'admin@example.com', 'admin');
  await t.database.db
    .update(filmmakers)
    .set({ crafts: ['director', 'editor'] })
    .where(eq(filmmakers.id, maya.entityId));
  await t.database.db
    .update(clients)
    .set({ city: 'Leeds', country: 'GB' })
    .where(eq(clients.id, acme.entityId));
});
afterAll(() => t?.close());

async function chatUnverifiedClient(): Promise<Party> {
  const who = await party(t, 'newco@example.com', 'client', 'New Co');
  await t.database.db.update(clients).set({ verified: false }).where(eq(clients.id, who.entityId));
  return who;
}

describe('writing pitches', () => {
  it('a filmmaker writes a draft, publishes, closes and reopens it; wrong moves are 409s that change nothing', async () => {
    const draft = await pitchOf(maya, {}, false);
    expect(draft).toMatchObject({
      status: 'draft',
      filmmaker_id: maya.entityId,
      filmmaker: { name: 'Maya Lindqvist', crafts: ['director', 'editor'] },
      format: 'documentary',
      budget_min_minor: 1_500_000,
      media: [],
      saved: false,
      published_at: null,
    });
    expect((await call(maya, 'POST', `/pitches/${draft.id}/reopen`)).body).toMatchObject({ status: 'draft' });
    expect((await call(maya, 'POST', `/pitches/${draft.id}/reopen`)).status).toBe(409);
    expect((await call(maya, 'POST', `/pitches/${draft.id}/publish`)).body).toMatchObject({ status: 'open' });
    expect((await call(maya, 'POST', `/pitches/${draft.id}/publish`)).status).toBe(409);
    expect((await call(maya, 'POST', `/pitches/${draft.id}/close`)).body.status).toBe('closed');
    const reopened = await call(maya, 'POST', `/pitches/${draft.id}/reopen`);
    expect(reopened.body).toMatchObject({ status: 'open' });
    expect(reopened.body.published_at).not.toBeNull();
    expect((await call(maya, 'POST', `/pitches/${draft.id}/teleport`)).status).toBe(404);
    const events = await t.database.db
      .select({ transition: hiringEvents.transition })
      .from(hiringEvents)
      .where(and(eq(hiringEvents.recordType, 'pitch'), eq(hiringEvents.recordId, draft.id as string)));
    expect(events.map((event) => event.transition)).toEqual(['publish', 'close', 'reopen']);
  });

  it('refuses bad input with a 400, and edits only your own pitch', async () => {
    const bad = await call(maya, 'POST', '/pitches', pitchInput({ budget_max_minor: 10 }));
    expect(bad.status).toBe(400);
    const pitch = await pitchOf(maya);
    const edited = await call(
      maya,
      'PUT',
      `/pitches/${pitch.id}`,
      pitchInput({ title: 'Salt roads, revised' }),
    );
    expect(edited.body).toMatchObject({ title: 'Salt roads, revised', status: 'open' });
    for (const who of [otherFilmmaker, acme]) {
      const refused = await call(who, 'PUT', `/pitches/${pitch.id}`, pitchInput({ title: 'Mine now' }));
      expect(refused.status).toBe(who === acme ? 403 : 404);
      expect((await call(who, 'POST', `/pitches/${pitch.id}/close`)).status).toBe(who === acme ? 403 : 404);
      expect((await call(who, 'DELETE', `/pitches/${pitch.id}`)).status).toBe(who === acme ? 403 : 404);
    }
    expect((await call(undefined, 'POST', '/pitches', pitchInput())).status).toBe(401);
    expect((await call(acme, 'POST', '/pitches', pitchInput())).status).toBe(403);
  });

  it('deletes a pitch for good (its owner only), and it leaves the saved lists', async () => {
    const pitch = await pitchOf(maya, { title: 'Gone soon' });
    expect((await call(acme, 'PUT', `/pitches/${pitch.id}/saved`)).status).toBe(200);
    expect((await call(maya, 'DELETE', `/pitches/${pitch.id}`)).status).toBe(204);
    expect((await call(maya, 'GET', `/pitches/${pitch.id}`)).status).toBe(404);
    expect((await call(maya, 'DELETE', `/pitches/${pitch.id}`)).status).toBe(404);
    const saved = await call(acme, 'GET', '/pitches?saved=true');
    expect(saved.body.items.map((item: Loose) => item.id)).not.toContain(pitch.id);
  });
});

describe('who reads pitches', () => {
  it('open ones for verified clients and admins; drafts for their filmmaker and admins only', async () => {
    const open = await pitchOf(maya, { title: 'Readable' });
    const draft = await pitchOf(maya, { title: 'Private draft' }, false);
    for (const who of [acme, northlight, admin, maya]) {
      expect((await call(who, 'GET', `/pitches/${open.id}`)).status).toBe(200);
    }
    expect((await call(maya, 'GET', `/pitches/${draft.id}`)).status).toBe(200);
    expect((await call(admin, 'GET', `/pitches/${draft.id}`)).status).toBe(200);
    for (const who of [acme, otherFilmmaker]) {
      expect((await call(who, 'GET', `/pitches/${draft.id}`)).status).toBe(404);
    }
    expect((await call(otherFilmmaker, 'GET', `/pitches/${open.id}`)).status).toBe(404);
    expect((await call(unverified, 'GET', `/pitches/${open.id}`)).status).toBe(403);
    expect((await call(undefined, 'GET', `/pitches/${open.id}`)).status).toBe(401);
    // The lists: clients see open ones, the unverified and filmmakers no list at all.
    expect((await call(unverified, 'GET', '/pitches')).status).toBe(403);
    const fromFilmmaker = await call(otherFilmmaker, 'GET', '/pitches');
    expect(fromFilmmaker.status).toBe(403);
    // A filmmaker-only account cannot set up a client profile, so it is told which accounts browse.
    expect(fromFilmmaker.body).toMatchObject({
      error: 'Only client accounts can do this, and this account is not a client account',
    });
    expect((await call(undefined, 'GET', '/pitches')).status).toBe(401);
    const seen = (await call(acme, 'GET', '/pitches?limit=100')).body.items.map((item: Loose) => item.id);
    expect(seen).toContain(open.id);
    expect(seen).not.toContain(draft.id);
    const all = (await call(admin, 'GET', '/pitches?limit=100')).body.items.map((item: Loose) => item.id);
    expect(all).toEqual(expect.arrayContaining([open.id, draft.id]));
    const mine = (await call(maya, 'GET', '/pitches/mine?limit=100')).body.items.map(
      (item: Loose) => item.id,
    );
    expect(mine).toEqual(expect.arrayContaining([open.id, draft.id]));
    const others = (await call(otherFilmmaker, 'GET', '/pitches/mine')).body.items;
    expect(others).toEqual([]);
  });

  it('a closed pitch leaves the clients’ list and reads as not found; an admin may close one', async () => {
    const pitch = await pitchOf(maya, { title: 'Moderated' });
    expect((await call(admin, 'POST', `/pitches/${pitch.id}/close`)).body.status).toBe('closed');
    expect((await call(admin, 'POST', `/pitches/${pitch.id}/reopen`)).status).toBe(409);
    expect((await call(acme, 'GET', `/pitches/${pitch.id}`)).status).toBe(404);
    const seen = (await call(acme, 'GET', '/pitches?limit=100')).body.items.map((item: Loose) => item.id);
    expect(seen).not.toContain(pitch.id);
  });
});

describe('browsing', () => {
  it('filters by words, format, budget and craft, and pages with a cursor', async () => {
    const wanted = await pitchOf(maya, {
      title: 'Neon harbour',
      logline: 'A music video shot in one night among the cranes of a container port.',
      format: 'music_video',
      budget_min_minor: 300_000,
      budget_max_minor: 800_000,
    });
    await pitchOf(otherFilmmaker, {
      title: 'Harbour lights',
      format: 'short_film',
      budget_min_minor: 5_000_000,
      budget_max_minor: 9_000_000,
    });
    const ids = async (query: string) =>
      (await call(acme, 'GET', `/pitches?${query}`)).body.items.map((item: Loose) => item.id as string);
    expect(await ids('q=neon')).toEqual([wanted.id]);
    expect(await ids('q=harb&format=music_video')).toEqual([wanted.id]);
    expect(await ids('q=harbour&budget_max_minor=1000000')).toEqual([wanted.id]);
    expect(await ids('q=harbour&craft=editor')).toEqual([wanted.id]);
    expect(await ids('q=harbour')).toHaveLength(2);
    expect((await call(acme, 'GET', '/pitches?format=wedding')).status).toBe(400);
    expect((await call(acme, 'GET', '/pitches?after=nonsense')).status).toBe(400);

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Loose = (await call(acme, 'GET', `/pitches?limit=2${after ? `&after=${after}` : ''}`)).body;
      seen.push(...page.items.map((item: Loose) => item.id as string));
      after = page.next_cursor as string | null;
    } while (after);
    const all = (await call(acme, 'GET', '/pitches?limit=100')).body.items.map((item: Loose) => item.id);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('saves and unsaves per client: another client’s list is their own', async () => {
    const pitch = await pitchOf(maya, { title: 'Worth keeping' });
    expect((await call(acme, 'PUT', `/pitches/${pitch.id}/saved`)).body.saved).toBe(true);
    expect((await call(acme, 'PUT', `/pitches/${pitch.id}/saved`)).status).toBe(200);
    expect((await call(acme, 'GET', `/pitches/${pitch.id}`)).body.saved).toBe(true);
    expect((await call(northlight, 'GET', `/pitches/${pitch.id}`)).body.saved).toBe(false);
    const savedIds = async (who: Party) =>
      (await call(who, 'GET', '/pitches?saved=true&limit=100')).body.items.map((item: Loose) => item.id);
    expect(await savedIds(acme)).toContain(pitch.id);
    expect(await savedIds(northlight)).not.toContain(pitch.id);
    expect((await call(unverified, 'PUT', `/pitches/${pitch.id}/saved`)).status).toBe(403);
    expect((await call(otherFilmmaker, 'PUT', `/pitches/${pitch.id}/saved`)).status).toBe(403);
    expect((await call(acme, 'DELETE', `/pitches/${pitch.id}/saved`)).status).toBe(204);
    expect(await savedIds(acme)).not.toContain(pitch.id);
  });
});

describe('turning a pitch into a project', () => {
  it('makes a draft project of the client’s, prefilled from the pitch, and records it on the pitch', async () => {
    const pitch = await pitchOf(maya, { title: 'Project me' });
    const made = await call(acme, 'POST', `/pitches/${pitch.id}/project`);
    expect(made.status).toBe(201);
    const project = await call(acme, 'GET', `/projects/${made.body.project_id}`);
    expect(project.body).toMatchObject({
      client_id: acme.entityId,
      status: 'draft',
      title: 'Project me',
      production_type: 'documentary',
      description: `${pitchInput().logline}\n\n${pitchInput().treatment}`,
      budget_minor: 4_000_000,
      currency: 'GBP',
      location: { remote: false, city: 'Leeds', country: 'GB' },
      reference_links: ['https://vimeo.com/123456'],
    });
    expect((await call(northlight, 'GET', `/projects/${made.body.project_id}`)).status).toBe(404);
    const [event] = await t.database.db
      .select()
      .from(hiringEvents)
      .where(
        and(eq(hiringEvents.recordId, pitch.id as string), eq(hiringEvents.transition, 'turn_into_project')),
      );
    expect(event).toMatchObject({ actor: 'client', note: `project ${made.body.project_id}` });
  });

  it('only for verified clients, only from open pitches', async () => {
    const pitch = await pitchOf(maya, { title: 'Not for everyone' });
    const draft = await pitchOf(maya, { title: 'Still a draft' }, false);
    expect((await call(northlight, 'POST', `/pitches/${draft.id}/project`)).status).toBe(404);
    expect((await call(unverified, 'POST', `/pitches/${pitch.id}/project`)).status).toBe(403);
    expect((await call(otherFilmmaker, 'POST', `/pitches/${pitch.id}/project`)).status).toBe(403);
    expect((await call(maya, 'POST', `/pitches/${pitch.id}/project`)).status).toBe(403);
    expect((await call(admin, 'POST', `/pitches/${pitch.id}/project`)).status).toBe(403);
    expect((await call(undefined, 'POST', `/pitches/${pitch.id}/project`)).status).toBe(401);
    // A client with no place on their profile gets a remote draft to change.
    const made = await call(northlight, 'POST', `/pitches/${pitch.id}/project`);
    const project = await call(northlight, 'GET', `/projects/${made.body.project_id}`);
    expect(project.body.location).toEqual({ remote: true, city: null, country: null });
  });
});

describe('pitch media', () => {
  it('filmmakers upload private pitch files; clients read them through signed links on an open pitch', async () => {
    const pdf = await uploaded(t, {
      token: maya.token,
      kind: 'pitch_media',
      name: 'deck.pdf',
      type: 'application/pdf',
      data: makePdf(),
    });
    expect(pdf).toMatchObject({ kind: 'pitch_media', visibility: 'private' });
    const fromClient = await upload(t, {
      token: acme.token,
      kind: 'pitch_media',
      name: 'x.pdf',
      type: 'application/pdf',
      data: makePdf(),
    });
    expect(fromClient.statusCode).toBe(403);
    // Another filmmaker cannot attach Maya's file.
    const stolen = await call(otherFilmmaker, 'POST', '/pitches', pitchInput({ media_file_ids: [pdf.id] }));
    expect(stolen.status).toBe(400);

    const pitch = await pitchOf(maya, { title: 'With a deck', media_file_ids: [pdf.id] });
    const read = await call(acme, 'GET', `/pitches/${pitch.id}`);
    expect(read.body.media).toMatchObject([
      { id: pdf.id, file_name: 'deck.pdf', mime_type: 'application/pdf' },
    ]);
    const link = read.body.media[0].url as string;
    expect((await fetchLink(t, link)).statusCode).toBe(200);
    // The file itself stays private: no signed link, no read for the client.
    expect((await call(acme, 'GET', `/files/${pdf.id}`)).status).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('lists the pitches resource and its transitions', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/rest/v1/pitches',
        '/api/rest/v1/pitches/mine',
        '/api/rest/v1/pitches/{id}',
        '/api/rest/v1/pitches/{id}/saved',
        '/api/rest/v1/pitches/{id}/project',
        '/api/rest/v1/pitches/{id}/{transition}',
      ]),
    );
  });
});
