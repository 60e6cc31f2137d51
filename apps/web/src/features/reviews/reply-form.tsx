import { REVIEW_REPLY_MAX, reviewReplyInputSchema } from '@reelhire/shared/reviews';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useReplyToReview } from './api/reply-to-review';

/** The reviewee's one public answer to a visible review (decision 0060): opened on demand, sent once. */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const reply = useReplyToReview();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        Reply publicly
      </Button>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewReplyInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    reply.mutate(
      { id: reviewId, body: parsed.data.body },
      {
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : 'Your reply could not be sent'),
      },
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <Label htmlFor={id}>Your public reply</Label>
      <Textarea id={id} value={body} maxLength={REVIEW_REPLY_MAX} onChange={(e) => setBody(e.target.value)} />
      <p className="text-xs text-zinc-500">You can reply once; everyone who reads the review sees it.</p>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? 'Sending…' : 'Send reply'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
