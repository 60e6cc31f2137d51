import type { BookingSummary } from '@reelhire/shared/booking-records';
import { BOOKING_STATUS_LABELS } from '@reelhire/shared/bookings';
import { formatMoney } from '@reelhire/shared/money';
import { CalendarDays, ChevronRight, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BOOKING_STATUS_VARIANTS,
  bookingDatesText,
  nextBookingAction,
} from '@/components/bookings/booking-format';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteDef } from '@/lib/route-def';
import { useFilmmakerBookings } from './api/list-filmmaker-bookings';

function BookingRow({ booking }: { booking: BookingSummary }) {
  const next = nextBookingAction(booking.status, 'filmmaker');
  return (
    <li>
      <Link
        to={`/filmmaker/dashboard/bookings/${booking.id}`}
        className="flex items-center gap-3 rounded-xl border border-zinc-200 bg-white p-4 hover:border-brand-200 hover:bg-brand-50/30 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-zinc-900">{booking.title}</span>
            <Badge variant={BOOKING_STATUS_VARIANTS[booking.status]}>
              {BOOKING_STATUS_LABELS[booking.status]}
            </Badge>
          </div>
          <p className="text-sm text-zinc-700">
            {booking.client.name ?? 'Client'} · {formatMoney(booking.amount_minor, booking.currency)}
          </p>
          <p className="text-sm text-zinc-600">{bookingDatesText(booking)}</p>
          {next ? <p className="text-sm font-medium text-brand-700">Next: {next}</p> : null}
        </div>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-zinc-400" />
      </Link>
    </li>
  );
}

/** `/filmmaker/dashboard/bookings`: every booking the filmmaker has, newest first, with what comes next. */
export function BookingsPage({ holdsPanel = null }: { holdsPanel?: ReactNode } = {}) {
  const route = useRouteDef();
  const bookings = useFilmmakerBookings();
  const items = bookings.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader
        title={route?.title ?? 'Bookings'}
        description="Work from accepted contracts: dates, milestones, deliveries and what the client asked."
      />
      {/* Holds on the filmmaker's dates (features/holds), handed in by the app's router. */}
      {holdsPanel}
      <section aria-labelledby="your-bookings" className="space-y-3">
        <h2 id="your-bookings" className="sr-only">
          Your bookings
        </h2>
        {bookings.isPending ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading your bookings">
            <Skeleton className="h-28 rounded-xl" />
            <Skeleton className="h-28 rounded-xl" />
          </div>
        ) : bookings.isError ? (
          <EmptyState
            icon={TriangleAlert}
            title="Your bookings could not be loaded"
            description={bookings.error.message}
            action={
              <Button variant="outline" onClick={() => void bookings.refetch()}>
                Try again
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={CalendarDays}
            title="No bookings yet"
            description="When a client accepts terms with you, the booking shows here with its dates, milestones and what to deliver."
            action={
              <Button variant="outline" asChild>
                <Link to="/filmmaker/dashboard/jobs">Find jobs</Link>
              </Button>
            }
          />
        ) : (
          <>
            <ul className="space-y-3" aria-label="Your bookings">
              {items.map((booking) => (
                <BookingRow key={booking.id} booking={booking} />
              ))}
            </ul>
            {bookings.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  disabled={bookings.isFetchingNextPage}
                  onClick={() => void bookings.fetchNextPage()}
                >
                  {bookings.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
