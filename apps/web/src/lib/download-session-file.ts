import { DEFAULT_API_ERROR } from '@reelhire/shared/api-error';
import { ApiError, readBody, serverErrorText, sessionHeaders } from './api-client';

/**
 * A file only the signed-in caller may read (a contract's or a receipt's PDF), fetched with the session and
 * saved under `fileName`. A link could not carry the session, and a signed link would outlive the page.
 */
export async function downloadSessionFile(apiPath: string, fileName: string): Promise<void> {
  const response = await fetch(`/api${apiPath}`, { headers: await sessionHeaders(true) });
  if (!response.ok) {
    const body = readBody(await response.text());
    throw new ApiError(serverErrorText(body) ?? DEFAULT_API_ERROR, response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has its own copy once started; the next tick is late enough in every browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
