import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/files.ts';
import { clients, filmmakerImages, filmmakers } from '../../db/schema/profiles.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';

// Editing a profile after it went live (the account page's profile tab): the same step PUTs as setup,
// with one more rule: a live profile stays complete. Edits show in the directory at once to anyone signed in
// (signed-out visitors are answered from what was kept for a few seconds, decision 0090).

let t: TestApp;
type Account = { id: string; token: string };
let nia: Account;
let orla: Account;

async function account(email: string, userType: string): Promise<Account> {
  return signedInAccount(t, { email, metadata: { user_type: userType } });
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: Account, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/rest/v1${url}`,
    headers: { apikey: t.anonKey, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

async function upload(owner: Account, kind: string) {
  const [row] = await t.database.db
    .insert(files)
    .values({
      ownerId: owner.id,
      kind,
      visibility: 'public',
      storageKey: `test/${randomUUID()}`,
      mimeType: 'image/jpeg',
      sizeBytes: 1234,
      originalName: 'still.jpg',
      sha256: 'x'.repeat(64),
    })
    .returning({ id: files.id });
  return row!.id;
}

const basic = {
  first_name: 'Nia',
  last_name: 'Adeyemi',
  username: 'nia-adeyemi',
  headline: 'Gaffer for music videos and commercials',
  city: 'Bristol',
  country: 'GB',
  bio: 'Lighting crews since 2012.',
};
const professional = {
  primary_craft: 'gaffer',
  secondary_crafts: ['grip'],
  years_experience: 11,
  day_rate_minor: 45000,
  currency: 'GBP',
  availability: 'available',
};
let portfolio: { showreel_url: string; portfolio_image_ids: string[] };

const company = {
  company_name: 'Harbour Films',
  client_kind: 'company',
  industry: 'Production company',
  city: 'Glasgow',
  country: 'GB',
};

async function filmmakerRow() {
  const [row] = await t.database.db.select().from(filmmakers).where(eq(filmmakers.userId, nia.id));
  return row!;
}

/** The ids of the directory's answer to a query string. */
async function directory(query: string): Promise<(string | null)[]> {
  const response = await call('GET', `/talent?${query}`, orla);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: { username: string | null }[] }>().items.map((item) => item.username);
}

beforeAll(async () => {
  t = await createTestApp();
  nia = await account('nia@example.com', 'filmmaker');
  orla = await account('orla@example.com', 'client');
  portfolio = {
    showreel_url: 'https://vimeo.com/76979871',
    portfolio_image_ids: [await upload(nia, 'portfolio_image')],
  };
  for (const [step, body] of [
    ['basic', basic],
    ['professional', professional],
    ['portfolio', portfolio],
  ] as const) {
    expect((await call('PUT', `/profiles/filmmaker/me/${step}`, nia, body)).statusCode).toBe(200);
  }
  expect((await call('POST', '/profiles/filmmaker/me/submit', nia)).json()).toMatchObject({ setup: true });
  expect((await call('PUT', '/profiles/client/me/basic', orla, company)).statusCode).toBe(200);
  expect((await call('POST', '/profiles/client/me/submit', orla)).json()).toMatchObject({ setup: true });
});
afterAll(() => t?.close());

describe('editing a live filmmaker profile', () => {
  test('clearing the headline is a 400 naming it, and nothing of the save is kept', async () => {
    const response = await call('PUT', '/profiles/filmmaker/me/basic', nia, {
      ...basic,
      headline: '',
      bio: 'A new bio sent with the empty headline.',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Your profile is live and needs these, so nothing was saved: write a headline',
      details: { missing: [{ step: 'basic', field: 'headline', message: 'Write a headline' }] },
    });
    const row = await filmmakerRow();
    expect(row).toMatchObject({ headline: basic.headline, bio: basic.bio, setup: true });
  });

  test('clearing the crafts is refused, and several gaps are all named', async () => {
    const response = await call('PUT', '/profiles/filmmaker/me/professional', nia, {
      ...professional,
      primary_craft: null,
      secondary_crafts: [],
      years_experience: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'Your profile is live and needs these, so nothing was saved: choose your main craft; add your years of experience',
    );
    expect((await filmmakerRow()).crafts).toEqual(['gaffer', 'grip']);
  });

  test('taking away everything to look at is refused, and the images stay', async () => {
    const response = await call('PUT', '/profiles/filmmaker/me/portfolio', nia, {
      showreel_url: '',
      work_links: [],
      portfolio_image_ids: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.missing).toEqual([
      { step: 'portfolio', field: 'portfolio', message: 'Add a showreel, a work link or a portfolio image' },
    ]);
    // The step deletes and rewrites the image rows; the refusal rolls that back too.
    const row = await filmmakerRow();
    expect(row.showreel).toMatchObject({ url: portfolio.showreel_url });
    const images = await t.database.db
      .select({ fileId: filmmakerImages.fileId })
      .from(filmmakerImages)
      .where(eq(filmmakerImages.filmmakerId, row.id));
    expect(images.map((image) => image.fileId)).toEqual(portfolio.portfolio_image_ids);
  });

  test('a complete edit is saved, keeps the profile live and shows in the directory at once', async () => {
    expect(await directory('q=gaffer')).toEqual(['nia-adeyemi']);
    const saved = await call('PUT', '/profiles/filmmaker/me/basic', nia, {
      ...basic,
      username: 'nia-lights',
      headline: 'Gaffer and key grip for documentaries',
      city: 'Cardiff',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ username: 'nia-lights', setup: true, missing: [] });

    // The public page moves with the username: the old address stops working.
    expect((await call('GET', '/talent/nia-adeyemi')).statusCode).toBe(404);
    const page = await call('GET', '/talent/nia-lights');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      headline: 'Gaffer and key grip for documentaries',
      city: 'Cardiff',
    });

    // Search reads the profile tables (and the generated search column) as they now are.
    expect(await directory('q=documentaries')).toEqual(['nia-lights']);
    expect(await directory('city=cardiff')).toEqual(['nia-lights']);
    expect(await directory('city=bristol')).toEqual([]);
    expect(await directory('q=bristol')).toEqual([]);

    const rates = await call('PUT', '/profiles/filmmaker/me/professional', nia, {
      ...professional,
      primary_craft: 'grip',
      secondary_crafts: ['gaffer'],
      day_rate_minor: 52000,
    });
    expect(rates.statusCode).toBe(200);
    expect(await directory('craft=grip')).toEqual(['nia-lights']);
    expect(await directory('currency=GBP&min_rate=50000')).toEqual(['nia-lights']);
  });
});

describe('editing a live client profile', () => {
  test('clearing the industry is a 400 naming it, and nothing of the save is kept', async () => {
    const response = await call('PUT', '/profiles/client/me/basic', orla, {
      ...company,
      industry: null,
      company_name: 'Harbour Films Ltd',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'Your profile is live and needs these, so nothing was saved: choose your industry',
    );
    const [row] = await t.database.db.select().from(clients).where(eq(clients.userId, orla.id));
    expect(row).toMatchObject({ companyName: 'Harbour Films', industry: 'Production company', setup: true });
  });

  test('a complete edit is saved and the profile stays set up', async () => {
    const response = await call('PUT', '/profiles/client/me/basic', orla, {
      ...company,
      about: 'Factual series for broadcasters.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ about: 'Factual series for broadcasters.', setup: true });
  });
});

describe('one name for a filmmaker', () => {
  it('keeps the account name (emails, the account menu) in step with the profile name', async () => {
    const ade = await account('ade@example.com', 'filmmaker');
    const saved = await call('PUT', '/profiles/filmmaker/me/basic', ade, {
      ...basic,
      first_name: 'Adaeze',
      last_name: 'Obi',
      username: 'adaeze-obi',
    });
    expect(saved.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v1/user',
      headers: { apikey: t.anonKey, authorization: `Bearer ${ade.token}` },
    });
    expect(me.json()).toMatchObject({
      user_metadata: { user_type: 'filmmaker', first_name: 'Adaeze', last_name: 'Obi' },
    });
  });
});
