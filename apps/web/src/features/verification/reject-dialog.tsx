import { REJECTION_REASON_MAX, rejectVerificationSchema } from '@reelhire/shared/verification';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useRejectVerification } from './api/reject-verification';

/** Asks for the reason the user will read, checked by the shared schema, then rejects the submission. */
export function RejectDialog({
  verificationId,
  userName,
  open,
  onOpenChange,
}: {
  verificationId: string;
  userName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reject = useRejectVerification();

  function close(next: boolean) {
    if (reject.isPending) return;
    if (!next) {
      setReason('');
      setProblem(null);
      reject.reset();
    }
    onOpenChange(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = rejectVerificationSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Say why the documents were rejected');
      return;
    }
    setProblem(null);
    reject.mutate(
      { id: verificationId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success('Documents rejected', {
            description: `${userName} sees your reason on their verification page and can send new documents.`,
          });
          setReason('');
          onOpenChange(false);
        },
      },
    );
  }

  const message = problem ?? reject.error?.message ?? null;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>Reject {userName}&rsquo;s documents?</DialogTitle>
        <DialogDescription>
          They see this reason on their verification page and can send new documents. Say what to fix, for
          example &ldquo;The photo of your passport is blurred: please send a sharper one.&rdquo;
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <Label htmlFor={`${id}-reason`}>Reason</Label>
              <span className="text-xs tabular-nums text-zinc-500">
                {reason.trim().length}/{REJECTION_REASON_MAX}
              </span>
            </div>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (problem) setProblem(null);
              }}
              maxLength={REJECTION_REASON_MAX + 50}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              disabled={reject.isPending}
            />
            {message ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
                {message}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button
                type="button"
                variant="outline"
                className="w-full sm:w-auto"
                disabled={reject.isPending}
              >
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              className="w-full sm:w-auto"
              disabled={reject.isPending}
            >
              {reject.isPending ? 'Rejecting…' : 'Reject'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
