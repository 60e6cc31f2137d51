import { idParamsSchema } from './id-params.ts';
import { z } from 'zod';
import { GB, MB } from './file-kinds.ts';
import { fileKindSchema } from './file-records.ts';

/**
 * Resumable uploads (decision 0039): a session is opened with the file's kind, name, size and type, the bytes
 * are sent in chunks at the session's offset, and completing it stores the file exactly as
 * `POST /api/rest/v1/files` would. Everything here is shared by the server and the web app.
 */

/** A chunk is at most this big (one request body, held in memory while it is stored). */
export const UPLOAD_CHUNK_MAX_BYTES = 16 * MB;
/** Every chunk but the last is at least this big: S3's smallest multipart part. */
export const UPLOAD_CHUNK_MIN_BYTES = 5 * MB;
/** What the web app sends per chunk. */
export const UPLOAD_CHUNK_BYTES = 8 * MB;
/** Files larger than this go up in chunks from the web app; smaller ones in one request. */
export const CHUNKED_UPLOAD_THRESHOLD_BYTES = 32 * MB;
/** One multipart request carries at most this much; larger files must use an upload session. */
export const SINGLE_REQUEST_MAX_BYTES = 2 * GB;
/** A session nobody has sent a chunk to for this long is removed with its bytes. */
export const UPLOAD_SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** The body type of a chunk (as in tus). */
export const UPLOAD_CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';

export const createUploadSchema = z.object({
  kind: fileKindSchema,
  name: z.string().trim().min(1, 'Give the file name').max(255),
  size: z.number().int().positive('The file is empty'),
  /** The type the browser reports: compared with the content, never trusted. */
  type: z.string().max(255).optional(),
});
export type CreateUpload = z.infer<typeof createUploadSchema>;

export const uploadIdParamsSchema = idParamsSchema('upload');

export const UPLOAD_STATUSES = ['open', 'completed'] as const;

export const uploadSessionSchema = z.object({
  id: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  kind: fileKindSchema,
  name: z.string(),
  size: z.number().int(),
  /** Bytes received so far: the next chunk starts here. */
  offset: z.number().int(),
  chunk_min_bytes: z.number().int(),
  chunk_max_bytes: z.number().int(),
  /** The stored file once completed. */
  file_id: z.string().nullable(),
  /** Moves forward with every chunk. */
  expires_at: z.string(),
  created_at: z.string(),
});
export type UploadSession = z.infer<typeof uploadSessionSchema>;
