import { clientJobPath } from './paths.ts';

/** Where a party reads a dispute: the client on the job's dispute step, the filmmaker on the booking. */
export function disputePath(
  role: 'client' | 'filmmaker',
  data: { bookingId: string; projectId: string; jobId: string },
): string {
  return role === 'client'
    ? clientJobPath(data.projectId, data.jobId, 'dispute')
    : `/filmmaker/dashboard/bookings/${data.bookingId}`;
}
