import type { FileRef } from '@reelhire/shared/profile-file-refs';

/**
 * A file reference as operations answer it: the id only. Links expire, so the HTTP layer fills `url` and
 * `mime_type` for the response it sends (`signFileRefs` in modules/files, a preSerialization hook of the
 * profile and talent routes). Profile files are public kinds, checked on save.
 */
export function fileRef(fileId: string): FileRef {
  return { file_id: fileId, url: null, mime_type: null };
}
