import { MailPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAccountState } from '@/lib/account-state';
import type { Invitee } from './invite-to-job-dialog';

// The dialog (Radix Dialog, its form and the toasts) loads on the first click: most visitors of the
// directory and the portfolios are not signed-in clients, and it kept 20 KB on their first load
// (docs/decisions/0067).
const InviteToJobDialog = lazy(() =>
  import('./invite-to-job-dialog').then((module) => ({ default: module.InviteToJobDialog })),
);

/**
 * "Invite to a job" for clients (and 'both' accounts with a client profile); nobody else sees it. A 'both'
 * account on its own card is told by the server that it cannot invite itself. `className` sizes the button.
 */
export function InviteToJobButton({ talent, className }: { talent: Invitee; className?: string }) {
  const account = useAccountState();
  const [open, setOpen] = useState(false);
  if (account.status !== 'signed-in') return null;
  const { userType, client } = account.account;
  if ((userType !== 'client' && userType !== 'both') || !client) return null;
  return (
    <>
      <Button variant="outline" className={className} onClick={() => setOpen(true)}>
        <MailPlus aria-hidden /> Invite to a job
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <InviteToJobDialog talent={talent} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
