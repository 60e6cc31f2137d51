// The client job's dispute step (decision 0061): the job's bookings with their disputes.
import { JobDisputeStep } from './job-dispute-step';

export const pages = {
  '/client/dashboard/projects/:projectId/jobs/:jobId/dispute': JobDisputeStep,
};
