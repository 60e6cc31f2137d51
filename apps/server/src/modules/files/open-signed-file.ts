import type { Readable } from 'node:stream';
import parseRange from 'range-parser';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { verifyFileLink } from '../../storage/signed-link.ts';
import { StorageObjectNotFound, type ByteRange, type StorageDriver } from '../../storage/storage-driver.ts';
import { findFile } from './file-access.ts';
import { fileResponseHeaders } from './file-response-headers.ts';

export interface SignedFileQuery {
  variant?: string | undefined;
  expires?: string | undefined;
  signature?: string | undefined;
}

export interface OpenSignedFileOptions {
  db: Db;
  config: Config;
  storage: StorageDriver;
  id: string;
  query: SignedFileQuery;
  /** The request's Range header, if any. */
  range: string | undefined;
  now?: Date;
}

export interface OpenedFile {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  /** Undefined only for 416 (no part of the file matches the range). */
  body: Readable | undefined;
}

export const linkExpired = () => new HttpError(403, 'This link has expired');
export const linkNotValid = () => new HttpError(403, 'This link is not valid');

/**
 * Answers a signed file link: the signature decides, not a session. Byte ranges are served (video and
 * audio players seek with them, PDF viewers fetch pages with them); several ranges at once get the whole
 * file, which HTTP allows.
 */
export async function openSignedFile({
  db,
  config,
  storage,
  id,
  query,
  range,
  now = new Date(),
}: OpenSignedFileOptions): Promise<OpenedFile> {
  const verdict = verifyFileLink({
    jwtSecret: config.jwtSecret,
    fileId: id,
    variant: query.variant,
    expires: query.expires,
    signature: query.signature,
    now,
  });
  if (verdict === 'invalid') throw linkNotValid();
  if (verdict === 'expired') throw linkExpired();
  const variant = query.variant === 'thumbnail' ? 'thumbnail' : 'original';

  const file = await findFile(db, id);
  const key = variant === 'thumbnail' ? file?.thumbnailKey : file?.storageKey;
  if (!file || !key) throw new HttpError(404, 'This file no longer exists');

  const size = variant === 'original' ? file.sizeBytes : (await storage.head(key))?.size;
  if (size === undefined) throw new HttpError(404, 'This file no longer exists');

  const described = fileResponseHeaders(file, variant);
  const remaining = Math.max(0, Number(query.expires) - Math.floor(now.getTime() / 1000));
  const headers: Record<string, string> = {
    'content-type': described.contentType,
    'content-disposition': described.contentDisposition,
    'content-security-policy': described.contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    // The app's pages refuse every frame (decision 0070), but chat shows PDFs in a frame of our own page:
    // the older header agrees with the file's own frame-ancestors 'self'.
    'x-frame-options': 'SAMEORIGIN',
    // The link is private to whoever holds it: browsers may keep it until it expires, shared caches never.
    'cache-control': `private, max-age=${remaining}`,
    'accept-ranges': 'bytes',
    // The signature is the permission, so a page on another origin holding a link may show it (<img>).
    'cross-origin-resource-policy': 'cross-origin',
  };

  let byteRange: ByteRange | undefined;
  if (range && size > 0) {
    const ranges = parseRange(size, range, { combine: true });
    if (ranges === -1) {
      return { status: 416, headers: { 'content-range': `bytes */${size}` }, body: undefined };
    }
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) byteRange = ranges[0];
  }

  let body: Readable;
  try {
    body = await storage.getStream(key, byteRange);
  } catch (error) {
    if (error instanceof StorageObjectNotFound) throw new HttpError(404, 'This file no longer exists');
    throw error;
  }
  if (byteRange) {
    return {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${byteRange.start}-${byteRange.end}/${size}`,
        'content-length': String(byteRange.end - byteRange.start + 1),
      },
      body,
    };
  }
  return { status: 200, headers: { ...headers, 'content-length': String(size) }, body };
}
