import { receiptPdfFileName } from '@reelhire/shared/receipts';
import { downloadSessionFile } from '@/lib/download-session-file';

/** A receipt's PDF (`GET /receipts/{id}/pdf`): only its parties and admins may read it. */
export function downloadReceiptPdf(receipt: { id: string; number: string }): Promise<void> {
  return downloadSessionFile(
    `/rest/v1/receipts/${encodeURIComponent(receipt.id)}/pdf`,
    receiptPdfFileName(receipt.number),
  );
}
