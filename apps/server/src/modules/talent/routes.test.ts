import { ANONYMOUS_CACHE } from '@reelhire/shared/constants';
import { TALENT_TOTAL_CAP } from '@reelhire/shared/talent';
import { eq, sql } from 'drizzle-orm';
import { filmmakers } from '../../db/schema/profiles.ts';
import { seedDemo } from '../../seed/seed.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// These change profiles between a visitor's reads, so they ask an app that keeps no answers; the keeping
// (decision 0090) has tests of its own below.
const FRESH = { env: { ANONYMOUS_CACHE_SECONDS: '0' } };

describe('talent directory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(FRESH);
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

// Decision 0088: without words the heading's count stops one past TALENT_TOTAL_CAP, so the first page's
// time does not grow with the directory; with words every match is ranked, so that count stays exact.
describe('a directory larger than the count for its heading', () => {
  let t: TestApp;
  type Page = { items: unknown[]; total: number | null; total_capped: boolean; next_cursor: string | null };
  const get = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/rest/v1/talent?${query}`,
      headers: { apikey: t.anonKey },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const counted = async (query: string) => {
    const { total, total_capped } = await get(query);
    return { total, total_capped };
  };

  beforeAll(async () => {
    t = await createTestApp(FRESH);
    // Exactly TALENT_TOTAL_CAP set-up profiles (every tenth in Lisbon, the rest in London), and 20 drafts.
    const profiles = TALENT_TOTAL_CAP + 20;
    await t.database.db.execute(sql`insert into users (email, user_metadata)
      select 'many-' || g || '@example.test', '{"user_type":"filmmaker"}'::jsonb
        from generate_series(1, ${profiles}) g`);
    await t.database.db
      .execute(sql`insert into filmmakers (user_id, username, first_name, last_name, headline,
        city, country, crafts, currency, setup)
      select id, 'many-' || n, 'Many', 'Number ' || n, 'Lighting for commercials',
        case when n % 10 = 0 then 'Lisbon' else 'London' end, case when n % 10 = 0 then 'PT' else 'GB' end,
        array['gaffer'], 'GBP', n <= ${TALENT_TOTAL_CAP}
        from (select id, substr(email, 6, position('@' in email) - 6)::int as n
                from users where email like 'many-%') u`);
  });
  afterAll(() => t?.close());

  it('counts exactly up to the cap, and says "at least the cap" past it', async () => {
    expect(await counted('')).toEqual({ total: TALENT_TOTAL_CAP, total_capped: false });
    await t.database.db.update(filmmakers).set({ setup: true }).where(eq(filmmakers.username, 'many-1001'));
    const first = await get('limit=24');
    expect(first).toMatchObject({ total: TALENT_TOTAL_CAP, total_capped: true });
    expect(first.items).toHaveLength(24);
    // Later pages are not counted, as before.
    expect(await counted(`limit=24&after=${first.next_cursor}`)).toEqual({
      total: null,
      total_capped: false,
    });
    // Filters are counted the same way: exact under the cap, capped over it.
    expect(await counted('city=lisbon')).toEqual({ total: 100, total_capped: false });
    expect(await counted('craft=gaffer&currency=GBP')).toEqual({
      total: TALENT_TOTAL_CAP,
      total_capped: true,
    });
    // Words rank every match, so their count is exact at any size.
    expect(await counted('q=lighting')).toEqual({ total: TALENT_TOTAL_CAP + 1, total_capped: false });
    expect(await counted('q=lighting&city=lisbon')).toEqual({ total: 100, total_capped: false });
  });
});

// Decision 0090: a signed-out visitor's directory answer is kept for a few seconds, whole; a signed-in
// caller is always answered afresh.
describe('answers kept for signed-out visitors', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo({ db: t.database.db });
    ({ token } = await signedInAccount(t, {
      email: 'looking@example.test',
      metadata: { user_type: 'client' },
    }));
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  type Page = { items: { username: string; headline: string | null }[]; total: number };
  const visitor = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { apikey: t.anonKey } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response;
  };
  const signedIn = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { apikey: t.anonKey, authorization: `Bearer ${token}` } });
  const headlineOf = (page: Page, username: string) =>
    page.items.find((item) => item.username === username)?.headline;

  it('answers a visitor exactly as it answers a signed-in caller', async () => {
    const kept = await visitor('/api/rest/v1/talent?limit=5');
    const again = await visitor('/api/rest/v1/talent?limit=5');
    const fresh = await signedIn('/api/rest/v1/talent?limit=5');
    expect(again.body).toBe(kept.body);
    expect(kept.json()).toEqual(fresh.json());
    expect(kept.json<Page>().items).toHaveLength(5);
  });

  it('shows a change to signed-in callers at once, and to visitors once the kept answer is a few seconds old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const url = '/api/rest/v1/talent?q=maya';
    expect(headlineOf((await visitor(url)).json<Page>(), 'maya-okafor')).not.toBe('Now shooting in Lagos');
    await t.database.db
      .update(filmmakers)
      .set({ headline: 'Now shooting in Lagos' })
      .where(eq(filmmakers.username, 'maya-okafor'));
    expect(headlineOf((await signedIn(url)).json<Page>(), 'maya-okafor')).toBe('Now shooting in Lagos');
    // The same search in another order is the same question, still answered from what was kept.
    expect(
      headlineOf((await visitor('/api/rest/v1/talent?limit=24&q=maya')).json<Page>(), 'maya-okafor'),
    ).not.toBe('Now shooting in Lagos');
    vi.setSystemTime(Date.now() + ANONYMOUS_CACHE.ttlMs);
    expect(headlineOf((await visitor(url)).json<Page>(), 'maya-okafor')).toBe('Now shooting in Lagos');
  });

  it('keeps no refusal: a bad search is answered 400 every time', async () => {
    for (let n = 0; n < 2; n++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/rest/v1/talent?limit=abc',
        headers: { apikey: t.anonKey },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
