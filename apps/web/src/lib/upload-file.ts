import { FILE_KIND_RULES, fileTooLargeMessage, type FileKind } from '@reelhire/shared/file-kinds';
import { fileFormatOfMime, fileFormatOfName } from '@reelhire/shared/file-formats';
import { fileRecordSchema, type FileRecord } from '@reelhire/shared/file-records';
import { CHUNKED_UPLOAD_THRESHOLD_BYTES } from '@reelhire/shared/uploads';
import { ApiError, checkAnswer, sessionHeaders } from './api-client';
import { uploadInChunks } from './resumable-upload';
import { sendWithProgress } from './send-with-progress';

export interface UploadFileOptions {
  file: File;
  kind: FileKind;
  /** Called with 0..1 as the bytes leave the browser (never going back, even when a chunk is sent again). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * What the browser can already tell is wrong with a file (its size, its declared type) so that nobody waits
 * for a 500 MB upload to be refused. The server still checks everything, by content.
 */
export function uploadProblem(file: File, kind: FileKind): string | null {
  const rule = FILE_KIND_RULES[kind];
  if (file.size > rule.maxBytes) return fileTooLargeMessage(kind);
  if (file.size === 0) return 'The file is empty';
  if (rule.formats === 'any') return null;
  const format = fileFormatOfMime(file.type) ?? fileFormatOfName(file.name);
  if (!format || !rule.formats.some((allowed) => allowed.mime === format.mime)) {
    return `Upload ${rule.accepts}`;
  }
  return null;
}

/**
 * Stores a file and resolves with its record and signed links, reporting progress. Large files (over 32 MB)
 * go up in chunks through a resumable upload session (decision 0039): a dropped chunk is sent again, and a
 * reload picks up where the server is. Smaller ones are one `POST /api/rest/v1/files` multipart request.
 */
export async function uploadFile(options: UploadFileOptions): Promise<FileRecord> {
  const { file, kind } = options;
  const problem = uploadProblem(file, kind);
  if (problem) throw new ApiError(problem, 400, { error: problem });
  if (file.size > CHUNKED_UPLOAD_THRESHOLD_BYTES) return uploadInChunks(options);
  return uploadWhole(options);
}

/** `POST /api/rest/v1/files` as multipart (the kind before the file, as the server streams it). */
async function uploadWhole({ file, kind, onProgress, signal }: UploadFileOptions): Promise<FileRecord> {
  // The same session lookup as apiFetch; an upload is always someone's, so signed out it stops here.
  const headers = await sessionHeaders(true);
  signal?.throwIfAborted();
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  const answer = await sendWithProgress({
    method: 'POST',
    url: '/api/rest/v1/files',
    headers,
    body: form,
    onProgress: (loaded, total) => onProgress?.(loaded / total),
    signal,
  });
  const record = checkAnswer('POST /rest/v1/files', fileRecordSchema, answer.body);
  onProgress?.(1);
  return record;
}
