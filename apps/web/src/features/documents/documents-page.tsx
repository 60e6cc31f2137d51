import { PageHeader } from '@/components/page-header';
import { ContractDocuments } from './contract-documents';
import { PaperworkDocuments } from './paperwork-documents';

/** `/filmmaker/dashboard/documents`: contracts as PDFs, and private paperwork only its owner opens. */
export function DocumentsPage() {
  return (
    <div className="max-w-4xl space-y-8">
      <PageHeader title="Documents" description="Your contracts and your private paperwork, in one place." />
      <ContractDocuments />
      <PaperworkDocuments />
    </div>
  );
}
