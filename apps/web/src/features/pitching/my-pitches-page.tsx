import { availableTransitions } from '@reelhire/shared/state-machine';
import {
  pitchMachine,
  PITCH_STATUS_LABELS,
  type Pitch,
  type PitchStatus,
  type PitchTransition,
} from '@reelhire/shared/pitches';
import { LoaderCircle, Pencil, Plus, Presentation, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeletePitch } from './api/delete-pitch';
import { useMyPitches } from './api/list-my-pitches';
import { useTransitionPitch } from './api/transition-pitch';
import { PitchFormDialog } from './pitch-form-dialog';
import { PitchSummary } from './pitch-summary';

const STATUS_BADGE: Record<PitchStatus, 'neutral' | 'success' | 'warning'> = {
  draft: 'warning',
  open: 'success',
  closed: 'neutral',
};

/** The filmmaker's pitching room: their pitches in every state, written and edited in a dialog. */
export function MyPitchesPage() {
  const list = useMyPitches();
  const [editing, setEditing] = useState<{ pitch: Pitch | undefined } | null>(null);
  const [deleting, setDeleting] = useState<Pitch | null>(null);
  const remove = useDeletePitch();
  const newButton = (
    <Button onClick={() => setEditing({ pitch: undefined })}>
      <Plus aria-hidden /> New pitch
    </Button>
  );

  let content;
  if (list.isPending) {
    content = (
      <div className="space-y-4" aria-busy="true" aria-label="Loading pitches">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-36 rounded-xl" />
        ))}
      </div>
    );
  } else if (list.isError) {
    content = (
      <LoadFailed title="Your pitches could not be loaded" error={list.error} onRetry={list.refetch} />
    );
  } else {
    const pitches = list.data.pages.flatMap((page) => page.items);
    content =
      pitches.length === 0 ? (
        <EmptyState
          icon={Presentation}
          title="No pitches yet"
          description="Pitch your own idea for a film, a series or a campaign: verified clients browse the pitching room, can message you about it or turn it into a project."
          action={newButton}
        />
      ) : (
        <div className="space-y-4">
          <ul className="space-y-4" aria-label="Your pitches">
            {pitches.map((pitch) => (
              <li key={pitch.id}>
                <MyPitchCard
                  pitch={pitch}
                  onEdit={() => setEditing({ pitch })}
                  onDelete={() => setDeleting(pitch)}
                />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                Load more
              </Button>
            </div>
          ) : null}
        </div>
      );
  }

  return (
    <div>
      <PageHeader
        title="Pitching room"
        description="Your ideas, pitched to verified clients looking for projects."
        actions={list.data?.pages[0]?.items.length ? newButton : null}
      />
      {content}
      <PitchFormDialog
        pitch={editing?.pitch}
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : (setDeleting(null), remove.reset()))}
        title="Delete this pitch?"
        description={`“${deleting?.title ?? ''}” is removed for good, from clients’ saved lists too. Projects clients already made from it stay theirs.`}
        confirmLabel="Delete pitch"
        pendingLabel="Deleting…"
        destructive
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </div>
  );
}

function MyPitchCard({
  pitch,
  onEdit,
  onDelete,
}: {
  pitch: Pitch;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const move = useTransitionPitch();
  const moves = availableTransitions(pitchMachine, { state: pitch.status, actor: 'filmmaker' });
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <PitchSummary pitch={pitch} />
          <Badge variant={STATUS_BADGE[pitch.status]} className="self-start">
            {PITCH_STATUS_LABELS[pitch.status]}
          </Badge>
        </div>
        {move.error ? (
          <p role="alert" className="text-sm text-red-600">
            {move.error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {moves.map((transition: PitchTransition) => (
            <Button
              key={transition}
              size="sm"
              variant={transition === 'close' ? 'outline' : 'primary'}
              disabled={move.isPending}
              aria-label={`${pitchMachine.transitions[transition].label} “${pitch.title}”`}
              onClick={() => move.mutate({ id: pitch.id, transition })}
            >
              {pitchMachine.transitions[transition].label}
            </Button>
          ))}
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit “${pitch.title}”`}>
            <Pencil aria-hidden /> Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete “${pitch.title}”`}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
