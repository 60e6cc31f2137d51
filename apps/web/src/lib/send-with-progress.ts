import { DEFAULT_API_ERROR } from '@reelhire/shared/api-error';
import { ApiError, readBody, serverErrorText } from './api-client';

export interface SendOptions {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: XMLHttpRequestBodyInit;
  /** Bytes of the body sent so far, as they leave the browser (fetch cannot tell). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal | undefined;
}

export interface SentAnswer {
  status: number;
  body: unknown;
}

/**
 * One request by XMLHttpRequest, for its upload progress. Resolves with a 2xx answer; rejects with an
 * ApiError (status 0 when the connection failed) or an AbortError.
 */
export function sendWithProgress({ method, url, headers, body, onProgress, signal }: SendOptions) {
  return new Promise<SentAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    const stop = () => request.abort();
    const done = () => signal?.removeEventListener('abort', stop);
    request.onload = () => {
      done();
      const answer = readBody(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve({ status: request.status, body: answer });
      else reject(new ApiError(serverErrorText(answer) ?? DEFAULT_API_ERROR, request.status, answer));
    };
    request.onerror = () => {
      done();
      reject(new ApiError('The upload failed: check your connection', 0, undefined));
    };
    request.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    request.send(body);
  });
}
