import { calendarFeedSchema, type CalendarFeed } from '@reelhire/shared/calendar-feeds';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const calendarFeedKey = (userId: string) => ['calendar-feed', userId] as const;

/** `GET /api/rest/v1/calendar-feed`: the member's private feed address, or nulls while it is off. */
export function getCalendarFeed(): Promise<CalendarFeed> {
  return apiFetch('/rest/v1/calendar-feed', { schema: calendarFeedSchema, requireSession: true });
}

export function useCalendarFeed() {
  const userId = useAuthState().user?.id ?? '';
  return useQuery({ queryKey: calendarFeedKey(userId), queryFn: getCalendarFeed, enabled: userId !== '' });
}
