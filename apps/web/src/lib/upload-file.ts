import { DEFAULT_API_ERROR } from '@reelhire/shared/api-error';
import {
  FILE_KIND_RULES,
  fileFormatOfMime,
  fileFormatOfName,
  fileTooLargeMessage,
  type FileKind,
  type FileRecord,
} from '@reelhire/shared/files';
import { ApiError } from './api-client';
import { readAnonKey } from './public-config';

export interface UploadFileOptions {
  file: File;
  kind: FileKind;
  accessToken: string;
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
export function uploadFile({ file, kind, accessToken, onProgress, signal }: UploadFileOptions) {
  return new Promise<FileRecord>((resolve, reject) => {
    const problem = uploadProblem(file, kind);
    if (problem) {
      reject(new ApiError(problem, 400, { error: problem }));
      return;
    }
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);

    const request = new XMLHttpRequest();
    request.open('POST', '/api/rest/v1/files');
    request.setRequestHeader('apikey', readAnonKey());
    request.setRequestHeader('authorization', `Bearer ${accessToken}`);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(body as FileRecord);
        return;
      }
      const message =
        body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
          ? body.error
          : DEFAULT_API_ERROR;
      reject(new ApiError(message, request.status, body));
    };
    request.onerror = () => reject(new ApiError('The upload failed: check your connection', 0, undefined));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
