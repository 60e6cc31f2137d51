import {
  outsideCalendarSchema,
  type OutsideCalendar,
  type OutsideCalendarInput,
} from '@reelhire/shared/calendar-feeds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { AVAILABILITY_QUERY_ROOT } from '@/lib/availability-queries';
import { outsideCalendarsKey } from './get-outside-calendars';

/** `POST /api/rest/v1/outside-calendars`: read at once; an address that does not work is refused (400). */
export function addOutsideCalendar(input: OutsideCalendarInput): Promise<OutsideCalendar> {
  return apiFetch('/rest/v1/outside-calendars', {
    method: 'POST',
    body: input,
    schema: outsideCalendarSchema,
    requireSession: true,
  });
}

/** `POST /api/rest/v1/outside-calendars/{id}/sync`: read it again now. */
export function syncOutsideCalendar(id: string): Promise<OutsideCalendar> {
  return apiFetch(`/rest/v1/outside-calendars/${encodeURIComponent(id)}/sync`, {
    method: 'POST',
    schema: outsideCalendarSchema,
    requireSession: true,
  });
}

/** `DELETE /api/rest/v1/outside-calendars/{id}`: the days it blocked are free again. */
export function removeOutsideCalendar(id: string): Promise<void> {
  return apiFetch(`/rest/v1/outside-calendars/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
    requireSession: true,
  });
}

/**
 * Each change refreshes the list and the filmmaker's availability calendar, which the outside calendars'
 * busy days fill in.
 */
function useOutsideCalendarChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  const userId = useAuthState().user?.id ?? '';
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: outsideCalendarsKey(userId) });
      await queryClient.invalidateQueries({ queryKey: AVAILABILITY_QUERY_ROOT });
    },
  });
}

export const useAddOutsideCalendar = () => useOutsideCalendarChange(addOutsideCalendar);
export const useSyncOutsideCalendar = () => useOutsideCalendarChange(syncOutsideCalendar);
export const useRemoveOutsideCalendar = () => useOutsideCalendarChange(removeOutsideCalendar);
