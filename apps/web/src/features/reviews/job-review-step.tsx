import { Star } from 'lucide-react';
import { JobContractStep } from '@/components/contracts/job-contract-step';

/**
 * `.../jobs/{jobId}/review`: until reviews arrive (a later issue), the job's contract as it really stands
 * and what comes next, never a review form that could not be sent.
 */
export function JobReviewStep() {
  return (
    <JobContractStep
      icon={Star}
      emptyDescription="You review the filmmaker you hired once the work is done: make an offer to an applicant first, and once they accept, the contract shows here. Reviews arrive in a coming release."
      nextStep={
        <>
          Reviews arrive in a coming release: once the last milestone of a contract is approved, you rate the
          filmmaker and your review appears on their public page. Nothing to do here until then.
        </>
      }
    />
  );
}
