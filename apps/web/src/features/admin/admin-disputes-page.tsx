import {
  DISPUTE_OUTCOMES,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  DISPUTE_STATUSES,
  DISPUTE_STATUS_LABELS,
  ruleDisputeInputSchema,
  type Dispute,
  type DisputeOutcome,
  type DisputeRecord,
  type DisputeStatus,
  type RuleDisputeInput,
} from '@reelhire/shared/disputes';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import { Gavel } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DisputeCard } from '@/components/disputes/dispute-card';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useDispute, useDisputeList, useRuleDispute } from '@/lib/disputes/dispute-queries';
import { formatDay } from '@/lib/format-dates';

function describeRuling(input: RuleDisputeInput, dispute: Dispute): string {
  const money = (minor: number) => formatMoney(minor, dispute.currency);
  if (input.outcome === 'release') return `${money(dispute.frozen_minor)} goes to ${dispute.filmmaker_name}.`;
  if (input.outcome === 'refund')
    return `${money(dispute.frozen_minor)} goes back to ${dispute.client_name}.`;
  return `${money(input.release_minor ?? 0)} goes to ${dispute.filmmaker_name} and ${money(input.refund_minor ?? 0)} back to ${dispute.client_name}.`;
}

/** The ruling: release, refund or a split in money that must add up to what is frozen; confirmed first. */
function RulingForm({ dispute }: { dispute: Dispute }) {
  const [outcome, setOutcome] = useState<DisputeOutcome>('split');
  const [release, setRelease] = useState('');
  const [reasoning, setReasoning] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<RuleDisputeInput | null>(null);
  const rule = useRuleDispute(dispute.id);
  const releaseMinor = release.trim() === '' ? NaN : toMinorUnits(Number(release), dispute.currency);
  const refundMinor = Number.isFinite(releaseMinor) ? dispute.frozen_minor - releaseMinor : NaN;
  return (
    <form
      aria-label="Rule on the dispute"
      className="space-y-4 rounded-xl border border-zinc-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ruleDisputeInputSchema.safeParse({
          outcome,
          reasoning,
          ...(outcome === 'split' ? { release_minor: releaseMinor, refund_minor: refundMinor } : {}),
        });
        if (!parsed.success) {
          setProblem(parsed.error.issues[0]?.message.replace(/^\w+: /, '') ?? 'Check the ruling');
          return;
        }
        if (outcome === 'split' && (refundMinor <= 0 || releaseMinor <= 0)) {
          setProblem(
            `A split gives each side part of the ${formatMoney(dispute.frozen_minor, dispute.currency)}`,
          );
          return;
        }
        setProblem(null);
        setConfirming(parsed.data);
      }}
    >
      <h3 className="flex items-center gap-2 font-semibold text-zinc-900">
        <Gavel className="size-4" aria-hidden /> Rule on {formatMoney(dispute.frozen_minor, dispute.currency)}{' '}
        frozen
      </h3>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Outcome</legend>
        {DISPUTE_OUTCOMES.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-zinc-800">
            <input
              type="radio"
              name={`outcome-${dispute.id}`}
              className="size-4 accent-brand-700"
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            {DISPUTE_OUTCOME_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {outcome === 'split' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`release-${dispute.id}`}>Released to the filmmaker ({dispute.currency})</Label>
            <Input
              id={`release-${dispute.id}`}
              inputMode="decimal"
              value={release}
              onChange={(event) => setRelease(event.target.value)}
              placeholder={String(fromMinorUnits(Math.floor(dispute.frozen_minor / 2), dispute.currency))}
            />
          </div>
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-zinc-900">Refunded to the client</p>
            <p className="flex h-10 items-center text-sm text-zinc-800" aria-live="polite">
              {Number.isFinite(refundMinor) ? formatMoney(refundMinor, dispute.currency) : '—'}
            </p>
          </div>
        </div>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={`reasoning-${dispute.id}`}>Reasoning (sent to both parties)</Label>
        <Textarea
          id={`reasoning-${dispute.id}`}
          rows={4}
          value={reasoning}
          onChange={(event) => setReasoning(event.target.value)}
          placeholder="What the contract said, what was delivered, and why this outcome is fair."
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <Button type="submit">Review the ruling</Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) {
            setConfirming(null);
            rule.reset();
          }
        }}
        title="Rule on this dispute?"
        description={
          confirming
            ? `${describeRuling(confirming, dispute)} The money moves now, both parties are emailed your reasoning, and it cannot be undone.`
            : ''
        }
        confirmLabel="Rule and move the money"
        pendingLabel="Ruling…"
        pending={rule.isPending}
        error={rule.error?.message ?? null}
        onConfirm={() => {
          if (confirming) rule.mutate(confirming, { onSuccess: () => setConfirming(null) });
        }}
      />
    </form>
  );
}

