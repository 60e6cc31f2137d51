import type { FileRef } from '@reelhire/shared/profile-file-refs';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeImage, makeIsoMedia, makeWebm } from '../files/file-fixtures.ts';
import { fetchLink, signIn, uploaded, type SignedInUser } from '../files/upload-test-kit.ts';

// Portfolio clips end to end through HTTP: uploaded as portfolio_video, saved among the portfolio images,
// answered with their type and a signed link that plays, on the owner's profile and the public page.

let t: TestApp;
let maya: SignedInUser;
let lena: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  maya = await signIn(t, 'maya@example.com', 'filmmaker');
  lena = await signIn(t, 'lena@example.com', 'filmmaker');
});
afterAll(() => t?.close());

const call = (who: SignedInUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/rest/v1${url}`,
    headers: { apikey: t.anonKey, authorization: `Bearer ${who.token}` },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

const clipBytes = makeIsoMedia('isom', 20_000);
const uploadClip = (who: SignedInUser, kind = 'portfolio_video') =>
  uploaded(t, { token: who.token, kind, name: 'reel.mp4', type: 'video/mp4', data: clipBytes });
const uploadStill = async (who: SignedInUser) =>
  uploaded(t, {
    token: who.token,
    kind: 'portfolio_image',
    name: 'still.jpg',
    type: 'image/jpeg',
    data: await makeImage(),
  });

describe('portfolio clips', () => {
  it('saves a clip among the stills and answers both with their type and a working link', async () => {
    const still = await uploadStill(maya);
    const clip = await uploadClip(maya);
    const webm = await uploaded(t, {
      token: maya.token,
      kind: 'portfolio_video',
      name: 'teaser.webm',
      type: 'video/webm',
      data: makeWebm(),
    });

    const saved = await call(maya, 'PUT', '/profiles/filmmaker/me/portfolio', {
      portfolio_image_ids: [clip.id, still.id, webm.id],
    });
    expect(saved.statusCode).toBe(200);
    const refs = saved.json<{ portfolio_images: FileRef[] }>().portfolio_images;
    expect(refs).toEqual([
      { file_id: clip.id, url: expect.stringMatching(/signature=/), mime_type: 'video/mp4' },
      { file_id: still.id, url: expect.stringMatching(/signature=/), mime_type: 'image/jpeg' },
      { file_id: webm.id, url: expect.stringMatching(/signature=/), mime_type: 'video/webm' },
    ]);

    // The link is what a <video> element fetches: the clip's bytes, seekable by range.
    const played = await fetchLink(t, refs[0]!.url!, { range: 'bytes=0-99' });
    expect(played.statusCode).toBe(206);
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(played.rawPayload.equals(clipBytes.subarray(0, 100))).toBe(true);

    const reread = await call(maya, 'GET', '/profiles/filmmaker/me');
    expect(
      reread.json<{ portfolio_images: FileRef[] }>().portfolio_images.map((ref) => ref.mime_type),
    ).toEqual(['video/mp4', 'image/jpeg', 'video/webm']);
  });

  it('shows the clip on the public page once the profile is submitted', async () => {
    const clip = await uploadClip(maya);
    await call(maya, 'PUT', '/profiles/filmmaker/me/basic', {
      first_name: 'Maya',
      last_name: 'Okafor',
      username: 'maya-okafor',
      headline: 'Director of photography',
      city: 'London',
      country: 'GB',
    });
    await call(maya, 'PUT', '/profiles/filmmaker/me/professional', {
      primary_craft: 'director of photography',
      years_experience: 12,
      day_rate_minor: 65000,
    });
    expect(
      (await call(maya, 'PUT', '/profiles/filmmaker/me/portfolio', { portfolio_image_ids: [clip.id] }))
        .statusCode,
    ).toBe(200);
    expect((await call(maya, 'POST', '/profiles/filmmaker/me/submit')).statusCode).toBe(200);

    // A visitor: the public key only, no session.
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/rest/v1/talent/maya-okafor',
      headers: { apikey: t.anonKey },
    });
    expect(page.statusCode).toBe(200);
    const [ref] = page.json<{ portfolio_images: FileRef[] }>().portfolio_images;
    expect(ref).toEqual({
      file_id: clip.id,
      url: expect.stringMatching(/signature=/),
      mime_type: 'video/mp4',
    });
    const served = await fetchLink(t, ref!.url!);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(clipBytes)).toBe(true);
  });

  it("refuses someone else's clip, a clip among the service images and a private video", async () => {
    const lenasClip = await uploadClip(lena);
    const myClip = await uploadClip(maya);
    const myChatVideo = await uploadClip(maya, 'chat_attachment');
    for (const [body, message] of [
      [{ portfolio_image_ids: [lenasClip.id] }, 'portfolio_image_ids: That file is not one of your uploads'],
      [
        { portfolio_image_ids: [myChatVideo.id] },
        'portfolio_image_ids: That file is not one of your uploads',
      ],
      [
        { service_image_ids: [myClip.id] },
        'service_image_ids: That file was not uploaded as a service image',
      ],
    ] as const) {
      const response = await call(maya, 'PUT', '/profiles/filmmaker/me/portfolio', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });
});
