import type { Booking } from '@reelhire/shared/booking-records';
import { Card, CardContent } from '@/components/ui/card';
import { formatWhen, timelineText } from './booking-format';

/** Who changed what and when, oldest first, as the server recorded it. */
export function BookingTimeline({ booking }: { booking: Booking }) {
  const titles = new Map(booking.milestones.map((milestone) => [milestone.id, milestone.title]));
  return (
    <Card>
      <CardContent>
        <h2 id="booking-timeline" className="text-base font-semibold text-zinc-900">
          Timeline
        </h2>
        {booking.timeline.length === 0 ? (
          <p className="mt-1 text-sm text-zinc-600">Nothing has happened on this booking yet.</p>
        ) : (
          <ol className="mt-3 space-y-3 border-l border-zinc-200 pl-4" aria-labelledby="booking-timeline">
            {booking.timeline.map((entry, index) => (
              <li key={`${entry.created_at}-${index}`} className="relative text-sm">
                <span
                  aria-hidden
                  className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-white bg-brand-600"
                />
                <p className="text-zinc-900">
                  <span className="font-medium">{entry.actor_name}</span> {timelineText(entry, titles)}
                </p>
                {entry.note ? <p className="mt-0.5 whitespace-pre-line text-zinc-600">{entry.note}</p> : null}
                <p className="text-xs text-zinc-500">
                  <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
