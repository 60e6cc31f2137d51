// The bookings pages (issue 13): the filmmaker's bookings and each booking, a client's request from a
// portfolio (/book/{username}) and the filmmaker's answer to it.
import { BookPage } from './book-page';
import { BookingPage } from './booking-page';
import { BookingRequestPage } from './booking-request-page';
import { BookingsPage } from './bookings-page';

export const pages = {
  '/filmmaker/dashboard/bookings': BookingsPage,
  '/filmmaker/dashboard/bookings/:bookingId': BookingPage,
  '/filmmaker/dashboard/bookings/requests/:bookingId': BookingRequestPage,
  '/book/:username': BookPage,
};
