import { eq } from 'drizzle-orm';
import { filmmakers } from '../../db/schema/profiles.ts';
import { seedDemo } from '../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('talent directory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo({ db: t.database.db });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { apikey: t.anonKey } });

  it('lists set-up filmmakers, verified first, with public fields only', async () => {
    const response = await get('/api/rest/v1/talent');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: Record<string, unknown>[]; total: number }>();
    expect(body.total).toBe(7);
    expect(body.items).toHaveLength(7);
    const verified = body.items.map((item) => item.verified);
    expect(verified).toEqual([...verified].sort((a, b) => Number(b) - Number(a)));
    expect(body.items[0]).not.toHaveProperty('email');
    expect(body.items[0]).not.toHaveProperty('user_id');
  });

  it('pages by keyset with after and limit, and refuses bad paging', async () => {
    type Page = { items: { id: string }[]; total: number | null; next_cursor: string | null };
    const first = (await get('/api/rest/v1/talent?limit=3')).json<Page>();
    const second = (await get(`/api/rest/v1/talent?limit=3&after=${first.next_cursor}`)).json<Page>();
    const third = (await get(`/api/rest/v1/talent?limit=3&after=${second.next_cursor}`)).json<Page>();
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(3);
    expect(third.items).toHaveLength(1);
    expect(first.total).toBe(7);
    expect(second.total).toBeNull();
    expect(third.next_cursor).toBeNull();
    const ids = [...first.items, ...second.items, ...third.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(7);
    expect((await get('/api/rest/v1/talent?limit=0')).statusCode).toBe(400);
    expect((await get('/api/rest/v1/talent?limit=abc')).statusCode).toBe(400);
    expect((await get('/api/rest/v1/talent?after=garbage')).json()).toMatchObject({
      error: 'after: This page cursor is not valid; start again from the first page',
    });
  });

  it('hides profiles that are not set up', async () => {
    await t.database.db.update(filmmakers).set({ setup: false }).where(eq(filmmakers.username, 'jonah-park'));
    const body = (await get('/api/rest/v1/talent')).json<{ total: number }>();
    expect(body.total).toBe(6);
    expect((await get('/api/rest/v1/talent/jonah-park')).statusCode).toBe(404);
    await t.database.db.update(filmmakers).set({ setup: true }).where(eq(filmmakers.username, 'jonah-park'));
  });

  it('finds one filmmaker by username or by id', async () => {
    const byName = await get('/api/rest/v1/talent/maya-okafor');
    expect(byName.statusCode).toBe(200);
    const maya = byName.json<{ id: string; first_name: string; day_rate_minor: number; crafts: string[] }>();
    expect(maya).toMatchObject({ first_name: 'Maya', day_rate_minor: 65000 });
    expect(maya.crafts[0]).toBe('director of photography');
    expect(maya).toMatchObject({
      half_day_rate_minor: 40000,
      showreel: { provider: 'youtube', embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' },
      credits: expect.arrayContaining([expect.objectContaining({ title: 'Salt Roads' })]),
    });
    const byId = await get(`/api/rest/v1/talent/${maya.id}`);
    expect(byId.json()).toEqual(maya);
    const missing = await get('/api/rest/v1/talent/nobody-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No filmmaker with that profile' });
  });
});
