import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signFileLinksById, type SignedFileLink } from './sign-file-urls-by-id.ts';

interface FileRefShape {
  file_id: string;
  url: string | null;
  mime_type?: string | null;
}

const isFileRef = (value: unknown): value is FileRefShape =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { file_id?: unknown }).file_id === 'string' &&
  'url' in value;

function collectIds(value: unknown, ids: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectIds(item, ids);
  else if (isFileRef(value)) ids.add(value.file_id);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) collectIds(item, ids);
}

function withLinks<T>(value: T, links: Map<string, SignedFileLink>): T {
  if (Array.isArray(value)) return value.map((item) => withLinks(item, links)) as T;
  if (isFileRef(value)) {
    const link = links.get(value.file_id);
    // A reference that already names its type (a verification document) keeps it if the file is gone.
    return { ...value, url: link?.url ?? null, mime_type: link?.mimeType ?? value.mime_type ?? null } as T;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withLinks(item, links)])) as T;
  }
  return value;
}

export interface SignFileRefsOptions<T> {
  db: Db;
  config: Config;
  /** A response body holding `{ file_id, url }` references anywhere inside it. */
  value: T;
  /** Seconds the links stay valid; FILE_LINK_TTL_SECONDS unless said (identity documents get less). */
  ttl?: number;
}

/**
 * Fills every `{ file_id, url }` in a response with a fresh signed link and the file's `mime_type`, in one
 * query. Operations keep file ids only; links expire, so they are made at the HTTP boundary, for the
 * response being sent. Only for responses the viewer may already see in full (public profile files, or
 * the viewer's own).
 */
export async function signFileRefs<T>({ db, config, value, ttl }: SignFileRefsOptions<T>): Promise<T> {
  const ids = new Set<string>();
  collectIds(value, ids);
  if (ids.size === 0) return value;
  const links = await signFileLinksById({ db, config, ids: [...ids], ttl });
  return withLinks(value, links);
}
