import type { ApplicationStatus } from '@reelhire/shared/applications';
import { RATE_UNIT_LABELS, type RateType } from '@reelhire/shared/jobs';
import { formatMoney } from '@reelhire/shared/money';
import { ApiError } from '@/lib/api-client';

/** "£650 / day", "£2,400" for a fixed fee. */
export function rateText(minor: number, currency: string, rateType: RateType): string {
  const unit = RATE_UNIT_LABELS[rateType];
  return unit ? `${formatMoney(minor, currency)} ${unit}` : formatMoney(minor, currency);
}

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

export type BadgeVariant = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

/** Calm colours: a rejection is neutral, never red, for the filmmaker and the client alike. */
export const STATUS_VARIANTS: Record<ApplicationStatus, BadgeVariant> = {
  submitted: 'brand',
  viewed: 'neutral',
  shortlisted: 'warning',
  offered: 'brand',
  hired: 'success',
  rejected: 'neutral',
  withdrawn: 'neutral',
  closed: 'neutral',
};

/** The server's words for a failed call; a refused transition (409) also says where the record is now. */
export function problemText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Check your connection and try again.';
  const status =
    error.status === 409 && error.body && typeof error.body === 'object' && 'status' in error.body
      ? String(error.body.status).replaceAll('_', ' ')
      : null;
  return status ? `${error.message} (it is now ${status}).` : error.message;
}
