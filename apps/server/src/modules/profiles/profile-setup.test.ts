// Over 400 lines on purpose: every test shares the one app and the five accounts made in beforeAll, and the
// describe blocks build on the profiles those accounts save; splitting would repeat the setup.

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { files } from '../../db/schema/files.ts';
import { clients, filmmakerCredits, filmmakerImages, filmmakers } from '../../db/schema/profiles.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';

let t: TestApp;
type Account = { id: string; token: string };
let maya: Account;
let lena: Account;
let sam: Account;
let tom: Account;
let ada: Account;

async function account(
  email: string,
  userType: string,
  names: Record<string, string> = {},
): Promise<Account> {
  return signedInAccount(t, { email, metadata: { user_type: userType, ...names } });
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: Account, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/rest/v1${url}`,
    headers: { apikey: t.anonKey, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

/** A response with its signed links blanked (they differ on every read, by their expiry). */
const withoutLinks = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body), (key, value: unknown) => (key === 'url' ? null : value));

/** An upload as the storage module records it (only the row matters to profiles). */
async function upload(owner: Account, kind: string, visibility: 'public' | 'private' = 'public') {
  const [row] = await t.database.db
    .insert(files)
    .values({
      ownerId: owner.id,
      kind,
      visibility,
      storageKey: `test/${randomUUID()}`,
      mimeType: 'image/jpeg',
      sizeBytes: 1234,
      originalName: 'photo.jpg',
      sha256: 'x'.repeat(64),
    })
    .returning({ id: files.id });
  return row!.id;
}

const basic = {
  first_name: 'Maya',
  last_name: 'Okafor',
  username: 'maya-okafor',
  headline: 'Director of photography for documentary and brand films',
  city: 'London',
  country: 'GB',
  bio: 'Twelve years behind the camera.',
};
const professional = {
  primary_craft: 'director of photography',
  secondary_crafts: ['camera operator'],
  years_experience: 12,
  day_rate_minor: 65000,
  half_day_rate_minor: 40000,
  currency: 'GBP',
  equipment: ['Sony FX6 kit'],
  languages: ['English', 'Yoruba'],
  travel_radius_km: 500,
  availability: 'available',
};
const credits = [
  { title: 'Salt Roads', role: 'Director of photography', year: 2024, client: 'Channel 4' },
  { title: 'The Last Ferry', role: 'Camera operator', year: 2021, client: null },
];

async function filmmakerRow(userId: string) {
  const [row] = await t.database.db.select().from(filmmakers).where(eq(filmmakers.userId, userId));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  maya = await account('maya@example.com', 'filmmaker', { first_name: 'Maya', last_name: 'Okafor' });
  lena = await account('lena@example.com', 'filmmaker');
  sam = await account('sam@example.com', 'both');
  tom = await account('tom@example.com', 'client');
  ada = await account('ada@example.com', 'admin');
});
afterAll(() => t?.close());

describe('filmmaker profile setup', () => {
  test('before the first save: an empty draft starting from the sign-up names, and no record', async () => {
    const response = await call('GET', '/profiles/filmmaker/me', maya);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      id: null,
      user_id: maya.id,
      first_name: 'Maya',
      last_name: 'Okafor',
      username: null,
      currency: 'GBP',
      availability: 'available',
      setup: false,
      verified: false,
    });
    expect(profile.missing.map((gap: { field: string }) => gap.field)).toContain('username');
    expect((await call('GET', `/filmmakers?user_id=${maya.id}`, maya)).json()).toEqual([]);
  });

  test('the basic step creates the record as a draft; saving it again changes nothing else', async () => {
    const first = await call('PUT', '/profiles/filmmaker/me/basic', maya, basic);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ...basic, setup: false, id: expect.any(String) });
    const again = await call('PUT', '/profiles/filmmaker/me/basic', maya, basic);
    expect(again.json().id).toBe(first.json().id);
    const rows = await t.database.db.select().from(filmmakers).where(eq(filmmakers.userId, maya.id));
    expect(rows).toHaveLength(1);
    // The guard's record (docs/product.md §7) now exists, not set up.
    expect((await call('GET', '/filmmakers', maya)).json()).toEqual([
      expect.objectContaining({ user_id: maya.id, setup: false, verified: false }),
    ]);
  });

  test('a step is saved as sent: a field left out is cleared, other steps stay', async () => {
    await call('PUT', '/profiles/filmmaker/me/professional', maya, professional);
    const partial = await call('PUT', '/profiles/filmmaker/me/basic', maya, {
      ...basic,
      bio: '',
      headline: undefined,
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ bio: null, headline: null, day_rate_minor: 65000 });
    await call('PUT', '/profiles/filmmaker/me/basic', maya, basic);
  });

  test('a malformed or reserved username is a 400 naming the field, and stores nothing', async () => {
    for (const [username, message] of [
      ['Maya Okafor', 'Use only lowercase letters, digits and hyphens'],
      ['-maya', 'Usernames cannot start or end with a hyphen'],
      ['ma', 'Usernames are 3 to 30 characters'],
      ['admin', 'That username is reserved'],
    ]) {
      const response = await call('PUT', '/profiles/filmmaker/me/basic', maya, {
        ...basic,
        headline: 'Changed',
        username,
      });
      expect(response.statusCode, username).toBe(400);
      expect(response.json().error).toBe(`username: ${message}`);
    }
    expect(await filmmakerRow(maya.id)).toMatchObject({ username: 'maya-okafor', headline: basic.headline });
  });

  test("someone else's username is a 409, in any letter case; one's own can be saved again", async () => {
    for (const username of ['maya-okafor', 'Maya-Okafor']) {
      const response = await call('PUT', '/profiles/filmmaker/me/basic', lena, {
        first_name: 'Lena',
        username,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'That username is taken' });
    }
    // Lena's refused first save created nothing.
    expect(await filmmakerRow(lena.id)).toBeUndefined();
    expect((await call('PUT', '/profiles/filmmaker/me/basic', maya, basic)).statusCode).toBe(200);

    const check = (who: Account, username: string) =>
      call('GET', `/profiles/filmmaker/username-available?username=${encodeURIComponent(username)}`, who);
    expect((await check(lena, 'Maya-Okafor')).json()).toEqual({
      username: 'maya-okafor',
      available: false,
      reason: 'That username is taken',
    });
    expect((await check(maya, 'maya-okafor')).json()).toMatchObject({ available: true });
    expect((await check(lena, 'lena-fischer')).json()).toMatchObject({ available: true, reason: null });
    expect((await check(lena, 'support')).json()).toMatchObject({
      available: false,
      reason: 'That username is reserved',
    });
  });

  test('the professional step: crafts main first, rates in minor units, checked', async () => {
    const response = await call('PUT', '/profiles/filmmaker/me/professional', maya, professional);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      primary_craft: 'director of photography',
      secondary_crafts: ['camera operator'],
      half_day_rate_minor: 40000,
      languages: ['English', 'Yoruba'],
    });
    expect((await filmmakerRow(maya.id))!.crafts).toEqual(['director of photography', 'camera operator']);

    const tooHigh = await call('PUT', '/profiles/filmmaker/me/professional', maya, {
      ...professional,
      half_day_rate_minor: 70000,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error).toBe(
      'half_day_rate_minor: The half-day rate cannot be more than the day rate',
    );
    const unknownCraft = await call('PUT', '/profiles/filmmaker/me/professional', maya, {
      ...professional,
      primary_craft: 'best boy',
    });
    expect(unknownCraft.json().error).toBe('primary_craft: Choose a craft from the list');
    expect((await filmmakerRow(maya.id))!.halfDayRateMinor).toBe(40000);
  });

  test('the portfolio step: videos recognised, images in order, credits as child rows, idempotent', async () => {
    const first = await upload(maya, 'portfolio_image');
    const second = await upload(maya, 'portfolio_image');
    const service = await upload(maya, 'service_image');
    const portfolio = {
      showreel_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      work_links: [
        { url: 'https://vimeo.com/1084537', title: 'Brand film' },
        { url: 'https://mayaokafor.example/stills', title: 'Stills' },
      ],
      portfolio_image_ids: [second, first],
      service_image_ids: [service],
      credits,
    };
    for (let i = 0; i < 2; i++) {
      const response = await call('PUT', '/profiles/filmmaker/me/portfolio', maya, portfolio);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        showreel: {
          url: portfolio.showreel_url,
          provider: 'youtube',
          video_id: 'aqz-KE-bpKQ',
          embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
        },
        work_links: [
          { provider: 'vimeo', video_id: '1084537', title: 'Brand film' },
          { provider: 'other', video_id: null, embed_url: null, title: 'Stills' },
        ],
        portfolio_images: [
          { file_id: second, url: expect.stringContaining(second) },
          { file_id: first, url: expect.stringContaining(first) },
        ],
        service_images: [{ file_id: service, url: expect.stringContaining(service) }],
        credits,
      });
    }
    const row = (await filmmakerRow(maya.id))!;
    expect(row.showreel).toEqual({
      url: portfolio.showreel_url,
      provider: 'youtube',
      video_id: 'aqz-KE-bpKQ',
    });
    const storedCredits = await t.database.db
      .select()
      .from(filmmakerCredits)
      .where(eq(filmmakerCredits.filmmakerId, row.id));
    expect(storedCredits).toHaveLength(2);
    const images = await t.database.db
      .select()
      .from(filmmakerImages)
      .where(eq(filmmakerImages.filmmakerId, row.id));
    expect(images).toHaveLength(3);
  });

  test("images must be one's own public uploads of the right kind; a refused save changes nothing", async () => {
    const lenasImage = await upload(lena, 'portfolio_image');
    const myPassport = await upload(maya, 'identity_document', 'private');
    const myAvatar = await upload(maya, 'avatar');
    const before = await call('GET', '/profiles/filmmaker/me', maya);
    for (const [ids, message] of [
      [[lenasImage], 'portfolio_image_ids: That file is not one of your uploads'],
      [[myPassport], 'portfolio_image_ids: That file is not one of your uploads'],
      [[randomUUID()], 'portfolio_image_ids: That file is not one of your uploads'],
      [[myAvatar], 'portfolio_image_ids: That file was not uploaded as a portfolio image or clip'],
    ] as const) {
      const response = await call('PUT', '/profiles/filmmaker/me/portfolio', maya, {
        credits: [],
        portfolio_image_ids: ids,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
    const avatar = await call('PUT', '/profiles/filmmaker/me/basic', maya, {
      ...basic,
      avatar_file_id: lenasImage,
    });
    expect(avatar.json().error).toBe('avatar_file_id: That file is not one of your uploads');
    // Signed links carry their own expiry, so compare the profile without them.
    expect(withoutLinks((await call('GET', '/profiles/filmmaker/me', maya)).json())).toEqual(
      withoutLinks(before.json()),
    );

    const withAvatar = await call('PUT', '/profiles/filmmaker/me/basic', maya, {
      ...basic,
      avatar_file_id: myAvatar,
    });
    expect(withAvatar.json().avatar).toEqual({
      file_id: myAvatar,
      url: expect.stringContaining(myAvatar),
      mime_type: 'image/jpeg',
    });
  });

  test('links other than http(s) are refused', async () => {
    const response = await call('PUT', '/profiles/filmmaker/me/portfolio', maya, {
      showreel_url: 'javascript:alert(document.cookie)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('showreel_url: Only https:// and http:// links are accepted');
  });

  test('submit refuses an incomplete profile with what is missing, then publishes a complete one', async () => {
    await call('PUT', '/profiles/filmmaker/me/basic', lena, { first_name: 'Lena', username: 'lena-fischer' });
    const refused = await call('POST', '/profiles/filmmaker/me/submit', lena);
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body.error).toMatch(/^Your profile is not complete yet: add your last name; write a headline;/);
    expect(
      body.details.missing.map((gap: { step: string; field: string }) => `${gap.step}.${gap.field}`),
    ).toEqual([
      'basic.last_name',
      'basic.headline',
      'basic.city',
      'basic.country',
      'professional.primary_craft',
      'professional.years_experience',
      'professional.day_rate_minor',
      'portfolio.portfolio',
    ]);
    expect((await filmmakerRow(lena.id))!.setup).toBe(false);

    const submitted = await call('POST', '/profiles/filmmaker/me/submit', maya);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ setup: true, missing: [] });
    expect((await call('POST', '/profiles/filmmaker/me/submit', maya)).statusCode).toBe(200);
    expect((await call('GET', '/filmmakers', maya)).json()).toEqual([
      expect.objectContaining({ setup: true }),
    ]);

    // Public now, with the new fields and without the account behind it.
    const page = await call('GET', '/talent/maya-okafor');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      half_day_rate_minor: 40000,
      languages: ['English', 'Yoruba'],
      credits,
      showreel: { provider: 'youtube' },
    });
    expect(page.json()).not.toHaveProperty('user_id');
  });

  test('a public profile cannot be edited into an incomplete one', async () => {
    const response = await call('PUT', '/profiles/filmmaker/me/professional', maya, {
      ...professional,
      day_rate_minor: null,
      half_day_rate_minor: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'Your profile is live and needs these, so nothing was saved: set your day rate',
    );
    expect((await filmmakerRow(maya.id))!.dayRateMinor).toBe(65000);
    const edit = await call('PUT', '/profiles/filmmaker/me/professional', maya, {
      ...professional,
      day_rate_minor: 70000,
    });
    expect(edit.json()).toMatchObject({ day_rate_minor: 70000, setup: true });
  });

  test('two first saves at once make one record', async () => {
    const jonah = await account('jonah@example.com', 'filmmaker');
    const responses = await Promise.all([
      call('PUT', '/profiles/filmmaker/me/basic', jonah, { first_name: 'Jonah' }),
      call('PUT', '/profiles/filmmaker/me/professional', jonah, { primary_craft: 'animator' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(filmmakers)
      .where(eq(filmmakers.userId, jonah.id))) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('who may write which profile', () => {
  test('signed out: 401', async () => {
    expect((await call('GET', '/profiles/filmmaker/me')).statusCode).toBe(401);
    expect((await call('PUT', '/profiles/filmmaker/me/basic', undefined, basic)).statusCode).toBe(401);
    expect((await call('PUT', '/profiles/client/me/basic', undefined, {})).statusCode).toBe(401);
  });

  test('a filmmaker cannot create a client record, nor a client a filmmaker one, nor an admin either', async () => {
    const asFilmmaker = await call('PUT', '/profiles/client/me/basic', maya, { company_name: 'Maya Films' });
    expect(asFilmmaker.statusCode).toBe(403);
    expect(asFilmmaker.json()).toEqual({ error: 'Only client accounts have a client profile' });
    expect((await call('POST', '/profiles/client/me/submit', maya)).statusCode).toBe(403);
    expect((await call('GET', '/profiles/client/me', maya)).statusCode).toBe(403);
    const asClient = await call('PUT', '/profiles/filmmaker/me/basic', tom, { first_name: 'Tom' });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toEqual({ error: 'Only filmmaker accounts have a filmmaker profile' });
    expect((await call('PUT', '/profiles/filmmaker/me/basic', ada, { first_name: 'Ada' })).statusCode).toBe(
      403,
    );
    expect(await t.database.db.select().from(clients).where(eq(clients.userId, maya.id))).toEqual([]);
    expect(await filmmakerRow(tom.id)).toBeUndefined();
  });

  test("another user's save only ever writes their own record", async () => {
    const before = await filmmakerRow(maya.id);
    await call('PUT', '/profiles/filmmaker/me/basic', lena, {
      first_name: 'Lena',
      user_id: maya.id,
      id: before!.id,
    });
    expect(await filmmakerRow(maya.id)).toEqual(before);
    expect((await filmmakerRow(lena.id))!.firstName).toBe('Lena');
  });
});

describe('client profile setup', () => {
  const company = {
    company_name: 'Northlight Studios',
    client_kind: 'company',
    industry: 'Advertising agency',
    website: 'https://northlight.example',
    city: 'Manchester',
    country: 'GB',
    about: 'Brand films for outdoor companies.',
  };

  test('draft, incomplete submit, complete submit', async () => {
    expect((await call('GET', '/profiles/client/me', tom)).json()).toMatchObject({ id: null, setup: false });
    const draft = await call('PUT', '/profiles/client/me/basic', tom, { company_name: 'Northlight Studios' });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().missing.map((gap: { field: string }) => gap.field)).toEqual([
      'client_kind',
      'industry',
      'city',
      'country',
    ]);
    const refused = await call('POST', '/profiles/client/me/submit', tom);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^Your profile is not complete yet: say whether you hire/);

    const logo = await upload(tom, 'company_logo');
    const saved = await call('PUT', '/profiles/client/me/basic', tom, { ...company, logo_file_id: logo });
    expect(saved.json()).toMatchObject({
      ...company,
      logo: { file_id: logo, url: expect.stringContaining(logo) },
      missing: [],
    });
    expect((await call('POST', '/profiles/client/me/submit', tom)).json()).toMatchObject({ setup: true });
    expect((await call('GET', '/clients', tom)).json()).toEqual([
      expect.objectContaining({ company_name: 'Northlight Studios', setup: true, verified: false }),
    ]);
  });

  test('a bad website is a 400 naming the field', async () => {
    const response = await call('PUT', '/profiles/client/me/basic', tom, {
      ...company,
      website: 'ftp://northlight',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('website: Only https:// and http:// links are accepted');
  });

  test("a 'both' account keeps both records, each with its own setup", async () => {
    expect(
      (await call('PUT', '/profiles/filmmaker/me/basic', sam, { first_name: 'Sam', username: 'sam-rivera' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/profiles/client/me/basic', sam, { ...company, company_name: 'Rivera Sound' }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', '/profiles/client/me/submit', sam)).statusCode).toBe(200);
    expect((await call('GET', '/clients', sam)).json()).toEqual([expect.objectContaining({ setup: true })]);
    expect((await call('GET', '/filmmakers', sam)).json()).toEqual([
      expect.objectContaining({ username: 'sam-rivera', setup: false }),
    ]);
  });
});
