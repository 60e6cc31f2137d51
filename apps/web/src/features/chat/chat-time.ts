// Times and dates as the conversation shows them (docs/product.md §2): 24-hour hh:mm beside each message and
// Today, Yesterday or a short date ('12 Nov') between days. Local time: that is the reader's day.

const pad = (value: number) => String(value).padStart(2, '0');

/** 24-hour hh:mm: '09:05', '18:40'. */
export function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

export function isSameDay(a: string, b: string): boolean {
  return startOfDay(new Date(a)) === startOfDay(new Date(b));
}

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const shortDateWithYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Between days: 'Today', 'Yesterday', '12 Nov' (with the year when it is not this year's). */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return (date.getFullYear() === now.getFullYear() ? shortDate : shortDateWithYear).format(date);
}

/** A conversation list's time: hh:mm today, else the day label. */
export function conversationTime(iso: string, now: Date = new Date()): string {
  const label = dayLabel(iso, now);
  return label === 'Today' ? formatMessageTime(iso) : label;
}
