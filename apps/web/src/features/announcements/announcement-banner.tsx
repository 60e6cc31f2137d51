import { useQueryClient } from '@tanstack/react-query';
import { Megaphone, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuthState } from '@/lib/auth-state';
import { ANNOUNCEMENTS_QUERY_ROOT } from './api/announcement-queries';
import { dismissAnnouncement } from './api/dismiss-announcement';
import { useCurrentAnnouncements } from './api/get-current-announcements';

/**
 * The dashboards' banner (decision 0062): each live announcement for the account's type, until its owner
 * dismisses it. Nothing at all while there is none.
 */
export function AnnouncementBanner() {
  const queryClient = useQueryClient();
  const userId = useAuthState().user?.id;
  const { data } = useCurrentAnnouncements();
  const items = data?.items ?? [];
  if (items.length === 0) return null;

  const dismiss = (id: string) => {
    const key = [...ANNOUNCEMENTS_QUERY_ROOT, 'current', userId];
    // Gone at once; the server keeps the dismissal for every other device.
    queryClient.setQueryData(key, { items: items.filter((item) => item.id !== id) });
    void dismissAnnouncement(id).finally(() => void queryClient.invalidateQueries({ queryKey: key }));
  };

  return (
    <div className="space-y-2 border-b border-brand-100 bg-brand-50 px-4 py-3 sm:px-6">
      {items.map((item) => (
        <section
          key={item.id}
          aria-label={`Announcement: ${item.title}`}
          className="mx-auto flex w-full max-w-6xl items-start gap-3"
        >
          <Megaphone className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-zinc-900">{item.title}</p>
            <p className="whitespace-pre-line text-sm text-zinc-700">{item.body}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label={`Dismiss announcement: ${item.title}`}
            onClick={() => dismiss(item.id)}
          >
            <X />
          </Button>
        </section>
      ))}
    </div>
  );
}
