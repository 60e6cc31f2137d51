// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { CalendarDays } from 'lucide-react';
import { areaPage } from '@/components/area-page';
import { BookPage } from './book-page';
import { BookingRequestPage } from './booking-request-page';

export const pages = {
  '/filmmaker/dashboard/bookings': areaPage({
    icon: CalendarDays,
    emptyTitle: 'No bookings yet',
    emptyDescription: 'When a client books you, the booking shows here with its dates, status and payment.',
  }),
  '/filmmaker/dashboard/bookings/:bookingId': areaPage({
    icon: CalendarDays,
    emptyTitle: 'Booking not found',
    emptyDescription: 'This booking does not exist or is not yours.',
  }),
  '/filmmaker/dashboard/bookings/requests/:bookingId': BookingRequestPage,
  '/book/:username': BookPage,
};
