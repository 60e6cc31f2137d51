import { contractPdfFileName, contractPdfPath } from '@reelhire/shared/documents';
import { downloadSessionFile } from './download-session-file';

/** A contract's PDF (`GET /api/rest/v1/contracts/{id}/pdf`): only its two parties and admins may read it. */
export function downloadContractPdf(contract: { id: string; number: string }): Promise<void> {
  return downloadSessionFile(contractPdfPath(contract.id), contractPdfFileName(contract.number));
}
