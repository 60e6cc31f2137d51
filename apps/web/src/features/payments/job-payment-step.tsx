import { CreditCard } from 'lucide-react';
import { useLocation } from 'react-router';
import { JobContractStep } from '@/components/contracts/job-contract-step';

/**
 * `.../jobs/{jobId}/payment` and `/payment-success`: until escrow payments arrive (a later issue), the
 * job's contract as it really stands and what comes next, never a checkout that does not exist.
 */
export function JobPaymentStep() {
  const afterCheckout = useLocation().pathname.endsWith('/payment-success');
  return (
    <JobContractStep
      icon={CreditCard}
      emptyDescription="Payment follows a signed contract: make an offer to an applicant, and once they accept, the contract and its milestones show here. Paying into escrow arrives in a coming release."
      nextStep={
        <>
          {afterCheckout ? 'No payment has been taken: ' : ''}
          Paying into escrow, where Reelhire holds each milestone&rsquo;s amount until you approve the work,
          arrives in a coming release. Until then nothing is charged here; the contract&rsquo;s terms and
          milestones stand as signed.
        </>
      }
    />
  );
}
