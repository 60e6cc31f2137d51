import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { removeStaleFiles } from './stale-files.ts';
import { assertStorageKey } from './storage-keys.ts';
import {
  StorageObjectNotFound,
  type ByteRange,
  type PutOptions,
  type StorageDriver,
  type StoredObject,
} from './storage-driver.ts';

export interface LocalDiskStorageOptions {
  /** The uploads folder, `${DATA_DIR}/uploads` by default. */
  root: string;
}

/** Partial uploads are written here, on the same disk as the uploads so that the final rename is atomic. */
const INCOMING = '.incoming';

/** A chunked upload's temporary file is named by a UUID the driver made (never by a request). */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The default driver: files under DATA_DIR/uploads, one folder per month. */
export function createLocalDiskStorage({ root }: LocalDiskStorageOptions): StorageDriver {
  const base = path.resolve(root);

  const pathOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(base, key);
    // The key shape already rules out '..' and absolute paths; this is the second lock on the same door.
    if (!file.startsWith(base + path.sep)) throw new Error('Storage key escapes the uploads folder');
    return file;
  };

  const incomingOf = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new Error('Not an upload id');
    return path.join(base, INCOMING, uploadId);
  };

  return {
    name: 'local',

    // A chunked upload is a temporary file beside the other partial writes (swept the same way when idle for
    // a day: every part written touches it), renamed under its key once complete.
    chunked: {
      async begin(key: string) {
        assertStorageKey(key);
        await mkdir(path.join(base, INCOMING), { recursive: true });
        const uploadId = randomUUID();
        await (await open(incomingOf(uploadId), 'wx', 0o600)).close();
        return uploadId;
      },
      async writePart(key: string, uploadId: string, { number, offset, body }) {
        assertStorageKey(key);
        const handle = await open(incomingOf(uploadId), 'r+');
        try {
          // At its place, not appended: a part written twice (a retry) leaves the same bytes.
          await handle.write(body, 0, body.length, offset);
        } finally {
          await handle.close();
        }
        return { number, etag: '' };
      },
      async finish(key: string, uploadId: string) {
        const target = pathOf(key);
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await rename(incomingOf(uploadId), target);
        } catch (error) {
          // Another process sharing DATA_DIR finished the same upload a moment ago (decision 0069).
          const gone = (error as NodeJS.ErrnoException).code === 'ENOENT';
          if (!gone || !(await stat(target).catch(() => undefined))) throw error;
        }
      },
      async abort(_key: string, uploadId: string) {
        await rm(incomingOf(uploadId), { force: true });
      },
    },

    async put(key: string, body: Readable, _options: PutOptions) {
      const target = pathOf(key);
      const incoming = path.join(base, INCOMING);
      await Promise.all([
        mkdir(path.dirname(target), { recursive: true }),
        mkdir(incoming, { recursive: true }),
      ]);
      // Readers never see a half-written file: it only appears under its key once complete.
      const temp = path.join(incoming, randomUUID());
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async getStream(key: string, range?: ByteRange) {
      const file = pathOf(key);
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      // Opening is asynchronous: wait for it so that a missing file is a rejection here, not a stream error
      // after the response headers have gone out.
      await new Promise<void>((resolve, reject) => {
        stream.once('ready', () => resolve());
        stream.once('error', (error: NodeJS.ErrnoException) =>
          reject(error.code === 'ENOENT' ? new StorageObjectNotFound(key) : error),
        );
      });
      return stream;
    },

    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },

    async removeStalePartials() {
      await removeStaleFiles(path.join(base, INCOMING));
    },

    async head(key: string): Promise<StoredObject | undefined> {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
