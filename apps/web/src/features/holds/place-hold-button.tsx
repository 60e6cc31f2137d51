import type { BookingTermsInput } from '@reelhire/shared/booking-requests';
import type { Hold } from '@reelhire/shared/hold-records';
import { Button } from '@/components/ui/button';
import { usePlaceHold } from './api/place-hold';
import { formatDeadline } from './hold-format';

/**
 * Holds the days of terms the client has filled in (the /book/{username} form supplies them): first on
 * free days, second behind someone's first hold. Says where the hold went, or why none could be placed.
 */
export function PlaceHoldButton({
  terms,
  disabled = false,
  onPlaced,
}: {
  /** Null while the form is not valid yet. */
  terms: BookingTermsInput | null;
  disabled?: boolean;
  onPlaced?: (hold: Hold) => void;
}) {
  const place = usePlaceHold();
  const hold = place.data;
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="outline"
        disabled={disabled || !terms || place.isPending}
        onClick={() => terms && place.mutate(terms, { onSuccess: (placed) => onPlaced?.(placed) })}
      >
        {place.isPending ? 'Holding…' : 'Hold these dates'}
      </Button>
      <p className="text-sm text-zinc-600">
        A hold pencils the days without booking them: confirm it within 72 hours to send the request.
      </p>
      {hold ? (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {hold.status === 'first' && hold.confirm_by
            ? `First hold placed: the days are yours until ${formatDeadline(hold.confirm_by)}.`
            : 'Second hold placed: you move up if the first holder lets the days go.'}
        </p>
      ) : null}
      {place.error ? (
        <p role="alert" className="text-sm text-red-600">
          {place.error.message}
        </p>
      ) : null}
    </div>
  );
}
