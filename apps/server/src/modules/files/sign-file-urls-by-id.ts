import type { FileVariant } from '@reelhire/shared/files';
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

/**
 * Links for many files at once, by id, in one query (a profile page with its avatar and gallery). Ids with
 * no file, or no such variant, are left out of the map. The caller decides who may see them: use it for
 * files already shown to this viewer (public kinds, or the viewer's own).
 */
export async function signFileUrlsById({
  db,
  config,
  ids,
  variant = 'original',
  ttl,
  now = new Date(),
}: SignFileUrlsByIdOptions): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(files).where(inArray(files.id, unique));
  const links = await Promise.all(
    rows.map(async (file) => [file.id, await signFileUrl({ config, file, variant, ttl, now })] as const),
  );
  return new Map(links.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
}
