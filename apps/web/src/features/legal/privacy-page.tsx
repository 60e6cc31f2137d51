import { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy';

export function PrivacyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
