import { randomBytes } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { startFakeS3Server, type FakeS3Server } from './fake-s3-server.ts';
import { createS3Storage } from './s3-storage.ts';
import { StorageObjectNotFound, type StorageDriver } from './storage-driver.ts';
import { newStorageKey } from './storage-keys.ts';

let s3: FakeS3Server;
let storage: StorageDriver;

beforeAll(async () => {
  s3 = await startFakeS3Server();
  storage = createS3Storage({
    endpoint: s3.endpoint,
    region: 'eu-west-1',
    bucket: s3.bucket,
    accessKeyId: 'test-access-key',
    secretAccessKey: 'test-secret-key',
  });
});
afterAll(() => s3?.close());

describe('S3 storage (against an in-process fake S3)', () => {
  it('puts, reads whole and by range, sizes and deletes an object, addressed by path', async () => {
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from('frame by frame')]), { contentType: 'text/plain' });
    expect(s3.objects.get(key)).toMatchObject({ contentType: 'text/plain' });
    expect(s3.requests.some((request) => request.startsWith(`PUT /${s3.bucket}/${key}`))).toBe(true);
    expect(await text(await storage.getStream(key))).toBe('frame by frame');
    expect(await text(await storage.getStream(key, { start: 6, end: 7 }))).toBe('by');
    expect(await storage.head(key)).toEqual({ size: 14 });
    await storage.delete(key);
    expect(await storage.head(key)).toBeUndefined();
    await expect(storage.getStream(key)).rejects.toBeInstanceOf(StorageObjectNotFound);
  });

  it('streams a large body as a multipart upload', async () => {
    const key = newStorageKey();
    const body = randomBytes(20 * 1024 * 1024);
    const chunks = Array.from({ length: 20 }, (_, i) =>
      body.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
    );
    await storage.put(key, Readable.from(chunks), { contentType: 'video/mp4' });
    expect(s3.requests.some((request) => request.includes('uploads'))).toBe(true);
    expect(s3.objects.get(key)!.body.equals(body)).toBe(true);
    expect(s3.openUploads.size).toBe(0);
  });

  it('aborts the multipart upload and rethrows when the body fails partway', async () => {
    const key = newStorageKey();
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent >= 18) return this.destroy(new Error('over the limit'));
        sent += 1;
        this.push(Buffer.alloc(1024 * 1024, sent));
      },
    });
    await expect(storage.put(key, failing, { contentType: 'video/mp4' })).rejects.toThrow('over the limit');
    expect(s3.requests).toContainEqual(
      expect.stringMatching(new RegExp(`^DELETE /${s3.bucket}/${key}\\?uploadId=`)),
    );
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.openUploads.size).toBe(0);
  });

  it('refuses keys it did not make', async () => {
    await expect(storage.getStream('../other-bucket/key')).rejects.toThrow(/Not a storage key/);
  });

  it('presigns a read link that S3 answers with our type, disposition and caching', async () => {
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from('%PDF-1.4 test')]), { contentType: 'application/pdf' });
    const url = await storage.presignedUrl!(key, {
      expiresInSeconds: 600,
      contentType: 'application/pdf',
      contentDisposition: 'inline; filename="id.pdf"',
      cacheControl: 'private, max-age=600',
    });
    const link = new URL(url);
    expect(link.origin).toBe(s3.endpoint);
    expect(link.pathname).toBe(`/${s3.bucket}/${key}`);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const response = await fetch(url);
    expect(response.headers.get('content-disposition')).toBe('inline; filename="id.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, max-age=600');
    expect((await buffer(Readable.fromWeb(response.body! as never))).toString()).toBe('%PDF-1.4 test');
  });
});
