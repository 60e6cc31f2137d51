import { mkdtempSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { StorageObjectNotFound, type StorageDriver } from './storage-driver.ts';
import { newStorageKey, thumbnailKeyFor } from './storage-keys.ts';

let dataDir: string;
let root: string;
let storage: StorageDriver;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-local-storage-'));
  root = path.join(dataDir, 'uploads');
  storage = createLocalDiskStorage({ root });
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const put = (key: string, body: string) =>
  storage.put(key, Readable.from([Buffer.from(body)]), { contentType: 'text/plain' });

/** Every file under the uploads folder, as paths relative to it. */
const filesOnDisk = () =>
  existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    : [];

describe('local disk storage', () => {
  it('stores under a yyyy/mm/<uuid> key and reads it back whole, by range, and by size', async () => {
    const key = newStorageKey(new Date('2026-03-09T12:00:00Z'));
    expect(key).toMatch(/^2026\/03\/[0-9a-f-]{36}$/);
    await put(key, 'hello reelhire');
    expect(existsSync(path.join(root, key))).toBe(true);
    expect(await text(await storage.getStream(key))).toBe('hello reelhire');
    expect(await text(await storage.getStream(key, { start: 6, end: 13 }))).toBe('reelhire');
    expect(await storage.head(key)).toEqual({ size: 14 });
  });

  it('removes an object, and treats removing it again or reading it as absent', async () => {
    const key = newStorageKey();
    await put(key, 'x');
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.head(key)).toBeUndefined();
    await expect(storage.getStream(key)).rejects.toBeInstanceOf(StorageObjectNotFound);
  });

  it('leaves nothing behind when the incoming stream fails halfway', async () => {
    const key = newStorageKey();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('over the limit'));
      },
    });
    await expect(storage.put(key, failing, { contentType: 'video/mp4' })).rejects.toThrow('over the limit');
    expect(filesOnDisk()).toEqual([]);
  });

  it('accepts only keys the server makes, so no key can reach outside the uploads folder', async () => {
    writeFileSync(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"x"}');
    const attempts = [
      '../secrets.json',
      '2026/03/../../../secrets.json',
      '/etc/passwd',
      '2026/03/not-a-uuid',
      `${newStorageKey()}/../../secrets.json`,
      '..\\secrets.json',
      '',
    ];
    for (const key of attempts) {
      await expect(storage.getStream(key), key).rejects.toThrow(/Not a storage key/);
      await expect(storage.head(key), key).rejects.toThrow(/Not a storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Not a storage key/);
      await expect(put(key, 'x'), key).rejects.toThrow(/Not a storage key/);
    }
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);
    expect(filesOnDisk()).toEqual([]);
  });

  it('keeps a thumbnail beside its original', async () => {
    const key = newStorageKey();
    await put(thumbnailKeyFor(key), 'thumb');
    expect(await storage.head(`${key}-thumb`)).toEqual({ size: 5 });
  });
});
