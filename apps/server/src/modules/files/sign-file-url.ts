import { FILE_LINK_TTL_SECONDS, type FileVariant } from '@reelhire/shared/file-records';
import type { Config } from '../../config.ts';
import type { files } from '../../db/schema/files.ts';
import { configuredStorage } from '../../storage/configured-storage.ts';
import { signedFileLink } from '../../storage/signed-link.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { fileResponseHeaders } from './file-response-headers.ts';

export type FileRow = typeof files.$inferSelect;

/** S3 refuses presigned links valid for more than a week. */
const MAX_TTL_SECONDS = 7 * 24 * 3600;

export interface SignFileUrlOptions {
  config: Config;
  file: Pick<FileRow, 'id' | 'storageKey' | 'thumbnailKey' | 'mimeType' | 'originalName'>;
  variant?: FileVariant;
  /** Seconds the link stays valid; an hour unless said. */
  ttl?: number;
  now?: Date;
  /** The configured driver unless given (tests). */
  storage?: StorageDriver;
  /**
   * A local-storage link on PUBLIC_URL, for use outside the site (emails). API answers leave it off: a
   * relative link works on every address the site is reached at (decision 0022).
   */
  absolute?: boolean;
}

/**
 * A link anyone holding it may use to read the file until it expires: our own HMAC-signed link for local
 * storage (relative to the site unless `absolute`), an S3 presigned URL (absolute, on the bucket) otherwise. Other modules (profiles, chat, verification) call this to embed
 * files in what they return, after deciding the caller may see them. Undefined for a missing thumbnail.
 */
export async function signFileUrl({
  config,
  file,
  variant = 'original',
  ttl = FILE_LINK_TTL_SECONDS,
  now = new Date(),
  storage = configuredStorage(config),
  absolute = false,
}: SignFileUrlOptions): Promise<string | undefined> {
  const key = variant === 'thumbnail' ? file.thumbnailKey : file.storageKey;
  if (!key) return undefined;
  const seconds = Math.max(1, Math.min(Math.floor(ttl), MAX_TTL_SECONDS));
  if (storage.presignedUrl) {
    const headers = fileResponseHeaders(file, variant);
    return storage.presignedUrl(key, {
      expiresInSeconds: seconds,
      contentType: headers.contentType,
      contentDisposition: headers.contentDisposition,
      cacheControl: `private, max-age=${seconds}`,
    });
  }
  return signedFileLink({
    jwtSecret: config.jwtSecret,
    ...(absolute ? { publicUrl: config.publicUrl } : {}),
    fileId: file.id,
    variant,
    expires: Math.floor(now.getTime() / 1000) + seconds,
  });
}
