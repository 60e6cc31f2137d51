import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  /** The failure to show inside the dialog, already in words for people. */
  error?: string | null;
  /**
   * A text the person adds (a note, a reason), with its label; optional unless `required` gives what to
   * say when it is left empty.
   */
  note?: { label: string; hint?: string; max: number; required?: string };
  onConfirm: (note: string) => void;
}

/** Asks before an action that cannot be undone, optionally with a short note to send with it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  destructive = false,
  pending = false,
  error,
  note,
  onConfirm,
}: ConfirmDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const tooLong = note ? text.trim().length > note.max : false;
  const problem = tooLong ? `Keep it to ${note?.max} characters` : missing ? note?.required : error;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) {
          setText('');
          setMissing(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (note?.required && !text.trim()) setMissing(true);
            else if (!tooLong) onConfirm(text.trim());
          }}
        >
          {note ? (
            <div className="space-y-1.5">
              <div className="flex items-baseline justify-between gap-3">
                <Label htmlFor={`${id}-note`}>{note.label}</Label>
                <span className="text-xs tabular-nums text-zinc-500">
                  {text.trim().length}/{note.max}
                </span>
              </div>
              <Textarea
                id={`${id}-note`}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setMissing(false);
                }}
                aria-invalid={tooLong || missing ? true : undefined}
                aria-describedby={
                  [note.hint ? `${id}-hint` : null, problem ? `${id}-problem` : null]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                disabled={pending}
              />
              {note.hint ? (
                <p id={`${id}-hint`} className="text-xs text-zinc-500">
                  {note.hint}
                </p>
              ) : null}
            </div>
          ) : null}
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="text-sm text-red-600">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" className="w-full sm:w-auto" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'primary'}
              className="w-full sm:w-auto"
              disabled={pending || tooLong}
            >
              {pending ? (pendingLabel ?? `${confirmLabel}…`) : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
