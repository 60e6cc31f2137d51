import type { BookingTermsInput } from '@reelhire/shared/booking-requests';
import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePlaceHold } from './api/place-hold';
import { formatDeadline } from './hold-format';

/**
 * "Hold these dates" beside "Send booking request" on /book/{username}: the same terms, pencilled rather
 * than asked for (decision 0035). The book page belongs to the bookings feature, which may not import this
 * one; the app's router hands it this hook (app/router.tsx).
 */
export function useHoldAction(): {
  action: {
    label: string;
    icon: ReactNode;
    variant: 'outline';
    pending: boolean;
    onSubmit: (terms: BookingTermsInput) => unknown;
  };
  feedback: ReactNode;
} {
  const place = usePlaceHold();
  const hold = place.data;
  const feedback = hold ? (
    <p role="status" className="text-sm font-medium text-emerald-700">
      {hold.status === 'first' && hold.confirm_by
        ? `First hold placed: the days are yours until ${formatDeadline(hold.confirm_by)}. Confirm it from your dashboard to send the request.`
        : 'Second hold placed: you move up if the first holder lets the days go, and we tell you on your dashboard.'}
    </p>
  ) : place.error ? (
    <p role="alert" className="text-sm text-red-600">
      {place.error.message}
    </p>
  ) : (
    <p className="text-sm text-zinc-600">
      Not ready to book? Hold these dates: a first hold keeps them for you for 72 hours, a second one queues
      behind someone else&apos;s.
    </p>
  );
  return {
    action: {
      label: 'Hold these dates',
      icon: <CalendarClock aria-hidden />,
      variant: 'outline',
      pending: place.isPending,
      onSubmit: (terms) => place.mutate(terms),
    },
    feedback,
  };
}
