import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn';
import { useAuthState } from '@/lib/auth-state';
import { useUnreadMessages } from './unread-store';

const MessageInbox = lazy(() =>
  import('./message-inbox').then((module) => ({ default: module.MessageInbox })),
);

/**
 * Where a dashboard follows new messages (issue 10): the inbox and the realtime client load lazily once
 * someone is signed in to a client or filmmaker dashboard. Admins read conversations; nothing is theirs.
 */
export function MessageInboxSlot({ section }: { section: 'client' | 'filmmaker' | 'admin' }) {
  const { session } = useAuthState();
  if (!session || section === 'admin') return null;
  return (
    <Suspense fallback={null}>
      <MessageInbox role={section} />
    </Suspense>
  );
}

/**
 * The Messages entry's count of unread messages; nothing while there are none. Beside the label it is
 * both seen and read out; on the collapsed rail the icon carries the dot (`dot`) and the words follow the
 * hidden label (`words`), so the link reads "Messages, 2 unread messages".
 */
export function UnreadMessagesBadge({ part = 'inline' }: { part?: 'inline' | 'dot' | 'words' }) {
  const count = useUnreadMessages();
  if (count === 0) return null;
  const words = `${count} unread ${count === 1 ? 'message' : 'messages'}`;
  if (part === 'words') return <span className="sr-only">, {words}</span>;
  return (
    <span
      data-testid="unread-messages-badge"
      title={words}
      className={cn(
        'bg-brand-600 inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs leading-5 font-semibold text-white',
        part === 'dot' ? 'absolute -top-2 -right-2.5 min-w-4 px-1 text-[10px] leading-4' : 'ml-auto',
      )}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      {part === 'inline' && <span className="sr-only">, {words}</span>}
    </span>
  );
}
