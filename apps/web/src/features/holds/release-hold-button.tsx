import { HOLD_RELEASE_REASON_MAX, type Hold } from '@reelhire/shared/hold-records';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useReleaseHold } from './api/release-hold';
import { formatHoldDays } from './hold-format';

/** Release, after asking: the holder lets the days go, or the filmmaker frees them for someone else. */
export function ReleaseHoldButton({ hold, by }: { hold: Hold; by: 'client' | 'filmmaker' }) {
  const [open, setOpen] = useState(false);
  const release = useReleaseHold();
  const who = by === 'client' ? hold.filmmaker.name : hold.client.name;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          release.reset();
          setOpen(true);
        }}
        aria-label={`Release the hold “${hold.title}” (${who})`}
      >
        Release
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Release this hold?"
        description={
          by === 'client'
            ? `${formatHoldDays(hold.days)} go back to ${who}; anyone holding them second moves up. This cannot be undone.`
            : `${who} loses their ${hold.status} hold on ${formatHoldDays(hold.days)}; a second hold behind it moves up.`
        }
        confirmLabel="Release hold"
        pendingLabel="Releasing…"
        destructive
        pending={release.isPending}
        error={release.error?.message ?? null}
        note={{ label: 'Reason (optional)', max: HOLD_RELEASE_REASON_MAX }}
        onConfirm={(reason) =>
          release.mutate({ id: hold.id, reason: reason || null }, { onSuccess: () => setOpen(false) })
        }
      />
    </>
  );
}
