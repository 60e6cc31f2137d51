import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { downloadContractPdf } from '@/lib/contract-pdf';

/** "Download PDF" for a contract, with its own pending state and the server's words if it fails. */
export function ContractPdfButton({
  contract,
  size = 'sm',
}: {
  contract: { id: string; number: string };
  size?: 'sm' | 'md';
}) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setProblem(null);
    try {
      await downloadContractPdf(contract);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'The PDF could not be downloaded. Try again.');
    } finally {
      setPending(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        type="button"
        variant="outline"
        size={size}
        onClick={download}
        disabled={pending}
        aria-label={`Download contract ${contract.number} as a PDF`}
      >
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
        Download PDF
      </Button>
      {problem ? (
        <span role="alert" className="text-xs text-red-700">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
