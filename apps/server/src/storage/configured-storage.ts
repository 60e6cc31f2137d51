import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { StorageDriver } from './storage-driver.ts';

const drivers = new WeakMap<Config, StorageDriver>();

/** The driver the configuration chooses: S3 when S3_* is set, else DATA_DIR/uploads. One per Config. */
export function configuredStorage(config: Config): StorageDriver {
  let driver = drivers.get(config);
  if (!driver) {
    driver = config.s3
      ? createS3Storage(config.s3)
      : createLocalDiskStorage({ root: path.join(config.dataDir, 'uploads') });
    drivers.set(config, driver);
  }
  return driver;
}

/**
 * Where file links point when they are not ours: the S3 origin the SDK presigns for (found by presigning
 * a key, so it matches however the SDK builds host names). The SPA's Content-Security-Policy must allow it
 * for <img> and <video> to load presigned links. Empty for local storage: links are same-origin.
 */
export async function fileLinkOrigins(config: Config): Promise<string[]> {
  const driver = configuredStorage(config);
  if (!driver.presignedUrl) return [];
  const probe = await driver.presignedUrl('0000/00/00000000-0000-4000-8000-000000000000', {
    expiresInSeconds: 60,
    contentType: 'application/octet-stream',
    contentDisposition: 'attachment',
    cacheControl: 'private',
  });
  return [new URL(probe).origin];
}
