import { OUTSIDE_CALENDAR_SYNC_MINUTES } from '@reelhire/shared/calendar-feeds';

/** When an outside calendar fetched at `now` is fetched next. */
export function addMinutes(now: Date, minutes: number = OUTSIDE_CALENDAR_SYNC_MINUTES): Date {
  return new Date(now.getTime() + minutes * 60_000);
}
