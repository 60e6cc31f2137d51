import type { FileKind } from '@reelhire/shared/file-kinds';
import type { FileRecord } from '@reelhire/shared/file-records';
import type { Config } from '../../config.ts';
import { signFileUrl, type FileRow } from './sign-file-url.ts';

export interface DescribeFileOptions {
  config: Config;
  file: FileRow;
  now?: Date;
}

/** A file as the API returns it, with fresh signed links (call only for someone allowed to read it). */
export async function describeFile({
  config,
  file,
  now = new Date(),
}: DescribeFileOptions): Promise<FileRecord> {
  const [url, thumbnailUrl] = await Promise.all([
    signFileUrl({ config, file, variant: 'original', now }),
    signFileUrl({ config, file, variant: 'thumbnail', now }),
  ]);
  return {
    id: file.id,
    kind: file.kind as FileKind,
    visibility: file.visibility,
    mime_type: file.mimeType,
    size_bytes: file.sizeBytes,
    original_name: file.originalName,
    width: file.width,
    height: file.height,
    url: url!,
    thumbnail_url: thumbnailUrl ?? null,
    created_at: file.createdAt.toISOString(),
  };
}
