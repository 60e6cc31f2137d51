import { formatMoney } from '@reelhire/shared/money';
import type { OfferTerms } from '@reelhire/shared/offers';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatDate, rateTypeText } from './contract-format';

type TermKey = keyof OfferTerms;

function Row({ label, changed, children }: { label: string; changed: boolean; children: ReactNode }) {
  return (
    <div
      data-changed={changed || undefined}
      className={cn(
        'flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:gap-4',
        // The marker's 4 px come out of the left padding, so a changed row's text lines up with the others.
        changed && 'border-l-4 border-l-amber-400 bg-amber-50 pl-3',
      )}
    >
      <dt className="text-sm text-zinc-500 sm:w-44 sm:shrink-0">
        {label}
        {changed ? (
          <span className="ml-2 rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">
            Changed
          </span>
        ) : null}
      </dt>
      <dd className="min-w-0 flex-1 whitespace-pre-line break-words text-sm text-zinc-900">{children}</dd>
    </div>
  );
}

/**
 * The milestones: a table from the small breakpoint up; on a phone, where four columns do not fit, a list
 * with each milestone's amount, due date and acceptance criteria under its title.
 */
function Milestones({ terms, currency }: { terms: OfferTerms; currency: string }) {
  return (
    <>
      <ol className="divide-y divide-zinc-100 sm:hidden">
        {terms.milestones.map((milestone, index) => (
          <li key={index} className="py-1.5 first:pt-0 last:pb-0">
            <p className="flex items-baseline justify-between gap-3">
              <span>{milestone.title}</span>
              <span className="shrink-0 tabular-nums">{formatMoney(milestone.amount_minor, currency)}</span>
            </p>
            <p className="text-xs text-zinc-600">Due {formatDate(milestone.due_date)}</p>
            {milestone.acceptance_criteria ? (
              <p className="text-xs text-zinc-600">Accepted when: {milestone.acceptance_criteria}</p>
            ) : null}
          </li>
        ))}
      </ol>
      <MilestonesTable terms={terms} currency={currency} />
    </>
  );
}

function MilestonesTable({ terms, currency }: { terms: OfferTerms; currency: string }) {
  return (
    <div className="-mx-1 hidden overflow-x-auto sm:block">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <thead className="text-xs text-zinc-500">
          <tr>
            <th scope="col" className="px-1 py-1 font-medium">
              Milestone
            </th>
            <th scope="col" className="px-1 py-1 font-medium">
              Amount
            </th>
            <th scope="col" className="px-1 py-1 font-medium">
              Due
            </th>
            <th scope="col" className="px-1 py-1 font-medium">
              Accepted when
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {terms.milestones.map((milestone, index) => (
            <tr key={index} className="align-top">
              <td className="px-1 py-1.5">{milestone.title}</td>
              <td className="px-1 py-1.5 tabular-nums">{formatMoney(milestone.amount_minor, currency)}</td>
              <td className="whitespace-nowrap px-1 py-1.5">{formatDate(milestone.due_date)}</td>
              <td className="px-1 py-1.5 text-zinc-700">{milestone.acceptance_criteria ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One round's terms (or a contract's frozen ones). `changed` are the fields that differ from the round
 * before (changedTerms in shared/offers): marked, so a counter's differences read at a glance.
 */
export function TermsView({
  terms,
  currency,
  changed = [],
}: {
  terms: OfferTerms;
  currency: string;
  changed?: readonly TermKey[];
}) {
  const is = (...keys: TermKey[]) => keys.some((key) => changed.includes(key));
  return (
    <dl className="divide-y divide-zinc-100 rounded-lg border border-zinc-200">
      <Row label="Amount" changed={is('amount_minor')}>
        <span className="font-medium">{formatMoney(terms.amount_minor, currency)}</span>
      </Row>
      <Row label="Rate" changed={is('rate_type', 'units')}>
        {rateTypeText(terms.rate_type, terms.units)}
      </Row>
      <Row label="Dates" changed={is('start_date', 'end_date')}>
        {terms.start_date === terms.end_date
          ? formatDate(terms.start_date)
          : `${formatDate(terms.start_date)} – ${formatDate(terms.end_date)}`}
      </Row>
      <Row label="Deliverables" changed={is('deliverables')}>
        {terms.deliverables}
      </Row>
      <Row label="Milestones" changed={is('milestones')}>
        <Milestones terms={terms} currency={currency} />
      </Row>
      <Row label="Revisions included" changed={is('revisions_included')}>
        {terms.revisions_included}
      </Row>
      <Row label="Kill fee" changed={is('kill_fee_percent')}>
        {terms.kill_fee_percent}% of the amount if the client cancels after confirmation
      </Row>
      <Row label="Cancellation terms" changed={is('cancellation_terms')}>
        {terms.cancellation_terms ?? 'None beyond the kill fee'}
      </Row>
      <Row label="Usage rights" changed={is('usage_rights')}>
        {terms.usage_rights}
      </Row>
    </dl>
  );
}
