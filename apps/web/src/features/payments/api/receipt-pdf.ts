import { DEFAULT_API_ERROR } from '@reelhire/shared/api-error';
import { receiptPdfFileName } from '@reelhire/shared/receipts';
import { ApiError, readBody, serverErrorText, sessionHeaders } from '@/lib/api-client';

/**
 * A receipt's PDF (`GET /receipts/{id}/pdf`), fetched with the session (only its parties and admins may
 * read it) and saved under the name the server gives it, as contract PDFs are.
 */
export async function downloadReceiptPdf(receipt: { id: string; number: string }): Promise<void> {
  const response = await fetch(`/api/rest/v1/receipts/${encodeURIComponent(receipt.id)}/pdf`, {
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
    link.download = receiptPdfFileName(receipt.number);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