function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="rounded-xl border border-zinc-200 bg-white p-4" open>
      <summary className="cursor-pointer font-semibold text-zinc-900">{title}</summary>
      <div className="mt-3 space-y-2 text-sm text-zinc-800">{children}</div>
    </details>
  );
}

/** The booking's whole record, to rule on: contract, negotiation, messages, deliveries and money. */
function CaseRecord({ record, currency }: { record: DisputeRecord; currency: string }) {
  const money = (minor: unknown) => formatMoney(Number(minor), currency);
  const terms = (record.contract?.terms ?? {}) as Record<string, unknown>;
  return (
    <div className="space-y-3">
      <RecordSection title="Contract">
        {record.contract ? (
          <>
            <p>
              {String(record.contract.number)} · {String(record.contract.status)} ·{' '}
              {money(record.contract.amount_minor)}
            </p>
            {typeof terms.deliverables === 'string' ? (
              <p className="whitespace-pre-line">{terms.deliverables}</p>
            ) : null}
            {Array.isArray(terms.milestones) ? (
              <ul className="list-disc pl-5">
                {(
                  terms.milestones as {
                    title?: string;
                    amount_minor?: number;
                    acceptance_criteria?: string;
                  }[]
                ).map((m, i) => (
                  <li key={i}>
                    {m.title} · {money(m.amount_minor ?? 0)}
                    {m.acceptance_criteria ? ` · accepted when: ${m.acceptance_criteria}` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="text-xs text-zinc-600">
              {record.offer_rounds.length} offer {record.offer_rounds.length === 1 ? 'round' : 'rounds'}:{' '}
              {record.offer_rounds
                .map(
                  (round) =>
                    `${String(round.round)}. ${String(round.proposed_by)}${round.message ? ` (“${String(round.message)}”)` : ''}`,
                )
                .join(' · ')}
            </p>
          </>
        ) : (
          <p>This booking came from a portfolio request; its terms are on the booking.</p>
        )}
      </RecordSection>
      <RecordSection title={`Messages (${record.messages.length})`}>
        {record.messages.length === 0 ? <p>The two have not messaged on Reelhire.</p> : null}
        <ol className="max-h-80 space-y-2 overflow-y-auto">
          {record.messages.map((m) => (
            <li key={m.id}>
              <span className="font-medium">{m.user_name}</span>{' '}
              <span className="text-xs text-zinc-500">
                {m.entity_role} · {formatDay(m.created_at)}
              </span>
              <p className="whitespace-pre-line">{m.content}</p>
            </li>
          ))}
        </ol>
      </RecordSection>
      <RecordSection title={`Deliveries (${record.deliverables.length})`}>
        {record.deliverables.length === 0 ? <p>Nothing was delivered.</p> : null}
        {record.deliverables.map((d) => (
          <div key={d.id} className="border-l-2 border-zinc-200 pl-3">
            <p className="text-xs text-zinc-500">
              Round {d.round} · {formatDay(d.created_at)}
            </p>
            {d.note ? <p className="whitespace-pre-line">{d.note}</p> : null}
            {[
              ...d.links.map((l) => ({ key: l.url, href: l.url, label: l.label ?? l.url })),
              ...d.files.map((f) => ({ key: f.file_id, href: f.url, label: f.file_name })),
            ].map((item) =>
              item.href ? (
                <a
                  key={item.key}
                  href={item.href}
                  target="_blank"
                  rel="noreferrer"
                  className="block text-brand-700 hover:underline"
                >
                  {item.label}
                </a>
              ) : (
                <span key={item.key} className="block">
                  {item.label}
                </span>
              ),
            )}
          </div>
        ))}
      </RecordSection>
      <RecordSection title="Money">
        <ul className="space-y-1">
          {record.payments.map((p) => (
            <li key={String(p.id)}>
              Payment {String(p.status)} · {String(p.method)} · {money(p.total_minor)} (
              {money(p.amount_minor)} + {money(p.fee_minor)} fee)
            </li>
          ))}
        </ul>
        <table className="w-full text-left text-xs">
          <thead>
            <tr className="text-zinc-500">
              <th className="py-1 pr-2 font-medium">Movement</th>
              <th className="py-1 font-medium">Entries</th>
            </tr>
          </thead>
          <tbody>
            {record.ledger.map((movement) => (
              <tr key={movement.id} className="border-t border-zinc-100 align-top">
                <td className="py-1 pr-2">
                  {movement.kind.replace(/_/g, ' ')}
                  <span className="block text-zinc-500">{formatDay(movement.created_at)}</span>
                </td>
                <td className="py-1">
                  {movement.entries.map((e, i) => (
                    <span key={i} className="block">
                      {e.account_kind.replace(/_/g, ' ')} {e.amount_minor > 0 ? '+' : ''}
                      {formatMoney(e.amount_minor, e.currency)}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </RecordSection>
    </div>
  );
}

function DisputeCase({ id }: { id: string }) {
  const detail = useDispute(id);
  if (detail.isPending) return <Skeleton className="h-64 rounded-xl" />;
  if (detail.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The dispute could not be loaded: {detail.error.message}
      </p>
    );
  }
  const { dispute, record } = detail.data;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-zinc-900">
        {dispute.booking_title}: {dispute.client_name} and {dispute.filmmaker_name}
      </h2>
      <DisputeCard dispute={dispute} viewer="admin" />
      {dispute.actions.includes('rule') ? <RulingForm dispute={dispute} /> : null}
      {record ? <CaseRecord record={record} currency={dispute.currency} /> : null}
    </div>
  );
}

/**
 * `/admin/disputes` (decision 0061): every dispute newest first, by status, a page at a time; the chosen one
 * (`?id=`) with the booking's whole record and, when it waits for a ruling, the ruling form.
 */
export function AdminDisputesPage() {
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') as DisputeStatus | null) ?? 'awaiting_ruling';
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors.at(-1);
  const list = useDisputeList(status === ('all' as DisputeStatus) ? undefined : status, after);
  const selected = params.get('id');
  const select = (next: Record<string, string | null>) => {
    const copy = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) copy.delete(key);
      else copy.set(key, value);
    }
    setParams(copy);
  };
  return (
    <div className="space-y-4">
      <PageHeader title="Disputes" description="Escrow frozen by a dispute moves only when you rule on it." />
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="dispute-status">Status</Label>
          <NativeSelect
            id="dispute-status"
            value={status}
            onChange={(event) => {
              setCursors([]);
              select({ status: event.target.value, id: null });
            }}
          >
            {DISPUTE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {DISPUTE_STATUS_LABELS[value]}
              </option>
            ))}
            <option value="all">All</option>
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="space-y-2">
          {list.isPending ? <Skeleton className="h-32 rounded-xl" /> : null}
          {list.isError ? (
            <p role="alert" className="text-sm text-red-700">
              The disputes could not be loaded: {list.error.message}
            </p>
          ) : null}
          {list.data?.items.length === 0 ? (
            <EmptyState
              icon={Gavel}
              title="No disputes here"
              description="Disputes in this state appear here."
            />
          ) : null}
          <ul className="space-y-2">
            {list.data?.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={`?${new URLSearchParams({ status, id: item.id }).toString()}`}
                  aria-current={item.id === selected ? 'true' : undefined}
                  className={`block rounded-xl border p-3 text-sm hover:border-brand-300 ${item.id === selected ? 'border-brand-500 bg-brand-50' : 'border-zinc-200 bg-white'}`}
                >
                  <span className="font-medium text-zinc-900">{item.booking_title}</span>
                  <span className="block text-zinc-600">
                    {item.client_name} · {item.filmmaker_name}
                  </span>
                  <span className="mt-1 flex flex-wrap items-center gap-2">
                    <Badge variant="danger">{formatMoney(item.frozen_minor, item.currency)}</Badge>
                    <span className="text-xs text-zinc-500">
                      {DISPUTE_REASON_LABELS[item.reason]} · {formatDay(item.created_at)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            {cursors.length > 0 ? (
              <Button variant="outline" size="sm" onClick={() => setCursors((list) => list.slice(0, -1))}>
                Newer
              </Button>
            ) : null}
            {list.data?.next_cursor ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  const next = list.data?.next_cursor;
                  if (next) setCursors((seen) => [...seen, next]);
                }}
              >
                Older
              </Button>
            ) : null}
          </div>
        </div>
        <div>
          {selected ? (
            <DisputeCase id={selected} />
          ) : (
            <p className="rounded-xl border border-dashed border-zinc-300 p-6 text-sm text-zinc-600">
              Choose a dispute to read its whole record and rule on it.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
