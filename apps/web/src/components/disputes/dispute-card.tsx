import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  DISPUTE_STATUS_LABELS,
  answerDisputeInputSchema,
  type Dispute,
} from '@reelhire/shared/disputes';
import { formatMoney } from '@reelhire/shared/money';
import { FileText, Gavel } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAnswerDispute, useWithdrawDispute } from '@/lib/disputes/dispute-queries';
import { formatDay } from '@/lib/format-dates';
import { useFileUploads } from '@/lib/use-file-uploads';
import { EvidencePicker } from './evidence-picker';

export type DisputeViewer = 'client' | 'filmmaker' | 'admin';

const STATUS_VARIANT: Record<Dispute['status'], 'danger' | 'warning' | 'neutral' | 'success'> = {
  awaiting_filmmaker: 'warning',
  awaiting_client: 'warning',
  awaiting_ruling: 'danger',
  resolved: 'success',
  withdrawn: 'neutral',
};

const party = (dispute: Dispute, who: 'client' | 'filmmaker', viewer: DisputeViewer) =>
  who === viewer ? 'You' : who === 'client' ? dispute.client_name : dispute.filmmaker_name;

/** The ruling in words: who gets what, and why. */
export function RulingNote({ dispute }: { dispute: Dispute }) {
  const ruling = dispute.ruling;
  if (!ruling) return null;
  const money = (minor: number) => formatMoney(minor, dispute.currency);
  return (
    <div
      role="status"
      className="space-y-1 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950"
    >
      <p className="flex items-center gap-2 font-medium">
        <Gavel className="size-4" aria-hidden /> Reelhire’s ruling: {DISPUTE_OUTCOME_LABELS[ruling.outcome]}
      </p>
      <p>
        {money(ruling.release_minor)} released to {dispute.filmmaker_name} · {money(ruling.refund_minor)}{' '}
        refunded to {dispute.client_name}
      </p>
      <p className="whitespace-pre-line">“{ruling.reasoning}”</p>
      <p className="text-xs text-emerald-800">
        Ruled {formatDay(ruling.ruled_at)}. The filmmaker’s usual fee applies to what is released; a refund
        includes the service fee paid on it. No fee is charged for the dispute.
      </p>
    </div>
  );
}

function AnswerForm({ dispute }: { dispute: Dispute }) {
  const [response, setResponse] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswerDispute(dispute.id);
  const uploads = useFileUploads({
    kind: 'dispute_evidence',
    max: 10,
    tooMany: 'Attach at most 10 files',
  });
  return (
    <form
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = answerDisputeInputSchema.safeParse({ response, evidence_file_ids: uploads.fileIds });
        if (!parsed.success) {
          setProblem(parsed.error.issues[0]?.message.replace(/^\w+: /, '') ?? 'Check your answer');
          return;
        }
        setProblem(null);
        answer.mutate(parsed.data, { onSuccess: () => uploads.clear() });
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`answer-${dispute.id}`}>Your side of it</Label>
        <Textarea
          id={`answer-${dispute.id}`}
          rows={4}
          value={response}
          onChange={(event) => setResponse(event.target.value)}
          placeholder="What was agreed, what you delivered, and what you would consider fair."
        />
        <p className="text-xs text-zinc-600">
          Answer by {formatDay(dispute.respond_by)}; after that Reelhire decides with what it has.
        </p>
      </div>
      <EvidencePicker uploads={uploads} />
      {problem || answer.error ? (
        <p role="alert" className="text-sm text-red-700">
          {problem ?? answer.error?.message}
        </p>
      ) : null}
      <Button type="submit" disabled={answer.isPending || uploads.uploading}>
        {answer.isPending ? 'Sending…' : 'Send my answer'}
      </Button>
    </form>
  );
}

/**
 * One dispute as its parties (or an admin) see it: where it stands, what was said on each side, the
 * evidence, the frozen escrow and, once decided, the ruling with its reasons. The respondent answers here;
 * the opener may withdraw before the ruling.
 */
