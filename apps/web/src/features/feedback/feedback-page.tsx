import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FeedbackForm } from './feedback-form';
import { MyFeedbackList } from './my-feedback-list';

/**
 * /feedback (docs/product.md §2 and §5; the guard lets in verified members with their profile set up):
 * send the team feedback, then see each one's status and the team's reply (decision 0065).
 */
export function FeedbackPage() {
  // A new form (and with it a new Idempotency-Key) for every piece of feedback.
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <PageHeader
        title="Feedback"
        description="Tell the team building Reelhire what works, what doesn't and what you'd like next."
      />
      <Card>
        <CardContent>
          {sent ? (
            <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
              <CircleCheck className="size-10 text-emerald-600" aria-hidden />
              <h2 className="text-lg font-semibold text-zinc-900">Thank you for your feedback</h2>
              <p className="max-w-md text-sm text-zinc-600">
                The team reads every message. You'll see below when it is planned or done, and we email you if
                we reply.
              </p>
              <Button
                variant="outline"
                onClick={() => {
                  setRound((n) => n + 1);
                  setSent(false);
                }}
              >
                Send more feedback
              </Button>
            </div>
          ) : (
            <FeedbackForm key={round} onSent={() => setSent(true)} />
          )}
        </CardContent>
      </Card>
      <section className="mt-10 space-y-4" aria-labelledby="your-feedback">
        <h2 id="your-feedback" className="text-lg font-semibold text-zinc-900">
          Your feedback
        </h2>
        <MyFeedbackList />
      </section>
    </div>
  );
}
