import {
  APPLICATION_AVAILABILITY_LABELS,
  APPLICATION_STATUS_LABELS,
  type Application,
} from '@reelhire/shared/applications';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { STATUS_VARIANTS, rateText } from './application-format';

export function ApplicationStatusBadge({
  application,
  side,
}: {
  application: Pick<Application, 'status'>;
  side: 'client' | 'filmmaker';
}) {
  return (
    <Badge variant={STATUS_VARIANTS[application.status]}>
      {APPLICATION_STATUS_LABELS[application.status][side]}
    </Badge>
  );
}

/** The chosen portfolio images as a small gallery, each opening full size in a new tab. */
export function PortfolioGallery({ items }: { items: Application['portfolio_items'] }) {
  const shown = items.filter((item) => item.url);
  if (shown.length === 0) return <p className="text-sm text-zinc-600">No portfolio images chosen.</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {shown.map((item, index) => (
        <li key={item.id}>
          <a
            href={item.url ?? undefined}
            target="_blank"
            rel="noreferrer"
            className="block aspect-square overflow-hidden rounded-lg bg-zinc-100"
          >
            <img
              src={item.url ?? undefined}
              alt={item.caption ?? `Portfolio image ${index + 1}`}
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:gap-4">
      <dt className="text-sm text-zinc-500 sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 whitespace-pre-line break-words text-sm text-zinc-900">{children}</dd>
    </div>
  );
}

/** What the filmmaker sent: rate, availability, message and images (both sides read the same). */
export function ApplicationSent({ application }: { application: Application }) {
  // A direct offer (decision 0028) began with the client's terms, not an application: say so plainly
  // instead of showing an application nobody wrote.
  // A booking request (decision 0034) likewise: the client asked for days from the portfolio.
  if (application.origin !== 'application') {
    return (
      <dl className="divide-y divide-zinc-100 rounded-lg border border-zinc-200">
        <Row label="How it started">
          {application.origin === 'booking_request'
            ? 'The client requested a booking from your portfolio; there was no application.'
            : 'The client sent a direct offer; there was no application.'}
        </Row>
        <Row label="Offered rate">
          {rateText(application.proposed_rate_minor, application.currency, application.rate_type)}
        </Row>
        {application.cover_message ? <Row label="Client's message">{application.cover_message}</Row> : null}
      </dl>
    );
  }
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-zinc-100 rounded-lg border border-zinc-200">
        <Row label="Proposed rate">
          {rateText(application.proposed_rate_minor, application.currency, application.rate_type)}
        </Row>
        <Row label="Availability">
          {APPLICATION_AVAILABILITY_LABELS[application.availability]}
          {application.availability_note ? ` — ${application.availability_note}` : ''}
        </Row>
        <Row label="Message">{application.cover_message}</Row>
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-medium text-zinc-900">Portfolio images</h3>
        <PortfolioGallery items={application.portfolio_items} />
      </div>
    </div>
  );
}
