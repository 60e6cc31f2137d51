import type { DashboardRoleName } from '@reelhire/shared/dashboard';
import type { HiringActions } from '@reelhire/shared/hiring-actions';
import { formatMoney } from '@reelhire/shared/money';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { formatDay as formatDate } from '@/lib/format-dates';
import { useHiringActions } from './api/get-hiring-actions';

interface Item {
  key: string;
  to: string;
  title: string;
  detail: string;
}

function jobPath(projectId: string, jobId: string) {
  return `/client/dashboard/projects/${projectId}/jobs/${jobId}`;
}

/** The to-do lists of GET /dashboard/hiring as one list of links, most urgent kinds first. */
function items(actions: HiringActions): Item[] {
  if (actions.as === 'client') {
    return [
      ...actions.counters_to_answer.map((offer) => ({
        key: `counter-${offer.offer_id}`,
        to: `${jobPath(offer.project_id, offer.job_id)}/contract?application=${offer.application_id}`,
        title: `${offer.counterpart_name} countered on ${offer.job_title}`,
        detail: `${formatMoney(offer.amount_minor, offer.currency)} · answer by ${formatDate(offer.expires_at)}`,
      })),
      ...actions.applicants_to_review.map((job) => ({
        key: `review-${job.job_id}`,
        to: jobPath(job.project_id, job.job_id),
        title: `${job.new_count} new ${job.new_count === 1 ? 'applicant' : 'applicants'} for ${job.job_title}`,
        detail: 'Review, shortlist or reject them',
      })),
      ...actions.deadlines_soon.map((job) => ({
        key: `deadline-${job.job_id}`,
        to: jobPath(job.project_id, job.job_id),
        title: `Applications for ${job.job_title} close ${formatDate(job.application_deadline)}`,
        detail: `${job.application_count} ${job.application_count === 1 ? 'application' : 'applications'} so far`,
      })),
    ];
  }
  return [
    ...actions.offers_to_answer.map((offer) => ({
      key: `offer-${offer.offer_id}`,
      to: `/filmmaker/dashboard/contract/${offer.application_id}`,
      title: `Offer from ${offer.counterpart_name} for ${offer.job_title}`,
      detail: `${formatMoney(offer.amount_minor, offer.currency)} · answer by ${formatDate(offer.expires_at)}`,
    })),
    ...actions.invitations.map((invitation) => ({
      key: `invitation-${invitation.job_id}`,
      to: `/filmmaker/dashboard/jobs/${invitation.job_id}`,
      title: `${invitation.client_name} invited you to apply for ${invitation.job_title}`,
      detail: invitation.application_deadline
        ? `Applications close ${formatDate(invitation.application_deadline)}`
        : 'No application deadline',
    })),
  ];
}

/** "Needs your action": shown only when something does, so a quiet account's home stays quiet. */
export function HiringActionsCard({ role }: { role: DashboardRoleName }) {
  const { data } = useHiringActions(role, true);
  const list = data ? items(data) : [];
  if (list.length === 0) return null;
  return (
    <Card>
      <CardContent className="space-y-3">
        <h2 className="font-semibold text-zinc-900">Needs your action</h2>
        <ul className="divide-y divide-zinc-100" aria-label="Needs your action">
          {list.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className="flex items-center justify-between gap-3 py-2.5 text-sm hover:text-brand-700"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-zinc-900">{item.title}</span>
                  <span className="block text-zinc-600">{item.detail}</span>
                </span>
                <ArrowRight className="size-4 shrink-0 text-zinc-400" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
