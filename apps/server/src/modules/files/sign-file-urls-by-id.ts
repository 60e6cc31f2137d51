import type { FileVariant } from '@reelhire/shared/file-records';
import { inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { signFileUrl } from './sign-file-url.ts';

export interface SignFileUrlsByIdOptions {
  db: Db;
  config: Config;
  ids: readonly string[];
  variant?: FileVariant;
  ttl?: number;
  now?: Date;
}

export interface SignedFileLink {
  url: string;
  /** The stored type of the original, so a page can tell a clip from a still. */
  mimeType: string;
}

/**
 * Links for many files at once, by id, with each file's type, in one query (a profile page with its avatar
 * and gallery). Ids with no file, or no such variant, are left out of the map. The caller decides who may
 * see them: use it for files already shown to this viewer (public kinds, or the viewer's own).
 */
export async function signFileLinksById({
  db,
  config,
  ids,
  variant = 'original',
  ttl,
  now = new Date(),
}: SignFileUrlsByIdOptions): Promise<Map<string, SignedFileLink>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: files.id,
      storageKey: files.storageKey,
      thumbnailKey: files.thumbnailKey,
      mimeType: files.mimeType,
      originalName: files.originalName,
    })
    .from(files)
    .where(inArray(files.id, unique));
  const links = await Promise.all(
    rows.map(async (file) => {
      const url = await signFileUrl({ config, file, variant, ttl, now });
      return url === undefined ? undefined : ([file.id, { url, mimeType: file.mimeType }] as const);
    }),
  );
  return new Map(links.filter((entry) => entry !== undefined));
}

/** `signFileLinksById` for callers that need the links only. */
export async function signFileUrlsById(options: SignFileUrlsByIdOptions): Promise<Map<string, string>> {
  const links = await signFileLinksById(options);
  return new Map([...links].map(([id, link]) => [id, link.url]));
}
