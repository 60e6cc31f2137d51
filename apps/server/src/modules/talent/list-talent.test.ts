import { like } from 'drizzle-orm';
import { filmmakers } from '../../db/schema/profiles.ts';
import { seedDemo } from '../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAccount } from '../auth/auth-test-kit.ts';

// The directory's search on a real database (PGlite, and PostgreSQL in the server-postgres project): the
// seeded demo profiles plus a few written here to test ranking and what must never appear.

type Item = { username: string; verified: boolean; years_experience: number | null };
type Page = { items: Item[]; total: number | null; next_cursor: string | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo({ db: t.database.db });
  const add = async (values: Partial<typeof filmmakers.$inferInsert> & { username: string }) => {
    const user = await createAccount(t.database.db, {
      email: `${values.username}@example.com`,
      password: null,
    });
    await t.database.db
      .insert(filmmakers)
      .values({ userId: user.id, setup: true, currency: 'GBP', ...values });
  };
  // Verified and the most experienced, so first without a search; her bio only mentions gaffers.
  await add({
    username: 'ruth-bell',
    firstName: 'Ruth',
    lastName: 'Bell',
    headline: 'Camera operator for live events',
    bio: 'I usually work alongside a gaffer and a spark on multi-camera shoots.',
    city: 'London',
    country: 'GB',
    crafts: ['camera operator'],
    yearsExperience: 30,
    dayRateMinor: 50000,
    verified: true,
  });
  // Still in setup: never listed, however well it matches.
  await add({
    username: 'hidden-gaffer',
    firstName: 'Hidden',
    lastName: 'Gaffer',
    headline: 'Gaffer',
    city: 'London',
    country: 'GB',
    crafts: ['gaffer'],
    yearsExperience: 40,
    dayRateMinor: 40000,
    verified: true,
    setup: false,
  });
});
afterAll(() => t?.close());

