// The bookings pages (issue 13). Booking requests from a portfolio land with the booking-requests work;
// until then their page says honestly what will be there.
import { CalendarClock } from 'lucide-react';
import { areaPage } from '@/components/area-page';
import { BookingPage } from './booking-page';
import { BookingsPage } from './bookings-page';

export const pages = {
  '/filmmaker/dashboard/bookings': BookingsPage,
  '/filmmaker/dashboard/bookings/:bookingId': BookingPage,
  '/filmmaker/dashboard/bookings/requests/:bookingId': areaPage({
    icon: CalendarClock,
    emptyTitle: 'Booking request not found',
    emptyDescription: 'Booking requests from clients appear in your bookings list.',
  }),
};
