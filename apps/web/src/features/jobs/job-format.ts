import { RATE_UNIT_LABELS, type Job, type JobStatus } from '@reelhire/shared/jobs';
import { formatMoney } from '@reelhire/shared/money';

type Variant = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

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

/** '£600 – £750 / day', '£2,000 fixed fee' style: one amount when the range is one figure. */
export function rateRange(job: Pick<Job, 'rate_min_minor' | 'rate_max_minor' | 'currency' | 'rate_type'>) {
  const low = formatMoney(job.rate_min_minor, job.currency);
  const amount =
    job.rate_min_minor === job.rate_max_minor
      ? low
      : `${low} – ${formatMoney(job.rate_max_minor, job.currency)}`;
  const unit = RATE_UNIT_LABELS[job.rate_type];
  return unit ? `${amount} ${unit}` : amount;
}
