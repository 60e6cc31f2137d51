import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { files } from './files.ts';

export interface UploadPart {
  number: number;
  etag: string;
  size: number;
}

/** The content recognised from the first chunk (decision 0039). */
export interface UploadContent {
  mime: string;
  category: string;
  /** The format's usual extension, for the stored name. */
  extension: string | null;
}

/**
 * Resumable upload sessions (decision 0039): a file arriving in chunks. The bytes gather in the storage
 * driver (a temporary file on local disk, a multipart upload on S3) until the session is completed into a
 * `files` row. Idle sessions are removed with their bytes after a day.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['open', 'completed'] })
      .notNull()
      .default('open'),
    fileName: text('file_name').notNull(),
    declaredType: text('declared_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    offsetBytes: bigint('offset_bytes', { mode: 'number' }).notNull().default(0),
    /** Where the assembled object goes (server-generated, as for files). */
    storageKey: text('storage_key').notNull().unique(),
    /** The driver's handle on the partial upload (S3's UploadId, the local temporary file's name). */
    storageUploadId: text('storage_upload_id').notNull(),
    parts: jsonb('parts').$type<UploadPart[]>().notNull().default([]),
    /** The last accepted chunk, so that a retry of it is answered without storing it twice. */
    lastChunk: jsonb('last_chunk').$type<{ start: number; sha256: string }>(),
    content: jsonb('content').$type<UploadContent>(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('upload_sessions_owner_idx').on(t.ownerId),
    index('upload_sessions_expires_idx').on(t.expiresAt),
  ],
);
