import { LoaderCircle, Undo2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { FieldErrors } from './form-values';
import { StepActions } from './setup-frame';

/**
 * Where a step's form is shown. The form body (fields, checks, the save call) is the same in both places;
 * this says what differs around it.
 */
export type StepFormHost =
  /** Profile setup: drafts kept in local storage for `userId`, Back and Continue, then the next step. */
  | { kind: 'setup'; userId: string; back?: string; next: string }
  /**
   * The account page's editor of a live profile: starts from the saved profile, "Save changes" and stays.
   * `onDirtyChange` tells the editor whether the form holds changes not saved yet.
   */
  | { kind: 'account'; onDirtyChange: (dirty: boolean) => void };

/** Whose local drafts a form keeps: setup's user; nobody's in the editor, which shows what is saved. */
export const draftsOwner = (host: StepFormHost) => (host.kind === 'setup' ? host.userId : null);

/** Whether what a form would send differs from what is saved (both built by the same function). */
export const differs = (current: unknown, saved: unknown) =>
  JSON.stringify(current) !== JSON.stringify(saved);

/**
 * A refused live-profile save answers the gaps it would leave (`details.missing`): each message goes under
 * its field. "Something to look at" is shown at the showreel, as the gap list's link does.
 */
export function gapErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const details = (error.body as { details?: { missing?: unknown } } | undefined)?.details;
  if (!Array.isArray(details?.missing)) return {};
  const errors: FieldErrors = {};
  for (const gap of details.missing as { field?: unknown; message?: unknown }[]) {
    if (typeof gap.field !== 'string' || typeof gap.message !== 'string') continue;
    errors[gap.field === 'portfolio' ? 'showreel_url' : gap.field] ??= gap.message;
  }
  return errors;
}

/** The editor's last row: what stopped the last save, Discard and Save changes. */
function SaveChangesBar({
  pending,
  dirty,
  problem,
  onDiscard,
}: {
  pending: boolean;
  dirty: boolean;
  problem: string | null;
  onDiscard: () => void;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end',
        // With something to save, the bar stays in view at the bottom of a long section.
        (dirty || problem) &&
          'sticky bottom-0 z-10 -mx-1 rounded-xl border border-zinc-200 bg-white/95 p-3 shadow-lg backdrop-blur sm:-mx-3',
      )}
    >
      {problem ? (
        <p role="alert" className="text-sm text-red-600 sm:mr-auto">
          {problem}
        </p>
      ) : dirty ? (
        <p className="text-sm text-zinc-600 sm:mr-auto">You have changes that are not saved yet.</p>
      ) : null}
      <div className="flex justify-end gap-2">
        {dirty ? (
          <Button type="button" variant="ghost" onClick={onDiscard} disabled={pending}>
            <Undo2 aria-hidden /> Discard changes
          </Button>
        ) : null}
        <Button type="submit" disabled={pending || !dirty} aria-busy={pending || undefined}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Save changes
        </Button>
      </div>
    </div>
  );
}

/**
 * What a step form does around its save, by where it is shown. `dirty` says whether the form differs from
 * the saved `profile`; `reset` fills the form from a profile (the one just saved, or the saved one again to
 * discard changes).
 */
export function useStepFormHost<P>(
  host: StepFormHost,
  { profile, dirty, reset }: { profile: P; dirty: boolean; reset: (profile: P) => void },
) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const onDirtyChange = host.kind === 'account' ? host.onDirtyChange : undefined;

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [onDirtyChange, dirty]);
  // A form that is gone holds nothing unsaved.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  return {
    /** The server has the step (`saved` as it answered): setup goes on; the editor says so and stays. */
    saved: async (saved: P) => {
      setProblem(null);
      if (host.kind === 'setup') {
        await navigate(host.next);
        return;
      }
      // The form shows what is stored now (the server may have tidied what was typed).
      reset(saved);
      toast.success('Profile saved');
    },

    /**
     * The server refused the step: its message as a toast in setup, under the form in the editor, where
     * the fields stay as typed. Answers the messages that belong under fields.
     */
    failed: (error: unknown, fallback: string): FieldErrors => {
      const message = error instanceof Error && error.message ? error.message : fallback;
      if (host.kind === 'setup') toast.error(message);
      else setProblem(message);
      return gapErrors(error);
    },

    /** The form's last row. */
    actions: (pending: boolean): ReactNode =>
      host.kind === 'setup' ? (
        <StepActions back={host.back} pending={pending} />
      ) : (
        <SaveChangesBar
          pending={pending}
          dirty={dirty}
          problem={problem}
          onDiscard={() => {
            setProblem(null);
            reset(profile);
          }}
        />
      ),
  };
}
