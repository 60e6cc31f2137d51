// The client job's dispute step: until disputes arrive, the job's contract and what comes next.
import { JobDisputeStep } from './job-dispute-step';

export const pages = {
  '/client/dashboard/projects/:projectId/jobs/:jobId/dispute': JobDisputeStep,
};
