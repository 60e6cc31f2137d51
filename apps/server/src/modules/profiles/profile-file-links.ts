import type { FileRef } from '@reelhire/shared/profiles';

export interface ProfileFileLinksOptions {
  fileIds: readonly string[];
}

/**
 * Operations answer file references with no link: links expire, so the HTTP layer fills them for the
 * response it sends (`signFileRefs` in modules/files, a preSerialization hook of the profile and talent
 * routes). Profile files are public kinds, checked on save.
 */
export async function profileFileLinks({
  fileIds,
}: ProfileFileLinksOptions): Promise<Map<string, string | null>> {
  return new Map(fileIds.map((id) => [id, null]));
}

export function fileRef(fileId: string, links: Map<string, string | null>): FileRef {
  return { file_id: fileId, url: links.get(fileId) ?? null };
}
