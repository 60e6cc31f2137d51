import { z } from 'zod';
import { bookingDaySchema, upcomingBookingDaysSchema } from './booking-days.ts';
import { amountMinorSchema, locationSchema, optionalLongText, requiredText } from './hiring-fields.ts';
import { currencySchema } from './money.ts';

// What a client asks of a filmmaker directly from their public page (/book/{username}, issue 13): the day
// slots, a title and brief, where, and the budget. A booking request and a hold carry the same terms, so a
// confirmed first hold becomes a request without asking the client again (decision 0031).

export const BOOKING_BRIEF_MAX = 4000;

export const bookingTermsSchema = z.object({
  filmmaker_id: z.uuid({ error: 'Choose the filmmaker to book' }),
  days: upcomingBookingDaysSchema,
  title: requiredText(3, 120, 'a title'),
  brief: optionalLongText(BOOKING_BRIEF_MAX, 'the brief'),
  location: locationSchema,
  currency: currencySchema,
  amount_minor: amountMinorSchema('The budget'),
});
export type BookingTermsInput = z.input<typeof bookingTermsSchema>;
export type BookingTerms = z.output<typeof bookingTermsSchema>;

// The answers (decision 0034). The filmmaker accepts, declines with a reason, or proposes other days, budget
// or both with a message; the client answers proposed changes by accepting, declining or revising (a new
// request round with the whole terms again). Every round is kept, so both see what changed.

export const BOOKING_REQUEST_MESSAGE_MAX = 2000;

const optionalMessage = optionalLongText(BOOKING_REQUEST_MESSAGE_MAX, 'the message');

export const declineBookingRequestInputSchema = z.object({
  reason: requiredText(3, 1000, 'a reason'),
});

export const proposeBookingChangesInputSchema = z.object({
  days: upcomingBookingDaysSchema,
  amount_minor: amountMinorSchema('The budget'),
  message: optionalMessage,
});
export type ProposeBookingChangesInput = z.input<typeof proposeBookingChangesInputSchema>;

export const reviseBookingRequestInputSchema = bookingTermsSchema
  .omit({ filmmaker_id: true })
  .extend({ message: optionalMessage });
export type ReviseBookingRequestInput = z.input<typeof reviseBookingRequestInputSchema>;

/** One round of a request on the wire: the client's request or revision, or the filmmaker's changes. */
export const bookingRequestRoundSchema = z.object({
  round: z.number().int(),
  proposed_by: z.enum(['client', 'filmmaker']),
  days: z.array(bookingDaySchema),
  title: z.string(),
  brief: z.string().nullable(),
  location: z
    .object({ remote: z.boolean(), city: z.string().nullable(), country: z.string().nullable() })
    .nullable(),
  currency: z.string(),
  amount_minor: z.number().int(),
  message: z.string().nullable(),
  created_at: z.string(),
});
export type BookingRequestRound = z.infer<typeof bookingRequestRoundSchema>;

/** What changed between two rounds, for the pages to highlight. */
export function roundChanges(
  previous: BookingRequestRound | undefined,
  round: BookingRequestRound,
): { days: boolean; amount: boolean; title: boolean; brief: boolean; location: boolean } {
  if (!previous) return { days: false, amount: false, title: false, brief: false, location: false };
  const daysKey = (days: BookingRequestRound['days']) => days.map((d) => `${d.date}:${d.part}`).join(',');
  return {
    days: daysKey(previous.days) !== daysKey(round.days),
    amount: previous.amount_minor !== round.amount_minor || previous.currency !== round.currency,
    title: previous.title !== round.title,
    brief: previous.brief !== round.brief,
    location: JSON.stringify(previous.location) !== JSON.stringify(round.location),
  };
}
