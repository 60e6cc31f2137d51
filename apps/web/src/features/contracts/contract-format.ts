import { RATE_TYPE_LABELS, type RateType } from '@reelhire/shared/jobs';
import { ApiError } from '@/lib/api-client';

/** "14 Mar 2026" from an ISO date or timestamp. */
export function formatDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Day rate · 3 days", "Fixed fee". */
export function rateTypeText(rateType: RateType, units: number | null): string {
  if (rateType === 'fixed' || units === null) return RATE_TYPE_LABELS[rateType];
  const unit = rateType === 'day' ? 'day' : 'half day';
  return `${RATE_TYPE_LABELS[rateType]} · ${units} ${unit}${units === 1 ? '' : 's'}`;
}

/** The server's words for a failed call; a refused transition (409) also says where the offer is now. */
export function problemText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Check your connection and try again.';
  const status =
    error.status === 409 && error.body && typeof error.body === 'object' && 'status' in error.body
      ? String(error.body.status).replaceAll('_', ' ')
      : null;
  return status ? `${error.message} (it is now ${status}).` : error.message;
}
