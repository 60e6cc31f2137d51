import type { Notification } from '@reelhire/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuthState } from '@/lib/auth-state';
import { BOOKING_ACTIONS_QUERY_ROOT } from '@/lib/bookings/booking-queries';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format-dates';
import { useRealtimeConnection } from '@/lib/realtime/use-realtime';
import { useUnreadCount } from './api/get-unread-count';
import { useNotifications } from './api/list-notifications';
import { markAllNotificationsRead } from './api/mark-all-notifications-read';
import { markNotificationRead } from './api/mark-notification-read';
import { NOTIFICATIONS_QUERY_ROOT, unreadCountKey } from './api/notification-queries';

// The dashboard header's bell (decision 0062): the unread count, kept live by the account channel's
// pushes, and a list of the newest notifications, each linking to the page where its owner acts.

function countLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

function Entry({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const unread = item.read_at === null;
  return (
    <DropdownMenuItem asChild className="items-start gap-3 px-3 py-2.5">
      <Link to={item.link} onClick={() => onOpen(item)} data-unread={unread || undefined}>
        <span
          aria-hidden
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
        />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm text-zinc-900', unread && 'font-semibold')}>
            {item.title}
            {unread ? <span className="sr-only"> (unread)</span> : null}
          </span>
          {item.body ? <span className="line-clamp-2 block text-xs text-zinc-600">{item.body}</span> : null}
          <span className="block text-xs text-zinc-500">{timeAgo(item.created_at)}</span>
        </span>
      </Link>
    </DropdownMenuItem>
  );
}

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const userId = useAuthState().user?.id;
  const connection = useRealtimeConnection();
  const unread = useUnreadCount();
  const list = useNotifications(open);
  const count = unread.data?.unread_count ?? 0;

  useEffect(
    () =>
      connection.watchAccount({
        onNotification(push) {
          queryClient.setQueryData(unreadCountKey(userId), { unread_count: push.unread_count });
          void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_ROOT, 'list'] });
          // Most notifications are a turn handed over: the home's to-dos (under this root) change with them.
          void queryClient.invalidateQueries({ queryKey: BOOKING_ACTIONS_QUERY_ROOT });
        },
      }),
    [connection, queryClient, userId],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_ROOT });

  const openEntry = (item: Notification) => {
    setOpen(false);
    if (item.read_at !== null) return;
    void markNotificationRead(item.id)
      .then(({ unread_count }) => queryClient.setQueryData(unreadCountKey(userId), { unread_count }))
      .finally(() => void refresh());
  };

  const markAll = () => {
    void markAllNotificationsRead().finally(() => void refresh());
  };

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        >
          <Bell />
          {count > 0 ? (
            <span
              data-testid="notification-count"
              aria-hidden
              className="absolute -right-0.5 -top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-semibold leading-none text-white"
            >
              {countLabel(count)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 text-sm font-semibold text-zinc-900">
            Notifications
          </DropdownMenuLabel>
          {count > 0 ? (
            <Button variant="ghost" size="sm" className="h-8 px-2 text-xs" onClick={markAll}>
              <CheckCheck aria-hidden />
              Mark all read
            </Button>
          ) : null}
        </div>
        <DropdownMenuSeparator className="my-0" />
        <div className="max-h-[min(26rem,70dvh)] overflow-y-auto p-1">
          {list.isPending ? (
            <p className="px-3 py-6 text-center text-sm text-zinc-500">Loading…</p>
          ) : list.isError ? (
            <p className="px-3 py-6 text-center text-sm text-red-700">Could not load your notifications</p>
          ) : items.length === 0 ? (
            <div className="px-3 py-8 text-center">
              <p className="text-sm font-medium text-zinc-900">No notifications yet</p>
              <p className="mt-1 text-xs text-zinc-500">
                Offers, deliveries, payments and other news for you will appear here.
              </p>
            </div>
          ) : (
            <>
              {items.map((item) => (
                <Entry key={item.id} item={item} onOpen={openEntry} />
              ))}
              {list.hasNextPage ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="w-full"
                  disabled={list.isFetchingNextPage}
                  onClick={(event) => {
                    event.preventDefault();
                    void list.fetchNextPage();
                  }}
                >
                  {list.isFetchingNextPage ? 'Loading…' : 'Show older'}
                </Button>
              ) : null}
            </>
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
