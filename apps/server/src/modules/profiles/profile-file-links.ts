import type { FileRef } from '@reelhire/shared/profiles';

export interface ProfileFileLinksOptions {
  fileIds: readonly string[];
}

/**
 * THE place where profile images get their links: avatars, logos, portfolio and service images, for the
 * owner's own profile and the public talent pages alike (profile files are public kinds, checked on save).
 * Profiles store file ids only. The storage module's signed, expiring links (`signFileUrlsById` in
 * modules/files, which needs `db` and `config`) are to be called here once it lands; until then every
 * link is null and pages show their placeholders.
 */
export async function profileFileLinks({
  fileIds,
}: ProfileFileLinksOptions): Promise<Map<string, string | null>> {
  return new Map(fileIds.map((id) => [id, null]));
}

export function fileRef(fileId: string, links: Map<string, string | null>): FileRef {
  return { file_id: fileId, url: links.get(fileId) ?? null };
}
