import { bookingListSchema, type BookingSummary } from '@reelhire/shared/booking-records';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { BOOKINGS_QUERY_ROOT } from './booking-queries';

/** A client's bookings on one job (`GET /bookings?as=client&job_id=…`): a job has few, so one page holds them. */
export async function listJobBookings(jobId: string): Promise<BookingSummary[]> {
  const query = new URLSearchParams({ as: 'client', job_id: jobId, limit: '50' });
  const { items } = await apiFetch(`/rest/v1/bookings?${query.toString()}`, { schema: bookingListSchema });
  return items;
}

export function useJobBookings(jobId: string | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...BOOKINGS_QUERY_ROOT, userId, 'job', jobId],
    queryFn: () => listJobBookings(jobId!),
    enabled: Boolean(userId && jobId),
  });
}
