// Dates and durations as people read them in an email.

/** A calendar date ("2026-03-14") as "14 March 2026". Dates carry no time zone, so none is applied. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "10 minutes", "1 hour", "90 minutes". */
export function formatMinutes(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** "1 day", "6 days". */
export function formatDays(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** An instant ("2026-03-14T09:30:00Z") as "14 March 2026 at 09:30 UTC": the reader's zone is unknown here. */
export function formatDateTime(isoDateTime: string): string {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(isoDateTime));
  return `${formatted} UTC`;
}
