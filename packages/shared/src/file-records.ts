import { idParamsSchema } from './id-params.ts';
import { z } from 'zod';
import { FILE_KINDS, unknownFileKindMessage } from './file-kinds.ts';

/** Stored files as the files API takes and answers them: ids, records, signed links and variants. */

/** Signed links last an hour unless the caller asks otherwise. */
export const FILE_LINK_TTL_SECONDS = 3600;

export const fileKindSchema = z.enum(FILE_KINDS, {
  error: (issue) => unknownFileKindMessage(typeof issue.input === 'string' ? issue.input : undefined),
});

export const fileIdParamsSchema = idParamsSchema('file');

/** A stored file as the API returns it; `url` and `thumbnail_url` are signed links that expire. */
export const fileRecordSchema = z.object({
  id: z.string(),
  kind: fileKindSchema,
  visibility: z.enum(['public', 'private']),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  original_name: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

/** `DELETE /api/rest/v1/files/:id` answers 204: no body at all. */
export const fileDeletedSchema = z.undefined();

export const FILE_VARIANTS = ['original', 'thumbnail'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];
