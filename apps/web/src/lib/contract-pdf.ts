import { DEFAULT_API_ERROR } from '@reelhire/shared/api-error';
import { contractPdfFileName, contractPdfPath } from '@reelhire/shared/documents';
import { ApiError, readBody, serverErrorText, sessionHeaders } from './api-client';

/**
 * A contract's PDF (`GET /api/rest/v1/contracts/{id}/pdf`), fetched with the session because only its two
 * parties and admins may read it, then saved as the file the server names. A link could not carry the
 * session, and a signed link would outlive the page.
 */
export async function downloadContractPdf(contract: { id: string; number: string }): Promise<void> {
  const response = await fetch(`/api${contractPdfPath(contract.id)}`, {
    headers: await sessionHeaders(true),
  });
  if (!response.ok) {
    const body = readBody(await response.text());
    throw new ApiError(serverErrorText(body) ?? DEFAULT_API_ERROR, response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = contractPdfFileName(contract.number);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has its own copy once started; the next tick is late enough in every browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
