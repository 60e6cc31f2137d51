import { Readable } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import { MB } from '@reelhire/shared/file-kinds';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { files } from '../../db/schema/files.ts';
import { startFakeS3Server, type FakeS3Server } from '../../storage/fake-s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeImage, makeIsoMedia, makePdf, makePhotoWithExif } from './file-fixtures.ts';
import {
  multipartBody,
  signIn,
  storedFiles,
  upload,
  uploaded,
  type SignedInUser,
} from './upload-test-kit.ts';

// The same routes with S3_* configured: bytes go to S3 (an in-process fake), links are S3 presigned URLs.

let s3: FakeS3Server;
let t: TestApp;
let maya: SignedInUser;

beforeAll(async () => {
  s3 = await startFakeS3Server('reelhire-files');
  t = await createTestApp({
    env: {
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'eu-central-1',
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
    },
  });
  maya = await signIn(t, 'maya@example.com', 'filmmaker');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const rowOf = async (id: string) => (await t.database.db.select().from(files).where(eq(files.id, id)))[0]!;

describe('files on S3', () => {
  it('stores the cleaned image and its thumbnail in the bucket and links to them with presigned URLs', async () => {
    const file = await uploaded(t, {
      token: maya.token,
      kind: 'avatar',
      name: 'me.jpg',
      type: 'image/jpeg',
      data: await makePhotoWithExif(),
    });
    const row = await rowOf(file.id);
    expect(s3.objects.get(row.storageKey)).toMatchObject({ contentType: 'image/jpeg' });
    expect(s3.objects.get(row.thumbnailKey!)).toMatchObject({ contentType: 'image/webp' });
    // Nothing on local disk but the (empty) staging folder.
    expect(storedFiles(t)).toEqual([]);

    const url = new URL(file.url);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/${row.storageKey}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('response-content-disposition')).toBe('inline; filename=me.jpg');

    const response = await fetch(file.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    const stored = Buffer.from(await response.arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const thumbnail = Buffer.from(await (await fetch(file.thumbnail_url!)).arrayBuffer());
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 320, height: 480 });
  });

  it('streams a large video to the bucket as a multipart upload', async () => {
    const video = Buffer.concat([makeIsoMedia('isom'), Buffer.alloc(20 * MB, 7)]);
    const file = await uploaded(t, {
      token: maya.token,
      kind: 'portfolio_video',
      name: 'reel.mp4',
      type: 'video/mp4',
      data: video,
    });
    const row = await rowOf(file.id);
    expect(s3.requests).toContainEqual(
      expect.stringMatching(new RegExp(`^POST /${s3.bucket}/${row.storageKey}\\?uploads`)),
    );
    expect(s3.objects.get(row.storageKey)!.body.equals(video)).toBe(true);
    expect(s3.openUploads.size).toBe(0);
  });

  it('leaves no object and no open multipart upload behind when a file is over its limit', async () => {
    const before = new Set(s3.objects.keys());
    const requestsBefore = s3.requests.length;
    // Sent slowly and past the 8 MB part size, so the upload to S3 is under way when the limit is crossed.
    const { payload, contentType } = multipartBody([
      { name: 'file', filename: 'id.pdf', type: 'application/pdf', data: makePdf(16 * MB) },
    ]);
    async function* slowly() {
      for (let offset = 0; offset < payload.length; offset += MB) {
        yield payload.subarray(offset, offset + MB);
        await setTimeout(15);
      }
    }
    const document = await t.app.inject({
      method: 'POST',
      url: '/api/rest/v1/files?kind=identity_document',
      headers: { apikey: t.anonKey, authorization: `Bearer ${maya.token}`, 'content-type': contentType },
      payload: Readable.from(slowly()),
    });
    expect(document.statusCode).toBe(413);
    expect(document.json()).toEqual({
      error: 'The file is larger than the 15 MB allowed for an identity document',
    });
    const sent = s3.requests.slice(requestsBefore);
    expect(sent.some((request) => request.startsWith('POST') && request.includes('?uploads'))).toBe(true);
    expect(sent.some((request) => request.startsWith('DELETE') && request.includes('uploadId='))).toBe(true);

    const logo = await upload(t, {
      token: maya.token,
      kind: 'company_logo',
      name: 'logo.png',
      type: 'image/png',
      data: Buffer.concat([await makeImage({ format: 'png' }), Buffer.alloc(6 * MB)]),
    });
    expect(logo.statusCode).toBe(413);

    expect([...s3.objects.keys()].filter((key) => !before.has(key))).toEqual([]);
    expect(s3.openUploads.size).toBe(0);
    expect(storedFiles(t)).toEqual([]);
  });

  it('lets the web app load presigned links from the bucket', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
    expect(policy).toContain(`media-src 'self' blob: ${s3.endpoint}`);
  });

  it('deletes the objects with the file', async () => {
    const file = await uploaded(t, {
      token: maya.token,
      kind: 'portfolio_image',
      name: 'still.png',
      type: 'image/png',
      data: await makeImage({ format: 'png' }),
    });
    const row = await rowOf(file.id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/rest/v1/files/${file.id}`,
      headers: { apikey: t.anonKey, authorization: `Bearer ${maya.token}` },
    });
    expect(response.statusCode).toBe(204);
    expect(s3.objects.has(row.storageKey)).toBe(false);
    expect(s3.objects.has(row.thumbnailKey!)).toBe(false);
  });
});
