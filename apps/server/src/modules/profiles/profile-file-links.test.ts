import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeImage } from '../files/file-fixtures.ts';
import { fetchLink, signIn, uploaded, type SignedInUser } from '../files/upload-test-kit.ts';

let t: TestApp;
let maya: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  maya = await signIn(t, 'maya@example.com', 'filmmaker');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/rest/v1${url}`,
    headers: { apikey: t.anonKey, authorization: `Bearer ${maya.token}` },
    ...(payload ? { payload } : {}),
  });

describe('profile images get signed links', () => {
  it("answers the owner's profile with a link that serves the uploaded avatar", async () => {
    const avatar = await uploaded(t, {
      token: maya.token,
      kind: 'avatar',
      name: 'me.png',
      type: 'image/png',
      data: await makeImage({ format: 'png' }),
    });
    const saved = await call('PUT', '/profiles/filmmaker/me/basic', {
      first_name: 'Maya',
      last_name: 'Okafor',
      username: 'maya-okafor',
      headline: 'Director of photography',
      city: 'London',
      country: 'GB',
      avatar_file_id: avatar.id,
    });
    expect(saved.statusCode).toBe(200);
    const link = saved.json<{ avatar: { file_id: string; url: string } }>().avatar;
    expect(link.file_id).toBe(avatar.id);
    // Relative, so the image loads on whichever address the site was opened at (CSP img-src 'self').
    expect(link.url).toMatch(/^\/api\/files\/.+signature=/);

    const image = await fetchLink(t, link.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);

    const file = await call('GET', `/files/${avatar.id}`);
    expect(file.statusCode).toBe(200);
    const links = file.json<{ url: string; thumbnail_url: string | null }>();
    expect(links.url).toMatch(/^\/api\/files\//);
    expect(links.thumbnail_url).toMatch(/^\/api\/files\//);
    expect(avatar.url).toMatch(/^\/api\/files\//);
  });
});
