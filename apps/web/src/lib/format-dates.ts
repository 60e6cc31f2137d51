import { countryName } from '@reelhire/shared/countries';

// Dates and places as lists and detail pages show them. Shoot dates are calendar days (no time zone):
// they are read in UTC so a day never shifts for a reader west of Greenwich.

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const utcDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** '14 Mar 2027'. */
export function formatDay(iso: string): string {
  return dayMonthYear.format(utcDay(iso));
}

/** '14 Mar 2027', '14 – 16 Mar 2027', '30 Mar – 2 Apr 2027', '30 Dec 2026 – 2 Jan 2027'. */
export function formatDateRange({ start, end }: { start: string; end: string }): string {
  if (start === end) return formatDay(start);
  if (start.slice(0, 7) === end.slice(0, 7)) return `${utcDay(start).getUTCDate()} – ${formatDay(end)}`;
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${sameYear ? dayMonth.format(utcDay(start)) : formatDay(start)} – ${formatDay(end)}`;
}

/** Every range, or what to say when the dates are not set yet. */
export function formatDateRanges(ranges: readonly { start: string; end: string }[]): string {
  return ranges.length === 0 ? 'Dates to be set' : ranges.map(formatDateRange).join(', ');
}

/** 'Remote', 'London, United Kingdom', 'London, United Kingdom or remote'. */
export function formatPlace(location: { remote: boolean; city: string | null; country: string | null }) {
  const place = [location.city, location.country ? countryName(location.country) : null]
    .filter(Boolean)
    .join(', ');
  if (!place) return location.remote ? 'Remote' : 'Location to be set';
  return location.remote ? `${place} or remote` : place;
}

/** 'today', 'yesterday', '3 days ago', then the date: when something was posted or updated. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const days = Math.floor((now.getTime() - then.getTime()) / 86_400_000);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  return `on ${formatDay(then.toISOString())}`;
}
