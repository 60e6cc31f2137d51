import { TriangleAlert } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

/** A profile that failed to load, with a retry: the same in setup and on the account page. */
export function ProfileLoadError({
  query,
}: {
  query: { error: Error; refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <EmptyState
      icon={TriangleAlert}
      title="Your profile could not be loaded"
      description={query.error.message}
      action={
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          Try again
        </Button>
      }
    />
  );
}
