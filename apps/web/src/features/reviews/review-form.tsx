import {
  REVIEW_SCORE_LABELS,
  REVIEW_SCORES,
  REVIEW_TEXT_MAX,
  reviewFieldsSchema,
  reviewScoresFor,
  type ReviewerRole,
} from '@reelhire/shared/reviews';
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useWriteReview } from './api/write-review';

/** Five star buttons as one radio group: arrow keys and clicks both pick a value. */
function StarPicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <p id={id} className="text-sm font-medium text-zinc-900">
        {label}
      </p>
      <div role="radiogroup" aria-labelledby={id} className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
            onClick={() => onChange(n)}
            className="rounded p-0.5 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none"
          >
            <Star
              aria-hidden
              className={cn(
                'size-6',
                n <= value ? 'fill-amber-400 text-amber-400' : 'fill-white text-zinc-300',
              )}
            />
          </button>
        ))}
      </div>
      {error ? <p className="text-xs text-red-600">{error}</p> : null}
    </div>
  );
}

/**
 * The writer's side's review (decision 0060): an overall rating, a few words and the side's three scores,
 * checked with the shared schema before it is sent; sealed once sent, until the other side writes or the
 * window closes.
 */
export function ReviewForm({
  bookingId,
  role,
  counterpartName,
  onWritten,
}: {
  bookingId: string;
  role: ReviewerRole;
  counterpartName: string;
  onWritten?: () => void;
}) {
  const write = useWriteReview();
  const textId = useId();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [scores, setScores] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed = reviewFieldsSchema.safeParse({ rating, body, scores: {} });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    }
    for (const key of REVIEW_SCORES[role]) {
      if (!scores[key]) found[key] = `Give ${REVIEW_SCORE_LABELS[key].toLowerCase()} from 1 to 5 stars`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const checked = reviewScoresFor(role, scores);
    if (!checked.ok) {
      setFailure(checked.error);
      return;
    }
    setFailure(null);
    write.mutate(
      { booking_id: bookingId, as: role, rating, body: body.trim(), scores: checked.scores },
      {
        onSuccess: () => onWritten?.(),
        onError: (error) =>
          setFailure(error instanceof ApiError ? error.message : 'Your review could not be sent'),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={`Your review of ${counterpartName}`}>
      <StarPicker label="Overall rating" value={rating} onChange={setRating} error={errors.rating} />
      <div className="space-y-1.5">
        <Label htmlFor={textId}>How did it go with {counterpartName}?</Label>
        <Textarea
          id={textId}
          value={body}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={errors.body ? true : undefined}
          placeholder={
            role === 'client'
              ? 'What they were like to work with, and what they delivered'
              : 'How clear the brief was, how the shoot ran, how payment went'
          }
        />
        {errors.body ? <p className="text-xs text-red-600">{errors.body}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {REVIEW_SCORES[role].map((key) => (
          <StarPicker
            key={key}
            label={REVIEW_SCORE_LABELS[key]}
            value={scores[key] ?? 0}
            onChange={(value) => setScores((current) => ({ ...current, [key]: value }))}
            error={errors[key]}
          />
        ))}
      </div>
      <p className="text-xs text-zinc-500">
        {counterpartName} sees your review once they have written theirs, or when the review window closes.
        You cannot change it after sending.
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={write.isPending}>
        {write.isPending ? 'Sending…' : 'Send review'}
      </Button>
    </form>
  );
}
