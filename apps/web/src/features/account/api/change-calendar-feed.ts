import { calendarFeedSchema, type CalendarFeed } from '@reelhire/shared/calendar-feeds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { calendarFeedKey } from './get-calendar-feed';

/**
 * `POST /api/rest/v1/calendar-feed` turns the feed on with a new address (the old one stops working);
 * `DELETE` turns it off. Both answer the feed as it is now.
 */
export function changeCalendarFeed(change: 'renew' | 'turn-off'): Promise<CalendarFeed> {
  return apiFetch('/rest/v1/calendar-feed', {
    method: change === 'renew' ? 'POST' : 'DELETE',
    schema: calendarFeedSchema,
    requireSession: true,
  });
}

export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  const userId = useAuthState().user?.id ?? '';
  return useMutation({
    mutationFn: changeCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey(userId), feed),
  });
}