export function DisputeCard({ dispute, viewer }: { dispute: Dispute; viewer: DisputeViewer }) {
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useWithdrawDispute(dispute.id);
  const money = (minor: number) => formatMoney(minor, dispute.currency);
  const open = dispute.status !== 'resolved' && dispute.status !== 'withdrawn';
  return (
    <article aria-label="Dispute" className="space-y-3 rounded-xl border border-red-100 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={STATUS_VARIANT[dispute.status]}>{DISPUTE_STATUS_LABELS[dispute.status]}</Badge>
        {open ? <Badge variant="danger">Frozen (disputed) · {money(dispute.frozen_minor)}</Badge> : null}
        <span className="text-sm text-zinc-600">
          Opened by {party(dispute, dispute.opened_by, viewer)} on {formatDay(dispute.created_at)}
        </span>
      </div>
      <div className="space-y-1 text-sm text-zinc-800">
        <p className="font-medium">{DISPUTE_REASON_LABELS[dispute.reason]}</p>
        <p className="whitespace-pre-line">{dispute.description}</p>
      </div>
      {dispute.milestones.length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-xs text-zinc-700">
          {dispute.milestones.map((m) => (
            <li key={m.id} className="rounded-full bg-zinc-100 px-2.5 py-1">
              {m.title}: {money(m.frozen_minor)} frozen
            </li>
          ))}
        </ul>
      ) : null}
      {dispute.response ? (
        <div className="space-y-1 border-l-2 border-zinc-200 pl-3 text-sm text-zinc-800">
          <p className="font-medium">
            Answer from {party(dispute, dispute.opened_by === 'client' ? 'filmmaker' : 'client', viewer)}
          </p>
          <p className="whitespace-pre-line">{dispute.response}</p>
        </div>
      ) : null}
      {dispute.evidence.length > 0 ? (
        <div className="space-y-1">
          <p className="text-sm font-medium text-zinc-900">Evidence</p>
          <ul className="space-y-1 text-sm">
            {dispute.evidence.map((file) => (
              <li key={file.file_id} className="flex items-center gap-2">
                <FileText className="size-4 text-zinc-500" aria-hidden />
                {file.url ? (
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noreferrer"
                    className="text-brand-700 hover:underline"
                  >
                    {file.file_name}
                  </a>
                ) : (
                  file.file_name
                )}
                <span className="text-xs text-zinc-500">from {party(dispute, file.added_by, viewer)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {dispute.status === 'awaiting_ruling' ? (
        <p className="text-sm text-zinc-700">
          {dispute.response
            ? 'Both sides have spoken. Reelhire’s team is reviewing the contract, the messages and the deliveries, and will rule on the frozen escrow.'
            : 'No answer came in time, so Reelhire’s team will rule with what it has.'}
        </p>
      ) : null}
      {dispute.status === 'withdrawn' ? (
        <p className="text-sm text-zinc-700">Withdrawn: the escrow is no longer frozen.</p>
      ) : null}
      <RulingNote dispute={dispute} />
      {dispute.actions.includes('answer') ? <AnswerForm dispute={dispute} /> : null}
      {open &&
      !dispute.actions.includes('answer') &&
      viewer !== 'admin' &&
      dispute.status !== 'awaiting_ruling' ? (
        <p className="text-sm text-zinc-700">
          Waiting for {party(dispute, dispute.opened_by === 'client' ? 'filmmaker' : 'client', viewer)} to
          answer by {formatDay(dispute.respond_by)}.
        </p>
      ) : null}
      {dispute.actions.includes('withdraw') ? (
        <Button variant="outline" size="sm" onClick={() => setWithdrawing(true)}>
          Withdraw the dispute
        </Button>
      ) : null}
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={(next) => {
          setWithdrawing(next);
          if (!next) withdraw.reset();
        }}
        title="Withdraw this dispute?"
        description="The escrow is no longer frozen: approvals, the automatic release and cancellations move it again. This cannot be undone."
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing…"
        pending={withdraw.isPending}
        error={withdraw.error?.message ?? null}
        onConfirm={() => withdraw.mutate(undefined, { onSuccess: () => setWithdrawing(false) })}
      />
    </article>
  );
}
