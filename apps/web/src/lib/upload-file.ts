import { DEFAULT_API_ERROR } from '@reelhire/shared/api-error';
import { FILE_KIND_RULES, fileTooLargeMessage, type FileKind } from '@reelhire/shared/file-kinds';
import { fileFormatOfMime, fileFormatOfName } from '@reelhire/shared/file-formats';
import { fileRecordSchema, type FileRecord } from '@reelhire/shared/file-records';
import { ApiError, checkAnswer, readBody, serverErrorText, sessionHeaders } from './api-client';

export interface UploadFileOptions {
  file: File;
  kind: FileKind;
  /** Called with 0..1 as the bytes leave the browser. */
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
 * `POST /api/rest/v1/files` as multipart (the kind before the file, as the server streams it), with upload
 * progress, which fetch cannot report. Resolves with the stored file and its signed links.
 */
export async function uploadFile({ file, kind, onProgress, signal }: UploadFileOptions): Promise<FileRecord> {
  const problem = uploadProblem(file, kind);
  if (problem) throw new ApiError(problem, 400, { error: problem });
  // The same session lookup as apiFetch; an upload is always someone's, so signed out it stops here.
  const headers = await sessionHeaders(true);
  signal?.throwIfAborted();
  return new Promise<FileRecord>((resolve, reject) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);

    const request = new XMLHttpRequest();
    request.open('POST', '/api/rest/v1/files');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = readBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        try {
          const record = checkAnswer('POST /rest/v1/files', fileRecordSchema, body);
          onProgress?.(1);
          resolve(record);
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(new ApiError(serverErrorText(body) ?? DEFAULT_API_ERROR, request.status, body));
    };
    request.onerror = () => reject(new ApiError('The upload failed: check your connection', 0, undefined));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
