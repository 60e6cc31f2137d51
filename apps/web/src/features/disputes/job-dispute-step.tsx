import { Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { JobContractStep } from '@/components/contracts/job-contract-step';

/**
 * `.../jobs/{jobId}/dispute`: until disputes arrive (a later issue), the job's contract as it really stands
 * and where to turn meanwhile, never a dispute form that could not be sent.
 */
export function JobDisputeStep() {
  return (
    <JobContractStep
      icon={Gavel}
      emptyDescription="A dispute is about delivered work against a signed contract, and this job has none yet. Disputes arrive in a coming release."
      nextStep={
        <>
          Disputes arrive in a coming release, with payments held in escrow: you will be able to dispute a
          milestone&rsquo;s delivery against the contract&rsquo;s acceptance criteria. Until then, if
          something is wrong, message the filmmaker or{' '}
          <Link to="/support" className="font-medium text-brand-700 hover:underline">
            contact support
          </Link>
          .
        </>
      }
    />
  );
}
