import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import {
  FILE_KIND_RULES,
  fileTooLargeMessage,
  imageTooLargeMessage,
  type FileKind,
} from '@reelhire/shared/file-kinds';
import { fileExtension } from '@reelhire/shared/file-formats';
import { formatFileSize } from '@reelhire/shared/file-kinds';
import { SINGLE_REQUEST_MAX_BYTES } from '@reelhire/shared/uploads';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { HttpError } from '../../http/errors.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { newStorageKey, thumbnailKeyFor } from '../../storage/storage-keys.ts';
import { cleanFileName } from './file-name.ts';
import { CONTENT_SAMPLE_BYTES, identifyFileContent, type FileContent } from './identify-file-content.ts';
import { analyseImage, ImageTooLarge, ImageUnreadable, shownImage } from './image-variants.ts';
import { peekStream } from './peek-stream.ts';
import type { FileRow } from './sign-file-url.ts';
import { FileTooLarge, UploadMeter } from './upload-meter.ts';

export interface IncomingFile {
  stream: Readable;
  /** The name the browser sent: kept for display only. */
  fileName: string | undefined;
  /** The type the browser sent: compared with the content, never trusted. */
  claimedType: string | undefined;
}

export interface UploadFileOptions {
  db: Db;
  storage: StorageDriver;
  /** Where images wait while they are checked and re-encoded (on local disk, whatever the driver). */
  tempDir: string;
  ownerId: string;
  kind: FileKind;
  file: IncomingFile;
  now?: Date;
}

interface StoredBytes {
  sizeBytes: number;
  sha256: string;
  width: number | null;
  height: number | null;
  thumbnailKey: string | null;
  metadata: Record<string, unknown>;
}

/** One request carries at most 2 GB; a larger file of a kind that allows it goes up in chunks (0039). */
const requestLimit = (kind: FileKind) => Math.min(FILE_KIND_RULES[kind].maxBytes, SINGLE_REQUEST_MAX_BYTES);

const tooLargeMessage = (kind: FileKind) =>
  requestLimit(kind) < FILE_KIND_RULES[kind].maxBytes
    ? `A file larger than ${formatFileSize(SINGLE_REQUEST_MAX_BYTES)} goes up in chunks: open a resumable upload with POST /api/rest/v1/uploads`
    : fileTooLargeMessage(kind);

/** Node's pipeline as a stream: the last stream, failing when any stage fails (put() then cleans up). */
const through = (source: Readable, meter: UploadMeter): Readable => pipeline(source, meter, () => {});

/**
 * Stores one upload: checks its real type from its first bytes, streams it to storage while counting and
 * hashing (cut off at the kind's limit), makes a thumbnail of images and strips their metadata where the
 * kind says so, then records the row. A refused or failed upload leaves no row and no object.
 */
export async function uploadFile({
  db,
  storage,
  tempDir,
  ownerId,
  kind,
  file,
  now = new Date(),
}: UploadFileOptions): Promise<FileRow> {
  const rule = FILE_KIND_RULES[kind];
  const { head, stream } = await peekStream(file.stream, CONTENT_SAMPLE_BYTES);
  const written: string[] = [];
  try {
    if (head.length === 0) throw new HttpError(400, 'The file is empty');
    const content = await identifyFileContent({
      kind,
      head,
      fileName: file.fileName ?? '',
      claimedType: file.claimedType,
    });
    const key = newStorageKey(now);
    const stored =
      content.category === 'image'
        ? await storeImage({ storage, tempDir, kind, key, stream, content, written })
        : await storeAsUploaded({ storage, kind, key, stream, content, written });

    const [row] = await db
      .insert(files)
      .values({
        ownerId,
        kind,
        visibility: rule.visibility,
        storageKey: key,
        mimeType: content.mime,
        originalName: cleanFileName(
          file.fileName,
          content.format?.extensions[0] ?? fileExtension(file.fileName ?? ''),
        ),
        createdAt: now,
        ...stored,
      })
      .returning();
    return row!;
  } catch (error) {
    stream.destroy();
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    if (error instanceof FileTooLarge) throw new HttpError(413, tooLargeMessage(kind));
    throw error;
  }
}

