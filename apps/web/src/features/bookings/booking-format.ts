import { DAY_PART_LABELS, type BookingDay } from '@reelhire/shared/booking-days';
import type { BookingRequestRound } from '@reelhire/shared/booking-requests';
import { countryName } from '@reelhire/shared/countries';

const weekdayDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Thu, 10 Jun 2027': shoot days are calendar days, read in UTC so they never shift. */
export const formatDayDate = (iso: string) => weekdayDay.format(new Date(`${iso}T00:00:00Z`));

/** 'Thu, 10 Jun 2027 · Full day'. */
export const formatSlot = (day: BookingDay) => `${formatDayDate(day.date)} · ${DAY_PART_LABELS[day.part]}`;

/** '2 full days and 1 half day'. */
export function daysSummary(days: readonly BookingDay[]): string {
  const half = days.filter((day) => day.part !== 'full').length;
  const full = days.length - half;
  const parts = [
    full ? `${full} full day${full === 1 ? '' : 's'}` : null,
    half ? `${half} half day${half === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return parts.join(' and ') || 'No days';
}

/** 'Bristol, United Kingdom', 'Remote'. */
export function formatPlace(location: BookingRequestRound['location']): string {
  if (!location) return 'Not given';
  const place = [location.city, location.country ? countryName(location.country) : null]
    .filter(Boolean)
    .join(', ');
  if (location.remote) return place ? `${place}, or remote` : 'Remote';
  return place || 'Not given';
}
