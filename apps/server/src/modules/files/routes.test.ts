// Over 400 lines on purpose: every test shares the one app and the four accounts made in beforeAll and the
// stored-nothing checks below; splitting would build the app and accounts again per file.

import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FileKind } from '@reelhire/shared/file-kinds';
import type { FileRecord } from '@reelhire/shared/file-records';
import { MB } from '@reelhire/shared/file-kinds';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { files } from '../../db/schema/files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeExe, makeImage, makeIsoMedia, makeMp3, makePdf, makePhotoWithExif } from './file-fixtures.ts';
import { signFileUrl } from './sign-file-url.ts';
import { signFileUrlsById } from './sign-file-urls-by-id.ts';
import {
  fetchLink,
  multipartBody,
  signIn,
  storedFiles,
  upload,
  uploaded,
  type SignedInUser,
} from './upload-test-kit.ts';

let t: TestApp;
let maya: SignedInUser;
let tom: SignedInUser;
let admin: SignedInUser;
let sam: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  maya = await signIn(t, 'maya@example.com', 'filmmaker');
  tom = await signIn(t, 'tom@example.com', 'client');
  admin = await signIn(t, 'ada@example.com', 'admin');
  sam = await signIn(t, 'sam@example.com', 'both');
});
afterAll(() => t?.close());

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const rowCount = async () => (await t.database.db.select({ n: count() }).from(files))[0]!.n;
const rowOf = async (id: string) => (await t.database.db.select().from(files).where(eq(files.id, id)))[0];

