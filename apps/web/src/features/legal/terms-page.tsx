import { LegalDocument } from './legal-document';
import { termsOfService } from './terms-of-service';

export function TermsPage() {
  return <LegalDocument document={termsOfService} />;
}
