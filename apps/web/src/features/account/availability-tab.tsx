import { CalendarDays } from 'lucide-react';
import { AvailabilityCalendar } from '@/components/availability/availability-calendar';
import { EmptyState } from '@/components/empty-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/account-state';
import { useOwnFilmmakerId } from '@/lib/availability-queries';

/**
 * The filmmaker's availability calendar on their account (decision 0036): bookings and holds fill it in,
 * and they mark the days they cannot work. Clients see the same calendar on the public portfolio, without
 * who booked or held a day and without the notes.
 */
export function AvailabilityTab() {
  const { user } = useAuth();
  const profile = useOwnFilmmakerId(user?.id);
  if (profile.isPending) return <p className="text-sm text-zinc-600">Loading your calendar…</p>;
  if (!profile.data) {
    return (
      <EmptyState
        icon={CalendarDays}
        title="Set up your profile first"
        description="Your availability calendar appears once you have a filmmaker profile."
      />
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Availability</CardTitle>
        <CardDescription>
          Bookings and holds fill your calendar in. Choose a day to mark it unavailable, or choose a marked
          day to free it again. Clients see busy or free on your public page, never who booked or held a day,
          and never your notes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AvailabilityCalendar filmmakerId={profile.data} editable />
      </CardContent>
    </Card>
  );
}
