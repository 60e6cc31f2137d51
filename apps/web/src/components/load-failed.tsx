import { TriangleAlert } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

/** What a page shows in place of data its request could not fetch: why, and a way to ask again. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  /** What could not be loaded, as a sentence: "The audit log could not be loaded". */
  title: string;
  error: Error;
  onRetry: () => unknown;
}) {
  return (
    <EmptyState
      icon={TriangleAlert}
      title={title}
      description={error.message}
      action={<Button onClick={() => void onRetry()}>Try again</Button>}
    />
  );
}
