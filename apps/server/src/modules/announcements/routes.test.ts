import type { Announcement, AnnouncementsPage, CurrentAnnouncements } from '@reelhire/shared/announcements';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { call } from '../applications/hiring-test-kit.ts';

// Decision 0062 through HTTP: admins write announcements; each signed-in user sees the live ones for their
// account type until they dismiss them; nobody else writes them.

let t: TestApp;
let admin: { token: string };
let filmmaker: { token: string };
let client: { token: string };
let both: { token: string };
let otherClient: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAccount(t, { email: 'ann-admin@example.com', metadata: { user_type: 'admin' } });
  filmmaker = await signedInAccount(t, { email: 'ann-fm@example.com', metadata: { user_type: 'filmmaker' } });
  client = await signedInAccount(t, { email: 'ann-client@example.com', metadata: { user_type: 'client' } });
  both = await signedInAccount(t, { email: 'ann-both@example.com', metadata: { user_type: 'both' } });
  otherClient = await signedInAccount(t, {
    email: 'ann-client2@example.com',
    metadata: { user_type: 'client' },
  });
}, 60_000);
afterAll(() => t?.close());

const hour = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function publish(body: Record<string, unknown>) {
  const answer = await call<Announcement>(t, admin.token, 'POST', '/announcements', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function current(who: { token: string }): Promise<string[]> {
  const answer = await call<CurrentAnnouncements>(t, who.token, 'GET', '/announcements/current');
  expect(answer.status).toBe(200);
  return answer.body.items.map((item) => item.title);
}

test('only admins write and list announcements; bad input is a 400 that writes nothing', async () => {
  const body = { title: 'New fees', body: 'From next month.', audience: 'everyone' };
  for (const who of [filmmaker, client, both]) {
    expect((await call(t, who.token, 'POST', '/announcements', body)).status).toBe(403);
    expect((await call(t, who.token, 'GET', '/announcements')).status).toBe(403);
  }
  expect((await call(t, undefined, 'POST', '/announcements', body)).status).toBe(401);
  const bad = await call(t, admin.token, 'POST', '/announcements', { ...body, audience: 'admins' });
  expect(bad.status).toBe(400);
  const backwards = await call(t, admin.token, 'POST', '/announcements', {
    ...body,
    starts_at: at(hour),
    ends_at: at(-hour),
  });
  expect(backwards.status).toBe(400);
  const list = await call<AnnouncementsPage>(t, admin.token, 'GET', '/announcements');
  expect(list.body.items).toEqual([]);
});

test('each account type sees the live ones for it, by audience and dates, until dismissed', async () => {
  await publish({ title: 'For everyone', body: 'Hello all.', audience: 'everyone' });
  await publish({ title: 'For filmmakers', body: 'Portfolio tips.', audience: 'filmmakers' });
  const forClients = await publish({ title: 'For clients', body: 'New payment page.', audience: 'clients' });
  await publish({ title: 'Not yet', body: 'Tomorrow.', audience: 'everyone', starts_at: at(24 * hour) });
  await publish({
    title: 'Over',
    body: 'Yesterday.',
    audience: 'everyone',
    starts_at: at(-48 * hour),
    ends_at: at(-24 * hour),
  });

  expect(await current(filmmaker)).toEqual(['For everyone', 'For filmmakers']);
  expect(await current(client)).toEqual(['For everyone', 'For clients']);
  expect(await current(both)).toEqual(['For everyone', 'For filmmakers', 'For clients']);

  // A dismissal is the dismisser's own.
  const dismissed = await call(t, client.token, 'POST', `/announcements/${forClients.id}/dismiss`);
  expect(dismissed.status).toBe(200);
  expect((await call(t, client.token, 'POST', `/announcements/${forClients.id}/dismiss`)).status).toBe(200);
  expect(await current(client)).toEqual(['For everyone']);
  expect(await current(otherClient)).toEqual(['For everyone', 'For clients']);
  // One not meant for you is not there to dismiss.
  expect((await call(t, filmmaker.token, 'POST', `/announcements/${forClients.id}/dismiss`)).status).toBe(
    404,
  );
});

test('an admin edits and ends one; an ended one leaves every banner', async () => {
  const page = await call<AnnouncementsPage>(t, admin.token, 'GET', '/announcements?limit=2');
  expect(page.body.items.map((item) => item.title)).toEqual(['Over', 'Not yet']);
  expect(page.body.next_cursor).not.toBeNull();

  const live = await publish({ title: 'Maintenance', body: 'Tonight 22:00.', audience: 'filmmakers' });
  const edited = await call<Announcement>(t, admin.token, 'PATCH', `/announcements/${live.id}`, {
    body: 'Tonight 23:00.',
  });
  expect(edited.body).toMatchObject({ title: 'Maintenance', body: 'Tonight 23:00.' });
  expect((await call(t, filmmaker.token, 'PATCH', `/announcements/${live.id}`, { body: 'x' })).status).toBe(
    403,
  );
  expect(await current(filmmaker)).toContain('Maintenance');
  const ended = await call<Announcement>(t, admin.token, 'POST', `/announcements/${live.id}/end`);
  expect(ended.status).toBe(200);
  expect(ended.body.ends_at).not.toBeNull();
  expect(await current(filmmaker)).not.toContain('Maintenance');
  expect((await call(t, admin.token, 'POST', `/announcements/${crypto.randomUUID()}/end`)).status).toBe(404);
});
