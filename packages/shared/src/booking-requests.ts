import { z } from 'zod';
import { bookingDaysSchema } from './booking-days.ts';
import {
  amountMinorSchema,
  currencySchema,
  locationSchema,
  optionalLongText,
  requiredText,
} from './hiring-fields.ts';

// What a client asks of a filmmaker directly from their public page (/book/{username}, issue 13): the day
// slots, a title and brief, where, and the budget. A booking request and a hold carry the same terms, so a
// confirmed first hold becomes a request without asking the client again (decision 0031).

export const BOOKING_BRIEF_MAX = 4000;

export const bookingTermsSchema = z.object({
  filmmaker_id: z.uuid({ error: 'Choose the filmmaker to book' }),
  days: bookingDaysSchema,
  title: requiredText(3, 120, 'a title'),
  brief: optionalLongText(BOOKING_BRIEF_MAX, 'the brief'),
  location: locationSchema,
  currency: currencySchema,
  amount_minor: amountMinorSchema('The budget'),
});
export type BookingTermsInput = z.input<typeof bookingTermsSchema>;
export type BookingTerms = z.output<typeof bookingTermsSchema>;
