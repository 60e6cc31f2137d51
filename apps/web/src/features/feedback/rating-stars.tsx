import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const WORDS = ['', 'Poor', 'Could be better', 'Okay', 'Good', 'Excellent'];

/** Five stars to choose a rating with: a radio group, so arrow keys and screen readers work as usual. */
export function RatingStars({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: number;
  onChange: (rating: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="radiogroup"
        aria-label="Your rating"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="flex gap-1"
      >
        {[1, 2, 3, 4, 5].map((rating) => (
          <button
            key={rating}
            type="button"
            role="radio"
            aria-checked={value === rating}
            aria-label={`${rating} of 5: ${WORDS[rating]}`}
            tabIndex={value === rating || (value === 0 && rating === 1) ? 0 : -1}
            onClick={() => onChange(rating)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowUp')
                onChange(Math.min(5, (value || 0) + 1));
              if (event.key === 'ArrowLeft' || event.key === 'ArrowDown')
                onChange(Math.max(1, (value || 2) - 1));
            }}
            className="rounded-md p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
          >
            <Star
              aria-hidden
              className={cn(
                'size-7 transition-colors',
                rating <= value ? 'fill-amber-400 text-amber-500' : 'text-zinc-300 hover:text-amber-400',
              )}
            />
          </button>
        ))}
      </div>
      <span className="text-sm text-zinc-600" aria-hidden>
        {WORDS[value] ?? ''}
      </span>
    </div>
  );
}

/** A rating shown, not chosen. */
export function RatingShown({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" aria-label={`Rated ${rating} of 5`} role="img">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn('size-3.5', star <= rating ? 'fill-amber-400 text-amber-500' : 'text-zinc-300')}
        />
      ))}
    </span>
  );
}
