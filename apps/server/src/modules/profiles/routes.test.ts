import { randomUUID } from 'node:crypto';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';

let t: TestApp;
let maya: { id: string; token: string };
let sam: { id: string; token: string };
let admin: { id: string; token: string };
let filmmakerId: string;

async function account(email: string, userType: string) {
  return signedInAccount(t, { email, metadata: { user_type: userType } });
}

beforeAll(async () => {
  t = await createTestApp();
  maya = await account('maya@example.com', 'filmmaker');
  sam = await account('sam@example.com', 'both');
  admin = await account('admin@example.com', 'admin');
  const [row] = await t.database.db
    .insert(filmmakers)
    .values({ userId: maya.id, firstName: 'Maya', lastName: 'Okafor', verified: true, setup: true })
    .returning();
  filmmakerId = row!.id;
  await t.database.db.insert(filmmakers).values({ userId: sam.id, verified: false, setup: true });
  await t.database.db.insert(clients).values({ userId: sam.id, companyName: 'Rivera Films', setup: false });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { apikey: t.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('GET /api/rest/v1/filmmakers and /clients', () => {
  test("the caller's own records, with verified and setup", async () => {
    const response = await get(`/api/rest/v1/filmmakers?user_id=${maya.id}`, maya.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        id: filmmakerId,
        user_id: maya.id,
        verified: true,
        setup: true,
        first_name: 'Maya',
      }),
    ]);
    const none = await get(`/api/rest/v1/clients?user_id=${maya.id}`, maya.token);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  test("'both' has one of each; PostgREST's eq. form and no user_id mean the same", async () => {
    for (const url of [`/api/rest/v1/clients?user_id=eq.${sam.id}`, '/api/rest/v1/clients']) {
      const response = await get(url, sam.token);
      expect(response.json()).toEqual([
        expect.objectContaining({
          user_id: sam.id,
          company_name: 'Rivera Films',
          verified: false,
          setup: false,
        }),
      ]);
    }
  });

  test("another user's records are 403", async () => {
    for (const resource of ['filmmakers', 'clients']) {
      const response = await get(`/api/rest/v1/${resource}?user_id=${maya.id}`, sam.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe("You can only read your own account's records");
    }
  });

  test("an admin reads anyone's", async () => {
    const response = await get(`/api/rest/v1/filmmakers?user_id=${maya.id}`, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
    const unknown = await get(`/api/rest/v1/filmmakers?user_id=${randomUUID()}`, admin.token);
    expect(unknown.json()).toEqual([]);
  });

  test('no token is 401, a malformed user_id 400', async () => {
    const anonymous = await get(`/api/rest/v1/filmmakers?user_id=${maya.id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual(expect.any(String));
    const bad = await get('/api/rest/v1/filmmakers?user_id=42', maya.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('user_id: user_id must be a user id');
  });
});
