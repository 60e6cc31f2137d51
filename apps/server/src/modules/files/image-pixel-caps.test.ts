import { FILE_KIND_RULES, FILE_KINDS, MEGAPIXELS, type FileKind } from '@reelhire/shared/file-kinds';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hiringClient, hiringFilmmaker } from '../applications/hiring-test-kit.ts';
import { makeImage, makePngDeclaring } from './file-fixtures.ts';
import { fetchLink, signIn, storedFiles, upload, uploaded } from './upload-test-kit.ts';

// Decision 0056: each kind caps the pixels of its images, read from the header before anything is decoded,
// and images others see are stored (so served) scaled down, never at the size they were uploaded.

let t: TestApp;
/** A token allowed to upload each kind (reference files are a client's, pitch files a filmmaker's). */
const tokens = {} as Record<'anyone' | 'client' | 'filmmaker', string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens.anyone = (await signIn(t, 'maya@example.com', 'filmmaker')).token;
  tokens.client = (await hiringClient(t, { email: 'tom@example.com' })).token;
  tokens.filmmaker = (await hiringFilmmaker(t, { email: 'sam@example.com', portfolio: 0 })).token;
});
afterAll(() => t?.close());

const imageKinds = FILE_KINDS.filter((kind) => {
  const { formats } = FILE_KIND_RULES[kind];
  return formats === 'any' || formats.some((format) => format.mime === 'image/png');
});

const tokenFor = (kind: FileKind) => tokens[FILE_KIND_RULES[kind].uploadedBy ?? 'anyone'];

/** A square side whose image is just over the kind's cap, and a side that fits in a one-pixel-high one. */
const sides = (kind: FileKind) => {
  const side = Math.floor(Math.sqrt(FILE_KIND_RULES[kind].maxImagePixels));
  return { over: side + 1, under: side };
};

test('every kind caps its images well under what sharp would decode (16,383 × 16,383)', () => {
  for (const kind of FILE_KINDS) {
    expect(FILE_KIND_RULES[kind].maxImagePixels, kind).toBeLessThanOrEqual(200 * MEGAPIXELS);
  }
  expect(FILE_KIND_RULES.avatar.maxImagePixels).toBe(40 * MEGAPIXELS);
  expect(imageKinds.length).toBeGreaterThan(8);
});

test.each(imageKinds.filter((kind) => kind !== 'deliverable'))(
  'a %s declaring more pixels than its cap is refused from its header, storing nothing',
  async (kind) => {
    const before = storedFiles(t);
    const { over, under } = sides(kind);
    const started = performance.now();
    const refused = await upload(t, {
      token: tokenFor(kind),
      kind,
      name: 'huge.png',
      type: 'image/png',
      data: makePngDeclaring(over, over),
    });
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json().error).toMatch(
      new RegExp(
        `^This image is ${over} × ${over} pixels \\(\\d+ megapixels\\): .+ can be at most \\d+ megapixels`,
      ),
    );
    // Nothing was decoded: the answer takes milliseconds, not the seconds a decode would.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(storedFiles(t)).toEqual(before);

    // Within the cap it gets past the header and fails only when decoded (its data stops short).
    const decoded = await upload(t, {
      token: tokenFor(kind),
      kind,
      name: 'under.png',
      type: 'image/png',
      data: makePngDeclaring(under, 1),
    });
    expect(decoded.statusCode, decoded.body).toBe(415);
  },
);

test('the sharp-limit PNG of the review (16,383 × 16,383) is refused as an avatar', async () => {
  const response = await upload(t, {
    token: tokens.anyone,
    kind: 'avatar',
    name: 'bomb.png',
    type: 'image/png',
    data: makePngDeclaring(16_383, 16_383),
  });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({
    error:
      'This image is 16383 × 16383 pixels (268 megapixels): a profile photo can be at most 40 megapixels. Please make it smaller and try again.',
  });
});

test('a deliverable over its cap is kept as delivered without being decoded: no preview', async () => {
  const { over } = sides('deliverable');
  const data = makePngDeclaring(over, over);
  const file = await uploaded(t, { token: tokens.anyone, kind: 'deliverable', name: 'master.png', data });
  expect(file).toMatchObject({ width: null, height: null, thumbnail_url: null });
  expect((await fetchLink(t, file.url)).rawPayload.equals(data)).toBe(true);
});

test('images others see are stored scaled down to the kind’s shown size, never full size', async () => {
  const avatar = await uploaded(t, {
    token: tokens.anyone,
    kind: 'avatar',
    name: 'me.jpg',
    type: 'image/jpeg',
    data: await makeImage({ width: 3000, height: 2000 }),
  });
  expect(FILE_KIND_RULES.avatar.shownMaxSide).toBe(1024);
  expect(avatar).toMatchObject({ width: 1024, height: 683 });
  const served = await sharp((await fetchLink(t, avatar.url)).rawPayload).metadata();
  expect(served).toMatchObject({ width: 1024, height: 683 });

  // Kept-as-uploaded kinds (seen only by their owner and admins) keep their size.
  const document = await uploaded(t, {
    token: tokens.anyone,
    kind: 'identity_document',
    name: 'id.jpg',
    type: 'image/jpeg',
    data: await makeImage({ width: 3000, height: 2000 }),
  });
  expect(document).toMatchObject({ width: 3000, height: 2000 });
});
