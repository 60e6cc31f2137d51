import {
  socialPostSchema,
  socialPostsPageSchema,
  socialMediaPageSchema,
} from '@reelhire/shared/social-posts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, hiringClient, hiringFilmmaker, type Party } from '../applications/hiring-test-kit.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';

// The admin's social media planner (decision 0065): admin-only, media only from filmmakers who consented
// (off by default, theirs to change), and draft -> scheduled -> published marked by the admin.

let t: TestApp;
let admin: { id: string; token: string };
let maya: Party & { portfolio: string[] };
let kwame: Party & { portfolio: string[] };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAccount(t, { email: 'admin@reelhire.test', metadata: { user_type: 'admin' } });
  maya = await hiringFilmmaker(t, { email: 'maya@film.test', name: 'Maya Okafor', portfolio: 2 });
  kwame = await hiringFilmmaker(t, { email: 'kwame@film.test', name: 'Kwame Asante', portfolio: 2 });
});
afterAll(async () => {
  await t?.close();
});

const media = async () =>
  socialMediaPageSchema.parse((await call(t, admin.token, 'GET', '/social_posts/media')).body).items;

test('a filmmaker’s consent is off until they turn it on, and only theirs to change', async () => {
  expect((await call(t, maya.token, 'GET', '/profiles/filmmaker/me/social_media_consent')).body).toEqual({
    consent: false,
  });
  expect(await media()).toEqual([]);

  const on = await call(t, maya.token, 'PUT', '/profiles/filmmaker/me/social_media_consent', {
    consent: true,
  });
  expect(on.body).toEqual({ consent: true });
  const usable = await media();
  expect(usable.map((item) => item.file_id).sort()).toEqual([...maya.portfolio].sort());
  expect(usable[0]).toMatchObject({ filmmaker_name: 'Maya Okafor', url: expect.any(String) });

  const client = await hiringClient(t, { email: 'client@studio.test' });
  expect(
    (await call(t, client.token, 'PUT', '/profiles/filmmaker/me/social_media_consent', { consent: true }))
      .status,
  ).toBe(403);
  expect((await call(t, undefined, 'GET', '/profiles/filmmaker/me/social_media_consent')).status).toBe(401);
  expect(
    (await call(t, maya.token, 'PUT', '/profiles/filmmaker/me/social_media_consent', { consent: 'yes' }))
      .status,
  ).toBe(400);
});

test('only admins plan posts', async () => {
  const draft = { text: 'Meet the crews behind this month’s shoots.', channel: 'instagram' };
  for (const token of [maya.token, undefined]) {
    const expected = token ? 403 : 401;
    expect((await call(t, token, 'GET', '/social_posts')).status).toBe(expected);
    expect((await call(t, token, 'GET', '/social_posts/media')).status).toBe(expected);
    expect((await call(t, token, 'POST', '/social_posts', draft)).status).toBe(expected);
  }
});

test('a post uses only consenting filmmakers’ portfolio images, and goes draft -> scheduled -> published', async () => {
  const refused = await call(t, admin.token, 'POST', '/social_posts', {
    text: 'Behind the scenes',
    channel: 'instagram',
    media_file_ids: [kwame.portfolio[0]],
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error).toMatch(/agreed to appear/);
  expect(
    (await call(t, admin.token, 'POST', '/social_posts', { text: '', channel: 'instagram' })).status,
  ).toBe(400);
  expect(
    (await call(t, admin.token, 'POST', '/social_posts', { text: 'Hi', channel: 'myspace' })).status,
  ).toBe(400);

  const created = await call(t, admin.token, 'POST', '/social_posts', {
    text: 'Behind the scenes of a spring campaign, shot by Maya Okafor.',
    channel: 'linkedin',
    media_file_ids: [maya.portfolio[0]],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const post = socialPostSchema.parse(created.body);
  expect(post).toMatchObject({ status: 'draft', channel: 'linkedin', scheduled_at: null });
  expect(post.media.map((item) => item.file_id)).toEqual([maya.portfolio[0]]);

  // Scheduling needs a time.
  const early = await call(t, admin.token, 'POST', `/social_posts/${post.id}/schedule`);
  expect(early.status).toBe(409);
  expect(early.body.status).toBe('draft');

  const at = '2027-04-01T09:30:00.000Z';
  const edited = await call(t, admin.token, 'PATCH', `/social_posts/${post.id}`, {
    text: post.text,
    channel: 'linkedin',
    scheduled_at: at,
    media_file_ids: [maya.portfolio[0], maya.portfolio[1]],
  });
  expect(edited.status).toBe(200);
  expect(edited.body.scheduled_at).toBe(at);

  expect((await call(t, admin.token, 'POST', `/social_posts/${post.id}/schedule`)).body.status).toBe(
    'scheduled',
  );
  const scheduled = socialPostsPageSchema.parse(
    (await call(t, admin.token, 'GET', '/social_posts?status=scheduled')).body,
  );
  expect(scheduled.items.map((item) => item.id)).toEqual([post.id]);
  expect((await call(t, admin.token, 'POST', `/social_posts/${post.id}/schedule`)).status).toBe(409);

  const published = await call(t, admin.token, 'POST', `/social_posts/${post.id}/publish`);
  expect(published.status).toBe(200);
  expect(published.body).toMatchObject({ status: 'published', published_at: expect.any(String) });
  const change = await call(t, admin.token, 'PATCH', `/social_posts/${post.id}`, {
    text: 'Changed',
    channel: 'x',
  });
  expect(change.status).toBe(409);
  expect(change.body.status).toBe('published');
  expect((await call(t, admin.token, 'POST', `/social_posts/${post.id}/unschedule`)).status).toBe(409);

  // Consent withdrawn: her images leave the planner and the posts that used them.
  await call(t, maya.token, 'PUT', '/profiles/filmmaker/me/social_media_consent', { consent: false });
  expect(await media()).toEqual([]);
  const after = socialPostsPageSchema.parse(
    (await call(t, admin.token, 'GET', '/social_posts?status=published')).body,
  );
  expect(after.items.find((item) => item.id === post.id)?.media).toEqual([]);
});

test('drafts page by keyset, last changed first', async () => {
  for (const text of ['First draft', 'Second draft', 'Third draft']) {
    await call(t, admin.token, 'POST', '/social_posts', { text, channel: 'x' });
  }
  const first = socialPostsPageSchema.parse(
    (await call(t, admin.token, 'GET', '/social_posts?limit=2')).body,
  );
  expect(first.items.map((item) => item.text)).toEqual(['Third draft', 'Second draft']);
  const second = socialPostsPageSchema.parse(
    (await call(t, admin.token, 'GET', `/social_posts?limit=2&after=${first.next_cursor}`)).body,
  );
  expect(second.items.map((item) => item.text)).toEqual(['First draft']);
  expect(second.next_cursor).toBeNull();
});
