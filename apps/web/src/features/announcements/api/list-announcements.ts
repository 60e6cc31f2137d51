import { announcementsPageSchema, type AnnouncementsPage } from '@reelhire/shared/announcements';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ANNOUNCEMENTS_QUERY_ROOT } from './announcement-queries';

export function listAnnouncements(after?: string): Promise<AnnouncementsPage> {
  const query = new URLSearchParams({ limit: '20', ...(after ? { after } : {}) });
  return apiFetch(`/rest/v1/announcements?${query}`, {
    schema: announcementsPageSchema,
    requireSession: true,
  });
}

/** Every announcement, newest first (admins). */
export function useAnnouncements() {
  return useInfiniteQuery({
    queryKey: [...ANNOUNCEMENTS_QUERY_ROOT, 'all'],
    queryFn: ({ pageParam }) => listAnnouncements(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
}