interface StoreOptions {
  storage: StorageDriver;
  kind: FileKind;
  key: string;
  stream: Readable;
  content: FileContent;
  /** Keys put so far, removed again if anything later fails. */
  written: string[];
}

async function storeAsUploaded({
  storage,
  kind,
  key,
  stream,
  content,
  written,
}: StoreOptions): Promise<StoredBytes> {
  const meter = new UploadMeter(requestLimit(kind));
  written.push(key);
  await storage.put(key, through(stream, meter), { contentType: content.mime });
  return {
    sizeBytes: meter.bytes,
    sha256: meter.sha256(),
    width: null,
    height: null,
    thumbnailKey: null,
    metadata: {},
  };
}

/**
 * Images are decoded whole by sharp anyway, so they wait in a temporary file (never in memory) while they
 * are checked, measured and thumbnailed; then the stored variants go to the driver.
 */
async function storeImage(options: StoreOptions & { tempDir: string }): Promise<StoredBytes> {
  const { storage, tempDir, kind, key, stream, content, written } = options;
  const rule = FILE_KIND_RULES[kind];
  await mkdir(tempDir, { recursive: true });
  const staged = path.join(tempDir, randomUUID());
  try {
    const uploaded = new UploadMeter(requestLimit(kind));
    await pipelineAsync(stream, uploaded, createWriteStream(staged, { flags: 'wx', mode: 0o600 }));

    let image;
    try {
      image = await analyseImage(staged, rule.maxImagePixels);
    } catch (error) {
      if (error instanceof ImageTooLarge) {
        // A delivery is the filmmaker's work as delivered: kept untouched and never decoded, so no preview.
        if (rule.formats === 'any') {
          return await storeAsUploaded({ ...options, stream: createReadStream(staged) });
        }
        throw new HttpError(413, imageTooLargeMessage(kind, error.width, error.height));
      }
      if (!(error instanceof ImageUnreadable)) throw error;
      // A deliverable is kept as delivered, even when we cannot draw it; anything shown on the site must be.
      if (rule.formats === 'any') {
        return await storeAsUploaded({ ...options, stream: createReadStream(staged) });
      }
      throw new HttpError(
        415,
        `The file could not be read as ${content.label}: it may be damaged or incomplete.`,
      );
    }

    let stored: UploadMeter;
    let { width, height } = image;
    written.push(key);
    if (rule.keepOriginal) {
      stored = uploaded;
      await storage.put(key, createReadStream(staged), { contentType: content.mime });
    } else {
      // Viewers get this scaled, cleaned copy; the full-size upload is never stored (decision 0056).
      stored = new UploadMeter();
      const shown = shownImage(staged, {
        mime: content.mime,
        animated: image.animated,
        maxPixels: rule.maxImagePixels,
        maxSide: rule.shownMaxSide,
      });
      shown.once('info', (info: { width: number; height: number; pageHeight?: number }) => {
        width = info.width;
        height = image.animated ? (info.pageHeight ?? info.height) : info.height;
      });
      await storage.put(key, through(shown, stored), { contentType: content.mime });
    }
    const thumbnailKey = thumbnailKeyFor(key);
    written.push(thumbnailKey);
    await storage.put(thumbnailKey, Readable.from([image.thumbnail.data]), { contentType: 'image/webp' });

    return {
      sizeBytes: stored.bytes,
      sha256: stored.sha256(),
      width,
      height,
      thumbnailKey,
      metadata: {
        thumbnail: { width: image.thumbnail.width, height: image.thumbnail.height },
        ...(rule.keepOriginal ? {} : { metadata_stripped: true, uploaded_size_bytes: uploaded.bytes }),
      },
    };
  } finally {
    await rm(staged, { force: true });
  }
}
