import { createHash } from 'node:crypto';
import { GB, MB } from '@reelhire/shared/file-kinds';
import type { FileRecord } from '@reelhire/shared/file-records';
import type { UploadSession } from '@reelhire/shared/uploads';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { files } from '../../db/schema/files.ts';
import { uploadSessions } from '../../db/schema/uploads.ts';
import type { TestApp } from '../../test/test-app.ts';
import { makeExe, makeIsoMedia, makePdf, makePhotoWithExif } from './file-fixtures.ts';
import { signIn, uploaded, type SignedInUser } from './upload-test-kit.ts';
import { configuredStorage } from '../../storage/configured-storage.ts';
import { removeStaleUploads } from './remove-stale-uploads.ts';
import {
  abortUpload,
  chunksOf,
  completeUpload,
  openUpload,
  sendChunk,
  uploadState,
} from './upload-session-test-kit.ts';

// The resumable upload protocol through HTTP, run once per storage driver (routes.test.ts, s3-routes.test.ts).

export interface DriverUnderTest {
  app: () => TestApp;
  /** Bytes or parts the driver still holds for unfinished uploads (temporary files, open multipart uploads). */
  partials: () => number;
  /** The bytes stored under a key. */
  stored: (key: string) => Promise<Buffer | undefined>;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const video = (bytes: number) => Buffer.concat([makeIsoMedia('isom'), Buffer.alloc(bytes, 7)]);

export function uploadSessionSuite(driver: DriverUnderTest) {
  let t: TestApp;
  let maya: SignedInUser;
  let tom: SignedInUser;

  beforeAll(async () => {
    t = driver.app();
    maya = await signIn(t, 'maya.uploads@example.com', 'filmmaker');
    tom = await signIn(t, 'tom.uploads@example.com', 'client');
  });

  const open = async (token: string, body: Parameters<typeof openUpload>[2]) => {
    const response = await openUpload(t, token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadSession>();
  };
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(uploadSessions).where(eq(uploadSessions.id, id)))[0];

  it('takes a video in chunks, tells the offset between them, and completes into the same record as POST /files', async () => {
    const data = video(11 * MB);
    const session = await open(maya.token, {
      kind: 'portfolio_video',
      name: 'reel.mp4',
      size: data.length,
      type: 'video/mp4',
    });
    expect(session).toMatchObject({
      status: 'open',
      offset: 0,
      size: data.length,
      kind: 'portfolio_video',
      file_id: null,
    });

    for (const { offset, chunk } of chunksOf(data, 5 * MB)) {
      const response = await sendChunk(t, maya.token, session.id, offset, chunk);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['upload-offset']).toBe(String(offset + chunk.length));
      const state = await uploadState(t, maya.token, session.id, 'HEAD');
      expect(state.statusCode).toBe(200);
      expect(state.headers['upload-offset']).toBe(String(offset + chunk.length));
    }

    const completed = await completeUpload(t, maya.token, session.id);
    expect(completed.statusCode, completed.body).toBe(201);
    const file = completed.json<FileRecord>();
    const single = await uploaded(t, {
      token: maya.token,
      kind: 'portfolio_video',
      name: 'reel.mp4',
      type: 'video/mp4',
      data,
    });
    const same = ({ id: _id, url: _url, created_at: _at, ...rest }: FileRecord) => rest;
    expect(same(file)).toEqual(same(single));
    expect(file).toMatchObject({ mime_type: 'video/mp4', size_bytes: data.length, visibility: 'public' });

    const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
    expect(row!.sha256).toBe(sha256(data));
    expect((await driver.stored(row!.storageKey))?.equals(data)).toBe(true);
    expect(driver.partials()).toBe(0);

    // A completion whose answer was lost is asked again: the same file, nothing stored twice.
    const again = await completeUpload(t, maya.token, session.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<FileRecord>().id).toBe(file.id);
    expect((await uploadState(t, maya.token, session.id)).json<UploadSession>()).toMatchObject({
      status: 'completed',
      file_id: file.id,
    });
    // A completed session takes no more chunks and cannot be aborted.
    expect((await sendChunk(t, maya.token, session.id, data.length, Buffer.from('x'))).statusCode).toBe(409);
    expect((await abortUpload(t, maya.token, session.id)).statusCode).toBe(409);
  }, 90_000);

  it('refuses a chunk at the wrong offset without changing anything, and answers a retried chunk again', async () => {
    const data = video(11 * MB);
    const [first, second, last] = chunksOf(data, 5 * MB);
    const session = await open(maya.token, { kind: 'deliverable', name: 'cut.mp4', size: data.length });
    expect((await sendChunk(t, maya.token, session.id, 0, first!.chunk)).statusCode).toBe(200);

    // Skipping ahead, or going back to a chunk that was not the last one, is refused with the real offset.
    for (const [offset, chunk] of [
      [second!.offset + 1, second!.chunk],
      [last!.offset, last!.chunk],
    ] as const) {
      const wrong = await sendChunk(t, maya.token, session.id, offset, chunk);
      expect(wrong.statusCode).toBe(409);
      expect(wrong.headers['upload-offset']).toBe(String(5 * MB));
      expect(wrong.json()).toMatchObject({
        error: `The upload is at byte ${5 * MB}: send the chunk that starts there`,
      });
    }
    // The first chunk again (its answer was lost): the same answer, not stored twice.
    const retried = await sendChunk(t, maya.token, session.id, 0, first!.chunk);
    expect(retried.statusCode).toBe(200);
    expect(retried.json<UploadSession>().offset).toBe(5 * MB);
    // Different bytes at the place of the last chunk are not a retry.
    expect((await sendChunk(t, maya.token, session.id, 0, second!.chunk)).statusCode).toBe(409);
    expect((await rowOf(session.id))!.parts).toHaveLength(1);

    // Too early to complete.
    expect((await completeUpload(t, maya.token, session.id)).statusCode).toBe(409);
    // Short chunks only at the end; nothing past the declared size.
    expect((await sendChunk(t, maya.token, session.id, 5 * MB, Buffer.alloc(MB))).statusCode).toBe(400);
    const over = Buffer.concat([second!.chunk, last!.chunk, Buffer.from('extra')]);
    expect((await sendChunk(t, maya.token, session.id, 5 * MB, over)).statusCode).toBe(400);
    expect((await uploadState(t, maya.token, session.id)).json<UploadSession>().offset).toBe(5 * MB);

    // Resuming from the offset the server tells finishes the file.
    for (const { offset, chunk } of [second!, last!]) {
      expect((await sendChunk(t, maya.token, session.id, offset, chunk)).statusCode).toBe(200);
    }
    const file = (await completeUpload(t, maya.token, session.id)).json<FileRecord>();
    expect(file).toMatchObject({ kind: 'deliverable', visibility: 'private', size_bytes: data.length });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
    expect((await driver.stored(row!.storageKey))?.equals(data)).toBe(true);
    expect(row!.sha256).toBe(sha256(data));
  }, 90_000);

