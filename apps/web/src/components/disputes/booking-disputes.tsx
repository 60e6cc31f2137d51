import type { Booking } from '@reelhire/shared/booking-records';
import { DISPUTES } from '@reelhire/shared/constants';
import {
  DISPUTE_REASONS,
  DISPUTE_REASON_LABELS,
  openDisputeInputSchema,
  type DisputeReason,
} from '@reelhire/shared/disputes';
import { formatMoney } from '@reelhire/shared/money';
import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import {
  useBookingDisputes,
  useDispute as useDisputeDetail,
  useOpenDispute,
} from '@/lib/disputes/dispute-queries';
import { useFileUploads } from '@/lib/use-file-uploads';
import { DisputeCard } from './dispute-card';
import { EvidencePicker } from './evidence-picker';

/** The milestones a dispute can cover now: money in escrow that no open dispute holds yet. */
export function disputableMilestones(booking: Booking) {
  return booking.milestones.filter((m) => m.funding === 'funded' && m.escrow_minor > 0 && !m.frozen);
}

function OpenDisputeForm({
  booking,
  side,
  onDone,
}: {
  booking: Booking;
  side: 'client' | 'filmmaker';
  onDone: () => void;
}) {
  const choices = disputableMilestones(booking);
  const [chosen, setChosen] = useState<string[]>(choices.map((m) => m.id));
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const open = useOpenDispute();
  const uploads = useFileUploads({
    kind: 'dispute_evidence',
    max: DISPUTES.maxEvidenceFiles,
    tooMany: 'Attach at most 10 files',
  });
  const other = side === 'client' ? booking.filmmaker.name : (booking.client.name ?? 'The client');
  const frozen = choices.filter((m) => chosen.includes(m.id)).reduce((sum, m) => sum + m.escrow_minor, 0);
  return (
    <form
      aria-label="Open a dispute"
      className="space-y-4 rounded-xl border border-red-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = openDisputeInputSchema.safeParse({
          booking_id: booking.id,
          milestone_ids: chosen,
          reason: reason || undefined,
          description,
          evidence_file_ids: uploads.fileIds,
        });
        if (!parsed.success) {
          setProblem(parsed.error.issues[0]?.message.replace(/^\w+: /, '') ?? 'Check the form');
          return;
        }
        setProblem(null);
        open.mutate(parsed.data, { onSuccess: onDone });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-zinc-900">Which milestones</legend>
        {choices.map((m) => (
          <label key={m.id} className="flex items-center gap-2 text-sm text-zinc-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={chosen.includes(m.id)}
              onChange={(event) =>
                setChosen((list) =>
                  event.target.checked ? [...list, m.id] : list.filter((id) => id !== m.id),
                )
              }
            />
            {m.title} · {formatMoney(m.escrow_minor, booking.currency)} in escrow
          </label>
        ))}
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={`reason-${booking.id}`}>Reason</Label>
        <NativeSelect
          id={`reason-${booking.id}`}
          value={reason}
          onChange={(event) => setReason(event.target.value as DisputeReason)}
        >
          <option value="">Choose a reason</option>
          {DISPUTE_REASONS.map((value) => (
            <option key={value} value={value}>
              {DISPUTE_REASON_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`description-${booking.id}`}>What happened</Label>
        <Textarea
          id={`description-${booking.id}`}
          rows={5}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="What was agreed, what went wrong, and what you have tried with the other side."
        />
      </div>
      <EvidencePicker uploads={uploads} />
      <p className="text-sm text-zinc-700">
        Opening it freezes {formatMoney(frozen, booking.currency)} in escrow: nothing releases or refunds it
        until you withdraw the dispute or Reelhire rules. {other} has {DISPUTES.responseDays} days to answer.
      </p>
      {problem || open.error ? (
        <p role="alert" className="text-sm text-red-700">
          {problem ?? open.error?.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={open.isPending || uploads.uploading}>
          {open.isPending ? 'Opening…' : 'Open the dispute'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * A booking's disputes on either party's page (decision 0061): each one with its state, the frozen escrow,
 * the answer form for the respondent and the withdrawal for the opener; and the way to open one while some
 * of the booking's escrow is not frozen yet.
 */
export function BookingDisputes({ booking, side }: { booking: Booking; side: 'client' | 'filmmaker' }) {
  const disputes = useBookingDisputes(booking.id);
  const [opening, setOpening] = useState(false);
  const canOpen = disputableMilestones(booking).length > 0;
  const items = disputes.data?.items ?? [];
  if (items.length === 0 && !canOpen) return null;
  return (
    <section aria-labelledby={`disputes-${booking.id}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`disputes-${booking.id}`} className="text-base font-semibold text-zinc-900">
          Disputes
        </h2>
        {canOpen && !opening ? (
          <Button variant="outline" size="sm" className="text-red-700" onClick={() => setOpening(true)}>
            <Gavel aria-hidden /> Open a dispute
          </Button>
        ) : null}
      </div>
      {opening ? <OpenDisputeForm booking={booking} side={side} onDone={() => setOpening(false)} /> : null}
      {disputes.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The disputes could not be loaded: {disputes.error.message}
        </p>
      ) : null}
      {items.length === 0 && !opening ? (
        <p className="text-sm text-zinc-600">
          No disputes. If the work or the payment is not what was agreed and talking it through has not
          helped, open one: the escrow stays frozen until the dispute is decided.
        </p>
      ) : null}
      {items.map((summary) => (
        <DisputeDetailCard key={summary.id} id={summary.id} side={side} />
      ))}
    </section>
  );
}

/** One dispute in full (its milestones, evidence links and the caller's actions come with the detail). */
function DisputeDetailCard({ id, side }: { id: string; side: 'client' | 'filmmaker' }) {
  const detail = useDisputeDetail(id);
  if (!detail.data) return null;
  return <DisputeCard dispute={detail.data.dispute} viewer={side} />;
}
