import { currentAnnouncementsSchema, type CurrentAnnouncements } from '@reelhire/shared/announcements';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { ANNOUNCEMENTS_QUERY_ROOT } from './announcement-queries';

export function getCurrentAnnouncements(): Promise<CurrentAnnouncements> {
  return apiFetch('/rest/v1/announcements/current', {
    schema: currentAnnouncementsSchema,
    requireSession: true,
  });
}

/** The live announcements for the signed-in account's type that they have not dismissed. */
export function useCurrentAnnouncements() {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...ANNOUNCEMENTS_QUERY_ROOT, 'current', userId],
    queryFn: getCurrentAnnouncements,
    enabled: Boolean(userId),
  });
}