const record = (id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/rest/v1/files/${id}`,
    headers: { apikey: t.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

/** Asserts a refused upload stored nothing at all: no row, no object, no staging file. */
async function expectNothingStored(before: { rows: number; files: string[] }) {
  expect(await rowCount()).toBe(before.rows);
  expect(storedFiles(t)).toEqual(before.files);
}
const snapshot = async () => ({ rows: await rowCount(), files: storedFiles(t) });

describe('uploading', () => {
  it('stores every kind with its visibility and answers with signed links to the bytes', async () => {
    type Case = [kind: FileKind, name: string, type: string, data: Buffer, mime: string, visibility: string];
    // prettier-ignore
    const cases: Case[] = [
      ['avatar', 'me.jpg', 'image/jpeg', await makeImage(), 'image/jpeg', 'public'],
      ['company_logo', 'logo.png', 'image/png', await makeImage({ format: 'png' }), 'image/png', 'public'],
      ['portfolio_image', 'still.webp', 'image/webp', await makeImage({ format: 'webp' }), 'image/webp', 'public'],
      ['portfolio_video', 'showreel.mp4', 'video/mp4', makeIsoMedia('isom'), 'video/mp4', 'public'],
      ['service_image', 'service.gif', 'image/gif', await makeImage({ format: 'gif' }), 'image/gif', 'public'],
      ['identity_document', 'passport.pdf', 'application/pdf', makePdf(), 'application/pdf', 'private'],
      ['business_document', 'registration.avif', 'image/avif', await makeImage({ format: 'avif', width: 300, height: 200 }), 'image/avif', 'private'],
      ['selfie', 'selfie.jpg', 'image/jpeg', await makeImage({ width: 600, height: 800 }), 'image/jpeg', 'private'],
      ['chat_attachment', 'voice take.mp3', 'audio/mpeg', makeMp3(), 'audio/mpeg', 'private'],
      ['deliverable', 'A001_C002.braw', 'application/octet-stream', Buffer.from([0, 0x9f, 0x10, 0xff, 0, 1, 2]), 'application/octet-stream', 'private'],
    ];
    for (const [kind, name, type, data, mime, visibility] of cases) {
      const file = await uploaded(t, { token: maya.token, kind, name, type, data });
      expect(file, kind).toMatchObject({ kind, visibility, mime_type: mime, original_name: name });
      expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(file.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const row = await rowOf(file.id);
      expect(row).toMatchObject({
        ownerId: maya.id,
        kind,
        visibility,
        mimeType: mime,
        sizeBytes: file.size_bytes,
      });
      expect(row!.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
      expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);

      const served = await fetchLink(t, file.url);
      expect(served.statusCode, kind).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.rawPayload.length).toBe(file.size_bytes);
      expect(sha256(served.rawPayload)).toBe(row!.sha256);
      const isImage = mime.startsWith('image/');
      expect(file.thumbnail_url === null, kind).toBe(!isImage);
      expect(file.width === null, kind).toBe(!isImage);
    }
    // Nothing waits in the staging folders once uploads are done.
    expect(storedFiles(t).filter((name) => !name.startsWith('uploads/20'))).toEqual([]);
  });

  it('takes the kind from a form field sent before the file', async () => {
    const file = await uploaded(t, {
      token: maya.token,
      kind: 'avatar',
      kindAsField: true,
      name: 'me.png',
      type: 'image/png',
      data: await makeImage({ format: 'png' }),
    });
    expect(file.kind).toBe('avatar');
  });

  it('records the size of images and makes a 480 px WebP thumbnail', async () => {
    const file = await uploaded(t, {
      token: maya.token,
      kind: 'portfolio_image',
      name: 'wide.jpg',
      type: 'image/jpeg',
      data: await makeImage({ width: 1200, height: 800 }),
    });
    expect(file).toMatchObject({ width: 1200, height: 800 });
    const thumbnail = await fetchLink(t, file.thumbnail_url!);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['content-disposition']).toBe('inline; filename=wide-thumbnail.webp');
    const info = await sharp(thumbnail.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'webp', width: 480, height: 320 });

    const small = await uploaded(t, {
      token: maya.token,
      kind: 'avatar',
      name: 'tiny.png',
      type: 'image/png',
      data: await makeImage({ width: 100, height: 120, format: 'png' }),
    });
    const smallThumb = await sharp((await fetchLink(t, small.thumbnail_url!)).rawPayload).metadata();
    expect(smallThumb).toMatchObject({ width: 100, height: 120 });
  });

  it('strips EXIF and GPS from images others see, turning them upright first', async () => {
    const photo = await makePhotoWithExif({ width: 1200, height: 800 });
    const original = await sharp(photo).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif!.toString('latin1')).toContain('Maya Okafor');

    const file = await uploaded(t, {
      token: maya.token,
      kind: 'portfolio_image',
      name: 'set.jpg',
      type: 'image/jpeg',
      data: photo,
    });
    // Orientation 6 means the camera was turned: the picture is 800 wide and 1200 high as seen.
    expect(file).toMatchObject({ width: 800, height: 1200 });
    const stored = (await fetchLink(t, file.url)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Maya Okafor');
    const thumbnail = await sharp((await fetchLink(t, file.thumbnail_url!)).rawPayload).metadata();
    expect(thumbnail.exif).toBeUndefined();
    expect((await rowOf(file.id))!.metadata).toMatchObject({
      metadata_stripped: true,
      uploaded_size_bytes: photo.length,
    });
  });

  it('keeps identity documents byte for byte, since only the owner and admins see them', async () => {
    const photo = await makePhotoWithExif();
    const file = await uploaded(t, {
      token: maya.token,
      kind: 'identity_document',
      name: 'id card.jpg',
      type: 'image/jpeg',
      data: photo,
    });
    const stored = (await fetchLink(t, file.url)).rawPayload;
    expect(stored.equals(photo)).toBe(true);
    expect((await rowOf(file.id))!.sha256).toBe(sha256(photo));
    expect(file.thumbnail_url).not.toBeNull();
    expect(
      (await sharp((await fetchLink(t, file.thumbnail_url!)).rawPayload).metadata()).exif,
    ).toBeUndefined();
  });

  it('keeps a safe version of the uploaded name', async () => {
    const file = await uploaded(t, {
      token: maya.token,
      kind: 'chat_attachment',
      name: 'C:\\fakepath\\call\u202Egpj.exe sheet.pdf',
      type: 'application/pdf',
      data: makePdf(),
    });
    expect(file.original_name).toBe('callgpj.exe sheet.pdf');
  });
});

describe('serving signed links', () => {
  let video: FileRecord;
  let pdf: FileRecord;
  let deliverable: FileRecord;
  const videoBytes = makeIsoMedia('isom', 50_000);

  beforeAll(async () => {
    video = await uploaded(t, {
      token: sam.token,
      kind: 'portfolio_video',
      name: 'reel.mp4',
      type: 'video/mp4',
      data: videoBytes,
    });
    pdf = await uploaded(t, {
      token: sam.token,
      kind: 'business_document',
      name: 'Société Générale.pdf',
      type: 'application/pdf',
      data: makePdf(),
    });
    deliverable = await uploaded(t, {
      token: sam.token,
      kind: 'deliverable',
      name: "grade 'final'; v2.drp",
      type: 'application/octet-stream',
      data: Buffer.from([0, 1, 2, 3, 0xff]),
    });
  });

  it('opens media inline and downloads everything else, with safe names and no sniffing', async () => {
    const served = await fetchLink(t, video.url);
    expect(served.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-disposition': 'inline; filename=reel.mp4',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'content-length': String(videoBytes.length),
    });
    expect(served.headers['content-security-policy']).toMatch(
      /^sandbox; default-src 'none'; media-src 'self'/,
    );
    expect(served.headers['cache-control']).toMatch(/^private, max-age=(3600|359\d)$/);

    const document = await fetchLink(t, pdf.url);
    expect(document.headers['content-disposition']).toBe(
      `inline; filename="Soci?t? G?n?rale.pdf"; filename*=UTF-8''Soci%C3%A9t%C3%A9%20G%C3%A9n%C3%A9rale.pdf`,
    );
    // Browsers will not start their PDF viewer in a sandbox; a nosniff PDF only ever reaches that viewer.
    expect(document.headers['content-security-policy']).toBe("frame-ancestors 'self'");

    const download = await fetchLink(t, deliverable.url);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe('attachment; filename="grade \'final\'; v2.drp"');
    expect(download.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });

  it('serves byte ranges for players that seek', async () => {
    const part = await fetchLink(t, video.url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${videoBytes.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(videoBytes.subarray(100, 200))).toBe(true);

    const tail = await fetchLink(t, video.url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(videoBytes.subarray(-10))).toBe(true);

    const open = await fetchLink(t, video.url, { range: `bytes=${videoBytes.length - 5}-` });
    expect(open.rawPayload.equals(videoBytes.subarray(-5))).toBe(true);

    const outside = await fetchLink(t, video.url, { range: `bytes=${videoBytes.length + 10}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${videoBytes.length}`);
    expect(outside.json()).toEqual({ error: 'The requested range is outside the file' });

    const malformed = await fetchLink(t, video.url, { range: 'lines=1-2' });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.rawPayload.length).toBe(videoBytes.length);
  });

  it('needs no API key, only the signature', async () => {
    const response = await fetchLink(t, video.url);
    expect(response.statusCode).toBe(200);
    // The REST API next to it still wants the key.
    const withoutKey = await t.app.inject({ method: 'GET', url: `/api/rest/v1/files/${video.id}` });
    expect(withoutKey.statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const row = (await rowOf(video.id))!;
    const expired = await signFileUrl({
      config: t.config,
      file: row,
      ttl: 60,
      now: new Date(Date.now() - 120_000),
    });
    const response = await fetchLink(t, expired!);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This link has expired' });
  });

  it('honours a shorter lifetime chosen by the caller', async () => {
    const row = (await rowOf(video.id))!;
    const url = await signFileUrl({ config: t.config, file: row, ttl: 300 });
    expect((await fetchLink(t, url!)).headers['cache-control']).toMatch(/^private, max-age=(300|299)$/);
  });

  it('refuses a tampered link', async () => {
    const url = new URL(video.url, 'http://localhost');
    const tampered = [
      (u: URL) => u.searchParams.set('signature', `${u.searchParams.get('signature')!.slice(0, -2)}xx`),
      (u: URL) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)),
      (u: URL) => u.searchParams.set('variant', 'thumbnail'),
      (u: URL) => u.searchParams.delete('signature'),
      (u: URL) => (u.pathname = `/api/files/${pdf.id}`),
    ];
    for (const change of tampered) {
      const copy = new URL(url);
      change(copy);
      const response = await fetchLink(t, copy.toString());
      expect(response.statusCode, copy.toString()).toBe(403);
      expect(response.json()).toEqual({ error: 'This link is not valid' });
    }
  });

  it('cannot be walked out of the uploads folder through the id', async () => {
    const query = new URL(video.url, 'http://localhost').search;
    const attempts = [
      '..%2F..%2Fsecrets.json',
      '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2fsecrets.json',
      '..%5C..%5Csecrets.json',
      encodeURIComponent('2026/01/../../secrets.json'),
      `${video.id}%2F..%2F..%2Fsecrets.json`,
    ];
    for (const id of attempts) {
      const response = await t.app.inject({ method: 'GET', url: `/api/files/${id}${query}` });
      expect(response.statusCode, id).toBe(403);
      expect(response.json()).toEqual({ error: 'This link is not valid' });
    }
    const dotted = await t.app.inject({ method: 'GET', url: `/api/files/../../secrets.json${query}` });
    expect(dotted.statusCode).not.toBe(200);
    expect(dotted.body).not.toContain('jwtSecret');
    // Not an id at all: refused as one before anything is looked up (decision 0056).
    const notAnId = await record('..%2F..%2Fsecrets.json', sam.token);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error).toBe('id: This is not a valid file id');
  });
});

describe('refusing uploads', () => {
  let refused: SignedInUser;
  beforeAll(async () => {
    refused = await signIn(t, 'refused@example.com', 'filmmaker');
  });

  it('refuses a file whose content is not what its name says, storing nothing', async () => {
    const before = await snapshot();
    const pdfAsJpeg = await upload(t, {
      token: refused.token,
      kind: 'avatar',
      name: 'me.jpg',
      type: 'image/jpeg',
      data: makePdf(),
    });
    expect(pdfAsJpeg.statusCode).toBe(415);
    expect(pdfAsJpeg.json()).toEqual({
      error: 'The file content is not a JPEG image as its name says; it is a PDF document.',
    });
    const programAsJpeg = await upload(t, {
      token: refused.token,
      kind: 'portfolio_image',
      name: 'still.jpg',
      type: 'image/jpeg',
      data: makeExe(),
    });
    expect(programAsJpeg.statusCode).toBe(415);
    expect(programAsJpeg.json().error).toBe(
      'The file content is not a JPEG image as its name says; it is a Windows program.',
    );
    const pdfForAvatar = await upload(t, {
      token: refused.token,
      kind: 'avatar',
      name: 'me.pdf',
      type: 'application/pdf',
      data: makePdf(),
    });
    expect(pdfForAvatar.statusCode).toBe(415);
    expect(pdfForAvatar.json().error).toBe(
      'A profile photo must be a JPEG, PNG, WebP, GIF or AVIF image; this file is a PDF document.',
    );
    await expectNothingStored(before);
  });

  it('refuses an image that cannot be decoded', async () => {
    const before = await snapshot();
    const head = (await makeImage()).subarray(0, 300);
    const damaged = await upload(t, {
      token: refused.token,
      kind: 'avatar',
      name: 'me.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([head, Buffer.alloc(5000, 0x55)]),
    });
    expect(damaged.statusCode).toBe(415);
    expect(damaged.json().error).toBe(
      'The file could not be read as a JPEG image: it may be damaged or incomplete.',
    );
    await expectNothingStored(before);
  });

  it('cuts off a file over its kind’s limit while it streams, storing nothing', async () => {
    const before = await snapshot();
    const bigPhoto = Buffer.concat([await makeImage(), Buffer.alloc(5 * MB)]);
    const photo = await upload(t, {
      token: refused.token,
      kind: 'avatar',
      name: 'me.jpg',
      type: 'image/jpeg',
      data: bigPhoto,
    });
    expect(photo.statusCode).toBe(413);
    expect(photo.json()).toEqual({ error: 'The file is larger than the 5 MB allowed for a profile photo' });

    const bigPdf = makePdf(15 * MB);
    const document = await upload(t, {
      token: refused.token,
      kind: 'identity_document',
      name: 'id.pdf',
      type: 'application/pdf',
      data: bigPdf,
    });
    expect(document.statusCode).toBe(413);
    expect(document.json()).toEqual({
      error: 'The file is larger than the 15 MB allowed for an identity document',
    });
    await expectNothingStored(before);

    // Exactly at the limit is allowed.
    const atLimit = await upload(t, {
      token: refused.token,
      kind: 'identity_document',
      name: 'id.pdf',
      type: 'application/pdf',
      data: makePdf(15 * MB - makePdf().length),
    });
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().size_bytes).toBe(15 * MB);
  });

  it('refuses an unknown or missing kind before reading the file', async () => {
    const before = await snapshot();
    const unknown = await upload(t, {
      token: refused.token,
      kind: 'wallpaper',
      name: 'me.jpg',
      type: 'image/jpeg',
      data: await makeImage(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^Unknown file kind "wallpaper": use one of avatar, company_logo, /);
    const missing = await upload(t, {
      token: refused.token,
      name: 'me.jpg',
      type: 'image/jpeg',
      data: await makeImage(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^Say what the file is for with "kind"/);
    await expectNothingStored(before);
  });

  it('needs a signed-in user', async () => {
    const before = await snapshot();
    const anonymous = await upload(t, {
      kind: 'avatar',
      name: 'me.jpg',
      type: 'image/jpeg',
      data: await makeImage(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('Not authenticated');
    await expectNothingStored(before);
  });

  it('refuses empty files, bodies that are not multipart and files in another field', async () => {
    const before = await snapshot();
    const empty = await upload(t, {
      token: refused.token,
      kind: 'chat_attachment',
      name: 'empty.txt',
      type: 'text/plain',
      data: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'The file is empty' });

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/rest/v1/files?kind=avatar',
      headers: { apikey: t.anonKey, authorization: `Bearer ${refused.token}` },
      payload: { file: 'aGVsbG8=' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('Send the file as multipart/form-data in a field named "file"');

    const { payload, contentType } = multipartBody([
      { name: 'photo', filename: 'me.jpg', type: 'image/jpeg', data: await makeImage() },
    ]);
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/rest/v1/files?kind=avatar',
      headers: { apikey: t.anonKey, authorization: `Bearer ${refused.token}`, 'content-type': contentType },
      payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toBe('Send the file in a field named "file", not "photo"');
    await expectNothingStored(before);
  });

  it('answers an oversized upload over a real connection, closing it instead of reading the rest', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address) as unknown as AddressInfo & URL;
    const { payload, contentType } = multipartBody([
      {
        name: 'file',
        filename: 'me.jpg',
        type: 'image/jpeg',
        data: Buffer.concat([await makeImage(), Buffer.alloc(40 * MB)]),
      },
    ]);
    const before = await snapshot();
    const result = await new Promise<{
      status: number;
      connection: string | undefined;
      body: string;
      sent: number;
    }>((resolve, reject) => {
      let sent = 0;
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/rest/v1/files?kind=avatar',
          headers: {
            apikey: t.anonKey,
            authorization: `Bearer ${refused.token}`,
            'content-type': contentType,
            'content-length': payload.length,
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, connection: response.headers.connection, body, sent }),
          );
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        // The server closing mid-upload may surface as a reset on the sending side after the answer.
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      const write = () => {
        while (sent < payload.length) {
          const chunk = payload.subarray(sent, sent + 256 * 1024);
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        request.end();
      };
      write();
    });
    expect(result.status).toBe(413);
    expect(result.connection).toBe('close');
    expect(JSON.parse(result.body)).toEqual({
      error: 'The file is larger than the 5 MB allowed for a profile photo',
    });
    expect(result.sent).toBeLessThan(payload.length);
    await expectNothingStored(before);
  });
});

describe('reading file records', () => {
  let passport: FileRecord;
  let avatar: FileRecord;

  beforeAll(async () => {
    passport = await uploaded(t, {
      token: tom.token,
      kind: 'identity_document',
      name: 'passport.pdf',
      type: 'application/pdf',
      data: makePdf(),
    });
    avatar = await uploaded(t, {
      token: tom.token,
      kind: 'avatar',
      name: 'tom.jpg',
      type: 'image/jpeg',
      data: await makeImage(),
    });
  });

  it('shows a private document to its owner and to admins only', async () => {
    const owner = await record(passport.id, tom.token);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ id: passport.id, kind: 'identity_document', visibility: 'private' });

    const stranger = await record(passport.id, maya.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe('You do not have access to this file');

    const anonymous = await record(passport.id);
    expect(anonymous.statusCode).toBe(401);

    const reviewer = await record(passport.id, admin.token);
    expect(reviewer.statusCode).toBe(200);
    const link = await fetchLink(t, reviewer.json<FileRecord>().url);
    expect(link.statusCode).toBe(200);
    expect(link.rawPayload.equals(makePdf())).toBe(true);
  });

  it('shows a public file to anyone with the API key, with fresh links', async () => {
    const response = await record(avatar.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<FileRecord>();
    // Uploaded at 1200 × 800; avatars are stored (and shown) at most 1024 px wide (decision 0056).
    expect(body).toMatchObject({ id: avatar.id, kind: 'avatar', width: 1024, height: 683 });
    expect((await fetchLink(t, body.thumbnail_url!)).statusCode).toBe(200);
  });

  it('signs links for many files at once for other modules, skipping unknown ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const originals = await signFileUrlsById({
      db: t.database.db,
      config: t.config,
      ids: [avatar.id, passport.id, unknown],
    });
    expect([...originals.keys()].sort()).toEqual([avatar.id, passport.id].sort());
    expect((await fetchLink(t, originals.get(avatar.id)!)).statusCode).toBe(200);
    const thumbnails = await signFileUrlsById({
      db: t.database.db,
      config: t.config,
      ids: [avatar.id, passport.id],
      variant: 'thumbnail',
    });
    expect([...thumbnails.keys()]).toEqual([avatar.id]);
    expect((await fetchLink(t, thumbnails.get(avatar.id)!)).headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for a file that does not exist', async () => {
    const missing = await record('00000000-0000-4000-8000-000000000000', tom.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'File not found' });
    // Decision 0056: not an id at all is a 400 saying so, not a 404.
    expect((await record('not-an-id', tom.token)).statusCode).toBe(400);
  });
});

describe('deleting files', () => {
  it('lets only the owner delete, and then the bytes and links are gone', async () => {
    const file = await uploaded(t, {
      token: tom.token,
      kind: 'portfolio_image',
      name: 'old.jpg',
      type: 'image/jpeg',
      data: await makeImage(),
    });
    const remove = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/rest/v1/files/${file.id}`,
        headers: { apikey: t.anonKey, authorization: `Bearer ${token}` },
      });
    const row = (await rowOf(file.id))!;

    const stranger = await remove(maya.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe('You can only delete your own files');
    expect((await fetchLink(t, file.url)).statusCode).toBe(200);

    expect((await remove(tom.token)).statusCode).toBe(204);
    expect(await rowOf(file.id)).toBeUndefined();
    expect(storedFiles(t)).not.toContain(`uploads/${row.storageKey}`);
    expect(storedFiles(t)).not.toContain(`uploads/${row.thumbnailKey}`);
    const gone = await fetchLink(t, file.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'This file no longer exists' });
    expect((await record(file.id, tom.token)).statusCode).toBe(404);
    expect((await remove(tom.token)).statusCode).toBe(404);
  });
});

describe('upload rate limit', () => {
  it('allows 60 uploads an hour per user, then says when to come back', async () => {
    const busy = await signIn(t, 'busy@example.com', 'filmmaker');
    const send = (user: SignedInUser) =>
      upload(t, {
        token: user.token,
        kind: 'chat_attachment',
        name: 'note.txt',
        type: 'text/plain',
        data: Buffer.from('ok'),
      });
    for (let i = 0; i < 60; i += 1) expect((await send(busy)).statusCode).toBe(201);
    const over = await send(busy);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(
      /^You have uploaded too many files in the last hour\. Please try again in \d+ minutes\.$/,
    );
    // Another person on the same address is not held back.
    const other = await signIn(t, 'other-busy@example.com', 'client');
    expect((await send(other)).statusCode).toBe(201);
  });
});
