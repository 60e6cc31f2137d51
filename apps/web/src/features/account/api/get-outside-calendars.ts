import { outsideCalendarListSchema, type OutsideCalendarList } from '@reelhire/shared/calendar-feeds';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const outsideCalendarsKey = (userId: string) => ['outside-calendars', userId] as const;

/** `GET /api/rest/v1/outside-calendars`: the filmmaker's outside calendars, with how their last read went. */
export function getOutsideCalendars(): Promise<OutsideCalendarList> {
  return apiFetch('/rest/v1/outside-calendars', { schema: outsideCalendarListSchema, requireSession: true });
}

export function useOutsideCalendars() {
  const userId = useAuthState().user?.id ?? '';
  return useQuery({
    queryKey: outsideCalendarsKey(userId),
    queryFn: getOutsideCalendars,
    enabled: userId !== '',
  });
}
