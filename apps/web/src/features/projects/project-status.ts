import type { JobStatus } from '@reelhire/shared/jobs';
import type { ProjectStatus } from '@reelhire/shared/projects';

type Variant = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  draft: 'Draft',
  open: 'Open for hiring',
  in_production: 'In production',
  completed: 'Completed',
  archived: 'Archived',
};

export const PROJECT_STATUS_VARIANTS: Record<ProjectStatus, Variant> = {
  draft: 'neutral',
  open: 'brand',
  in_production: 'warning',
  completed: 'success',
  archived: 'neutral',
};

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  filled: 'Filled',
  closed: 'Closed',
};

export const JOB_STATUS_VARIANTS: Record<JobStatus, Variant> = {
  draft: 'neutral',
  published: 'brand',
  filled: 'success',
  closed: 'neutral',
};