  it('answers 404 to anyone else touching a session, and 401 to nobody', async () => {
    const session = await open(maya.token, { kind: 'deliverable', name: 'a.pdf', size: 10_000 });
    const pdf = makePdf(10_000).subarray(0, 10_000);
    for (const response of [
      await uploadState(t, tom.token, session.id),
      await sendChunk(t, tom.token, session.id, 0, pdf),
      await completeUpload(t, tom.token, session.id),
      await abortUpload(t, tom.token, session.id),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    // Not an id at all: a 400 saying so (decision 0056).
    expect((await uploadState(t, tom.token, 'not-an-id')).statusCode).toBe(400);
    expect((await uploadState(t, undefined, session.id)).statusCode).toBe(401);
    expect((await openUpload(t, undefined, { kind: 'deliverable', name: 'a.pdf', size: 1 })).statusCode).toBe(
      401,
    );
    expect((await uploadState(t, maya.token, session.id)).json<UploadSession>().offset).toBe(0);
  });

  it("refuses a file over its kind's limit up front, and the wrong content with the first chunk", async () => {
    const tooBig = await openUpload(t, maya.token, {
      kind: 'portfolio_video',
      name: 'long.mp4',
      size: 500 * MB + 1,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      error: 'The file is larger than the 500 MB allowed for a portfolio video',
    });
    // A film delivery fits (decision 0039): 20 GB.
    expect(
      (await openUpload(t, maya.token, { kind: 'deliverable', name: 'film.mov', size: 20 * GB })).statusCode,
    ).toBe(201);
    expect(
      (await openUpload(t, maya.token, { kind: 'deliverable', name: 'film.mov', size: 20 * GB + 1 }))
        .statusCode,
    ).toBe(413);
    // Reference files are a client's.
    expect(
      (await openUpload(t, maya.token, { kind: 'project_reference', name: 'a.pdf', size: 10 })).statusCode,
    ).toBe(403);

    const exe = makeExe();
    const program = await open(maya.token, { kind: 'deliverable', name: 'setup.bin', size: exe.length });
    const refused = await sendChunk(t, maya.token, program.id, 0, exe);
    expect(refused.statusCode).toBe(415);
    const pdf = makePdf();
    const notVideo = await open(maya.token, { kind: 'portfolio_video', name: 'x.mp4', size: pdf.length });
    expect((await sendChunk(t, maya.token, notVideo.id, 0, pdf)).statusCode).toBe(415);
    expect((await uploadState(t, maya.token, notVideo.id)).json<UploadSession>().offset).toBe(0);
  });

  it('makes an image sent in chunks the same as one sent whole: metadata stripped, a thumbnail', async () => {
    const photo = await makePhotoWithExif();
    const session = await open(maya.token, {
      kind: 'chat_attachment',
      name: 'set.jpg',
      size: photo.length,
      type: 'image/jpeg',
    });
    expect((await sendChunk(t, maya.token, session.id, 0, photo)).statusCode).toBe(200);
    const completed = await completeUpload(t, maya.token, session.id);
    expect(completed.statusCode, completed.body).toBe(201);
    const file = completed.json<FileRecord>();
    expect(file).toMatchObject({ mime_type: 'image/jpeg', width: 800, height: 1200 });
    expect(file.thumbnail_url).not.toBeNull();
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
    expect((await sharp((await driver.stored(row!.storageKey))!).metadata()).exif).toBeUndefined();
    // The assembled original went: only the stored image and its thumbnail are left.
    expect(await driver.stored((await rowOf(session.id))!.storageKey)).toBeUndefined();
  });

  it('drops an aborted session and its bytes, and sweeps idle ones', async () => {
    const data = video(6 * MB);
    const aborted = await open(maya.token, { kind: 'deliverable', name: 'a.mp4', size: data.length });
    await sendChunk(t, maya.token, aborted.id, 0, data.subarray(0, 5 * MB));
    expect((await abortUpload(t, maya.token, aborted.id)).statusCode).toBe(204);
    expect((await uploadState(t, maya.token, aborted.id)).statusCode).toBe(404);

    const idle = await open(maya.token, { kind: 'deliverable', name: 'b.mp4', size: data.length });
    await sendChunk(t, maya.token, idle.id, 0, data.subarray(0, 5 * MB));
    const storage = configuredStorage(t.config);
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await removeStaleUploads({ db: t.database.db, storage, now: later })).toBeGreaterThan(0);
    expect(await rowOf(idle.id)).toBeUndefined();
    expect(driver.partials()).toBe(0);
  });
}