async function search(query: string): Promise<Page> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/rest/v1/talent${query ? `?${query}` : ''}`,
    headers: { apikey: t.anonKey },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}
const names = async (query: string) => (await search(query)).items.map((item) => item.username);

describe('talent search', () => {
  it('without words: set-up profiles only, verified first, then the most experienced', async () => {
    const page = await search('');
    // Every one of them: far fewer than the count's cap (decision 0088).
    expect(page).toMatchObject({ total: 8, total_capped: false });
    expect(page.items.map((item) => item.username)).toEqual([
      'ruth-bell',
      'ines-moreau',
      'maya-okafor',
      'priya-nair',
      'lena-fischer',
      'sam-rivera',
      'kwame-asante',
      'jonah-park',
    ]);
  });

  it('finds words in names, username, headline, bio, crafts and city, as prefixes', async () => {
    expect(await names('q=okaf')).toEqual(['maya-okafor']);
    expect(await names('q=maya-okafor')).toEqual(['maya-okafor']);
    expect(await names('q=Glasgow')).toEqual(['jonah-park']);
    expect(await names('q=resolve')).toEqual(['lena-fischer']); // bio: "grade in DaVinci Resolve"
    expect(await names('q=drone')).toEqual(['kwame-asante']);
    expect(await names('q=colourist')).toEqual(['lena-fischer']); // crafts
  });

  it('folds accents and case, and stems English: "ines", "DIRECTING"', async () => {
    expect(await names('q=ines')).toEqual(['ines-moreau']);
    expect(await names('q=In%C3%A8s')).toEqual(['ines-moreau']);
    expect(await names('q=DIRECTING')).toEqual(expect.arrayContaining(['ines-moreau']));
  });

  it('understands the other words for a craft: dop, colorist', async () => {
    expect(await names('q=dop')).toEqual(['maya-okafor']);
    expect(await names('q=cinematographer')).toEqual(['maya-okafor']);
    expect(await names('q=colorist')).toEqual(['lena-fischer']);
  });

  it('needs every word to match', async () => {
    expect(await names('q=sound+bristol')).toEqual(['sam-rivera']);
    expect(await names('q=sound+london')).toEqual([]);
  });

  it('ranks by relevance: a gaffer by craft and headline before a bio that mentions one', async () => {
    expect(await names('q=gaffer')).toEqual(['priya-nair', 'ruth-bell']);
  });

  it('filters by craft (main or other), city in any case, and country', async () => {
    expect(await names('craft=camera+operator')).toEqual(['ruth-bell', 'maya-okafor', 'kwame-asante']);
    expect(await names('craft=director')).toEqual(['ines-moreau']);
    expect(await names('city=LONDON')).toEqual(['ruth-bell', 'maya-okafor', 'priya-nair']);
    expect(await names('country=de')).toEqual(['lena-fischer']);
  });

  it('filters by day rate in one currency, availability and verification', async () => {
    expect(await names('currency=GBP&min_rate=40000&max_rate=50000')).toEqual([
      'ruth-bell',
      'sam-rivera',
      'kwame-asante',
    ]);
    expect(await names('currency=EUR&min_rate=60000')).toEqual(['ines-moreau']);
    expect(await names('availability=limited')).toEqual(['sam-rivera', 'jonah-park']);
    expect((await search('verified_only=true')).items.every((item) => item.verified)).toBe(true);
    expect((await search('verified_only=true')).total).toBe(6);
  });

  it('combines words and filters, with the total of all matches across pages', async () => {
    expect(await names('q=camera&city=london&currency=GBP&max_rate=60000&verified_only=true')).toEqual([
      'ruth-bell',
    ]);
    const firstPage = await search('country=GB&limit=2');
    const secondPage = await search(`country=GB&limit=2&after=${firstPage.next_cursor}`);
    expect(firstPage.total).toBe(6);
    // Counted once, for the heading: later pages do not pay for it again.
    expect(secondPage.total).toBeNull();
    expect(firstPage.items.map((item) => item.username)).toEqual(['ruth-bell', 'maya-okafor']);
    expect(secondPage.items.map((item) => item.username)).toEqual(['priya-nair', 'sam-rivera']);
  });

  it('pages by keyset, with and without words: every profile exactly once, even as profiles are added', async () => {
    for (const filter of ['country=GB', 'q=london', 'q=camera', '']) {
      const whole = await names(`${filter}&limit=100`);
      const seen: string[] = [];
      let after: string | null = null;
      let turn = 0;
      do {
        const page: Page = await search(`${filter}&limit=2${after ? `&after=${after}` : ''}`);
        seen.push(...page.items.map((item) => item.username));
        after = page.next_cursor;
        // A profile finished meanwhile, at the very top of the order: it never shifts what follows.
        turn += 1;
        const username = `late-${filter.replace(/\W/g, '') || 'all'}-${turn}`;
        const user = await createAccount(t.database.db, { email: `${username}@example.com`, password: null });
        await t.database.db.insert(filmmakers).values({
          userId: user.id,
          username,
          firstName: 'Late',
          lastName: 'London Camera',
          headline: 'Camera in London',
          city: 'London',
          country: 'GB',
          crafts: ['camera operator'],
          yearsExperience: 60,
          verified: true,
          setup: true,
          currency: 'GBP',
        });
      } while (after);
      expect(seen, filter).toEqual(whole);
      await t.database.db.delete(filmmakers).where(like(filmmakers.username, 'late-%'));
    }
  });

  it('refuses a cursor that is not one of its own with a 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/rest/v1/talent?after=WyJ4Il0',
      headers: { apikey: t.anonKey },
    });
    expect(response.statusCode).toBe(400);
    // A ranked search's cursor does not fit the plain listing.
    const ranked = await search('q=london&limit=1');
    const mixed = await t.app.inject({
      method: 'GET',
      url: `/api/rest/v1/talent?limit=1&after=${ranked.next_cursor}`,
      headers: { apikey: t.anonKey },
    });
    expect(mixed.statusCode).toBe(400);
  });

  it('says honestly when nothing matches, and never lists drafts', async () => {
    expect(await search('q=hidden')).toEqual({ items: [], total: 0, total_capped: false, next_cursor: null });
    expect(await names('craft=grip')).toEqual([]);
  });

  it('shows public fields only', async () => {
    const [item] = (await search('q=maya')).items as unknown as Record<string, unknown>[];
    expect(item).toMatchObject({
      username: 'maya-okafor',
      half_day_rate_minor: 40000,
      availability: 'available',
    });
    for (const hidden of ['user_id', 'email', 'setup', 'search']) expect(item).not.toHaveProperty(hidden);
  });

  it('refuses a rate range without its currency, with the reason', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/rest/v1/talent?min_rate=10000',
      headers: { apikey: t.anonKey },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('currency: Choose a currency for the rate range');
  });

  it('treats search syntax as plain words', async () => {
    for (const q of ["maya:* | !'x'", '&&', '(', "o'brien", '-- drop table']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/rest/v1/talent?q=${encodeURIComponent(q)}`,
        headers: { apikey: t.anonKey },
      });
      expect(response.statusCode, q).toBe(200);
    }
  });
});
