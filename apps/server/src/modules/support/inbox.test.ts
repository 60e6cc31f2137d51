import { eq } from 'drizzle-orm';
import { supportRequests } from '../../db/schema/support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';

let t: TestApp;
let adminToken: string;
let clientToken: string;
let clientId: string;

async function tokenFor(email: string, userType: string) {
  return signedInAccount(t, { email, metadata: { user_type: userType } });
}

const send = (body: Record<string, string>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rest/v1/support-requests',
    headers: { apikey: t.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
  });

const inbox = (query = '', token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/rest/v1/support-requests${query}`,
    headers: { apikey: t.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await tokenFor('ada@example.com', 'admin')).token;
  const client = await tokenFor('tom@example.com', 'client');
  clientToken = client.token;
  clientId = client.id;
});
afterAll(() => t?.close());

describe('support inbox', () => {
  it('links a signed-in sender to their account and leaves a visitor anonymous', async () => {
    const request = {
      name: 'Tom',
      email: 'tom@example.com',
      topic: 'payments',
      message: 'My deposit is missing.',
    };
    const signedIn = (await send(request, clientToken)).json<{ id: string }>();
    const visitor = (await send({ ...request, name: 'Visitor', email: 'v@example.com' })).json<{
      id: string;
    }>();
    const [linked] = await t.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, signedIn.id));
    const [anonymous] = await t.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, visitor.id));
    expect(linked!.userId).toBe(clientId);
    expect(anonymous!.userId).toBeNull();
  });

  it('lists requests newest first for an admin, with paging', async () => {
    for (const n of [1, 2, 3]) {
      await send({
        name: `Sender ${n}`,
        email: `s${n}@example.com`,
        topic: 'other',
        message: `Question number ${n} here`,
      });
    }
    const all = await inbox('', adminToken);
    expect(all.statusCode).toBe(200);
    const body = all.json<{ items: { name: string; status: string }[]; total: number }>();
    expect(body.total).toBe(5);
    expect(body.items[0]).toMatchObject({ name: 'Sender 3', status: 'open' });
    expect(body.items.map((item) => item.name).slice(0, 3)).toEqual(['Sender 3', 'Sender 2', 'Sender 1']);
  });

  it('pages by keyset: every request exactly once across pages, even as new ones arrive', async () => {
    // Requests sent in the same instant tie on created_at: the id breaks the tie.
    const at = new Date('2026-10-01T12:00:00.123456Z');
    const seeded = await t.database.db
      .insert(supportRequests)
      .values(
        Array.from({ length: 7 }, (_, n) => ({
          name: `Tied ${n}`,
          email: `tied${n}@example.com`,
          topic: 'other',
          message: 'Same instant',
          createdAt: at,
        })),
      )
      .returning({ id: supportRequests.id });
    const before = (await inbox('', adminToken)).json<{ total: number }>().total;

    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const response = await inbox(`?limit=3${after ? `&after=${after}` : ''}`, adminToken);
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        items: { id: string }[];
        next_cursor: string | null;
        total: number | null;
      }>();
      expect(body.total).toBe(pages === 0 ? before : null);
      seen.push(...body.items.map((item) => item.id));
      after = body.next_cursor;
      pages += 1;
      // A request sent while the admin reads lands on top, never inside a later page.
      await send({
        name: `Late ${pages}`,
        email: `late${pages}@example.com`,
        topic: 'other',
        message: 'Arrived meanwhile',
      });
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(before);
    expect(seen).toEqual(expect.arrayContaining(seeded.map((row) => row.id)));
    expect((await inbox('?after=bm90LWEtY3Vyc29y', adminToken)).statusCode).toBe(400);
  });

  it('is closed to visitors and to users who are not admins', async () => {
    expect((await inbox()).statusCode).toBe(401);
    const forbidden = await inbox('', clientToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: 'This needs an admin account' });
  });
});

describe('support form rate limit', () => {
  it('answers 429 with a clear error once a sender has sent too many requests', async () => {
    const body = {
      name: 'Flood',
      email: 'flood@example.com',
      topic: 'other',
      message: 'Please answer me now.',
    };
    let last = await send(body);
    for (let i = 0; i < 12 && last.statusCode !== 429; i++) last = await send(body);
    expect(last.statusCode).toBe(429);
    expect(last.json<{ error: string }>().error).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
  });
});
