import { LegalDocument } from './legal-document';
import { refundPolicy } from './refund-policy';

export function RefundPage() {
  return <LegalDocument document={refundPolicy} />;
}
