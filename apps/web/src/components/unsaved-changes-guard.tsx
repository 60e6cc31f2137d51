import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { hasStoredAuth } from '@/lib/auth-storage';

/**
 * While `when` holds, leaving the page asks first: a link or Back opens "Leave without saving?", closing
 * or reloading the tab gets the browser's own question. `description` names what would be lost.
 */
export function UnsavedChangesGuard({ when, description }: { when: boolean; description: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      // Signed out, nothing can be saved any more: the way to /login is not held up.
      when && currentLocation.pathname !== nextLocation.pathname && hasStoredAuth(),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog open={blocked} onOpenChange={(open) => (open ? null : blocker.reset?.())}>
      <DialogContent>
        <DialogTitle>Leave without saving?</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
