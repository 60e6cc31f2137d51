import { craftLabel } from '@reelhire/shared/crafts';
import { RATE_TYPE_LABELS, type Job } from '@reelhire/shared/jobs';
import { productionTypeLabel } from '@reelhire/shared/projects';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { formatDateRanges, formatDay, formatPlace } from '@/lib/format-dates';
import { rateRange } from './job-format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-zinc-900">{children}</dd>
    </div>
  );
}

function Section({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <h2 className="text-sm font-semibold text-zinc-900">{title}</h2>
      <p className="mt-1 text-sm whitespace-pre-line text-zinc-700">{text}</p>
    </div>
  );
}

/** What a job asks for, as both its client and filmmakers read it. */
export function JobDetails({ job }: { job: Job }) {
  const openingsLeft = job.openings - job.openings_filled;
  return (
    <Card>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Field label="Craft">{craftLabel(job.craft)}</Field>
          <Field label="Production">{productionTypeLabel(job.project.production_type)}</Field>
          <Field label={RATE_TYPE_LABELS[job.rate_type]}>{rateRange(job)}</Field>
          <Field label="Dates">{formatDateRanges(job.dates)}</Field>
          <Field label="Location">{formatPlace(job.location)}</Field>
          <Field label="Openings">
            {job.openings_filled > 0 ? `${openingsLeft} of ${job.openings} still open` : job.openings}
          </Field>
          {job.application_deadline ? (
            <Field label="Apply by">{formatDay(job.application_deadline)}</Field>
          ) : null}
        </dl>
        <Section title="About the job" text={job.description} />
        <Section title="Deliverables" text={job.deliverables} />
        <Section title="Kit to bring" text={job.required_kit} />
      </CardContent>
    </Card>
  );
}
