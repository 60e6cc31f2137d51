import {
  OUTSIDE_CALENDAR_SYNC_MINUTES,
  OUTSIDE_CALENDARS_MAX,
  outsideCalendarInputSchema,
  type OutsideCalendar,
} from '@reelhire/shared/calendar-feeds';
import { CalendarPlus, LoaderCircle, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { CopyableLink } from '@/components/copyable-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useChangeCalendarFeed } from './api/change-calendar-feed';
import {
  useAddOutsideCalendar,
  useRemoveOutsideCalendar,
  useSyncOutsideCalendar,
} from './api/change-outside-calendars';
import { useCalendarFeed } from './api/get-calendar-feed';
import { useOutsideCalendars } from './api/get-outside-calendars';

// The calendar tab (decision 0092): the member's private feed to subscribe to from their calendar app,
// and, for a filmmaker, the outside calendars whose busy times block their days here.

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function FeedCard() {
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  // Renewing or turning off cuts off every calendar subscribed to the address: said, and confirmed, first.
  const [confirming, setConfirming] = useState<'renew' | 'turn-off' | null>(null);
  const act = (what: 'renew' | 'turn-off', done: string) =>
    change.mutate(what, {
      onSettled: () => setConfirming(null),
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error('Your calendar feed was not changed', { description: error.message }),
    });
  const address = feed.data?.address ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar feed</CardTitle>
        <CardDescription>
          Your bookings and holds in Google Calendar, Apple Calendar or Outlook: subscribe once and they stay
          up to date. Holds show as tentative, second holds as free time. The address is private: anyone who
          has it can read your bookings, so renew it if you shared it by mistake.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {feed.isPending ? (
          <p className="text-sm text-zinc-600">Loading your calendar feed…</p>
        ) : feed.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Your calendar feed could not be loaded: {feed.error.message}
          </p>
        ) : address ? (
          <>
            <CopyableLink url={address} label="Your private calendar address" />
            <p className="text-sm text-zinc-600">
              {feed.data.last_read_at
                ? `A calendar app last read it ${when(feed.data.last_read_at)}.`
                : 'No calendar app has read it yet.'}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <a href={feed.data.webcal_address!}>Subscribe in your calendar app</a>
              </Button>
              <Button asChild variant="outline">
                <a
                  href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed.data.webcal_address!)}`}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  Add to Google Calendar
                </a>
              </Button>
              <Button variant="outline" disabled={change.isPending} onClick={() => setConfirming('renew')}>
                Renew the address
              </Button>
              <Button variant="ghost" disabled={change.isPending} onClick={() => setConfirming('turn-off')}>
                Turn off
              </Button>
            </div>
            {confirming ? (
              <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
                <p>
                  {confirming === 'renew'
                    ? 'A new address replaces this one. Calendars subscribed to the old address stop updating: subscribe them again with the new one.'
                    : 'Calendars subscribed to this address stop updating, and the address stops working.'}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    disabled={change.isPending}
                    onClick={() =>
                      confirming === 'renew'
                        ? act('renew', 'New address made: the old one no longer works')
                        : act('turn-off', 'Calendar feed turned off')
                    }
                  >
                    {confirming === 'renew' ? 'Make a new address' : 'Turn the feed off'}
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(null)}>
                    Cancel
                  </Button>
                </div>
              </div>
            ) : null}
          </>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-zinc-600">
              Your calendar feed is off: no address reads your bookings.
            </p>
            <Button disabled={change.isPending} onClick={() => act('renew', 'Calendar feed turned on')}>
              {change.isPending ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <CalendarPlus aria-hidden />
              )}
              Turn on the calendar feed
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function OutsideCalendarRow({ calendar }: { calendar: OutsideCalendar }) {
  const sync = useSyncOutsideCalendar();
  const remove = useRemoveOutsideCalendar();
  const busy = sync.isPending || remove.isPending;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-zinc-200 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-zinc-900">{calendar.label}</p>
        <p className="truncate text-zinc-600">{calendar.host}</p>
        <p className="text-zinc-700">
          {calendar.busy_slots === 0
            ? 'Blocks no days in the coming year.'
            : `Blocks ${calendar.busy_slots} ${calendar.busy_slots === 1 ? 'day or half day' : 'days or half days'} in the coming year.`}{' '}
          {calendar.synced_at ? `Read ${when(calendar.synced_at)}.` : null}
        </p>
        {calendar.sync_error ? (
          <p role="alert" className="text-red-700">
            The last read failed: {calendar.sync_error}. The days it blocked before still count.
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            sync.mutate(calendar.id, {
              onSuccess: (read) =>
                read.sync_error
                  ? toast.error(`${calendar.label} could not be read`, { description: read.sync_error })
                  : toast.success(`${calendar.label} read again`),
              onError: (error) =>
                toast.error(`${calendar.label} was not read`, { description: error.message }),
            })
          }
        >
          <RefreshCw aria-hidden className={sync.isPending ? 'animate-spin' : undefined} /> Sync now
          <span className="sr-only"> {calendar.label}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() =>
            remove.mutate(calendar.id, {
              onSuccess: () => toast.success(`${calendar.label} removed: its days are free again`),
              onError: (error) =>
                toast.error(`${calendar.label} was not removed`, { description: error.message }),
            })
          }
        >
          <Trash2 aria-hidden /> Remove<span className="sr-only"> {calendar.label}</span>
        </Button>
      </div>
    </li>
  );
}

function AddOutsideCalendarForm() {
  const id = useId();
  const add = useAddOutsideCalendar();
  const [label, setLabel] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = outsideCalendarInputSchema.safeParse({ label, address });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the name and the address');
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: (calendar) => {
        setLabel('');
        setAddress('');
        toast.success(`${calendar.label} added`, {
          description: `It blocks ${calendar.busy_slots} ${calendar.busy_slots === 1 ? 'day or half day' : 'days or half days'} now.`,
        });
      },
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-label`}>Name</Label>
          <Input
            id={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={label}
            placeholder="Personal"
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-address`}>iCalendar address</Label>
          <Input
            id={`${id}-address`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={address}
            inputMode="url"
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            onChange={(event) => setAddress(event.target.value)}
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <CalendarPlus aria-hidden />}
        {add.isPending ? 'Reading the calendar…' : 'Add the calendar'}
      </Button>
    </form>
  );
}

function OutsideCalendarsCard() {
  const calendars = useOutsideCalendars();
  const items = calendars.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Outside calendars</CardTitle>
        <CardDescription>
          Add the private iCalendar address of a calendar you keep elsewhere (in Google Calendar: Settings,
          your calendar, “Secret address in iCal format”). Its busy times mark those days unavailable here,
          read again every {OUTSIDE_CALENDAR_SYNC_MINUTES} minutes. Clients only see that you are busy, never
          why.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {calendars.isPending ? (
          <p className="text-sm text-zinc-600">Loading your outside calendars…</p>
        ) : calendars.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Your outside calendars could not be loaded: {calendars.error.message}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-zinc-600">No outside calendars yet.</p>
        ) : (
          <ul className="space-y-2" aria-label="Your outside calendars">
            {items.map((calendar) => (
              <OutsideCalendarRow key={calendar.id} calendar={calendar} />
            ))}
          </ul>
        )}
        {calendars.isSuccess && items.length >= OUTSIDE_CALENDARS_MAX ? (
          <p className="text-sm text-zinc-600">
            You have {OUTSIDE_CALENDARS_MAX} outside calendars, the most there can be: remove one to add
            another.
          </p>
        ) : calendars.isSuccess ? (
          <AddOutsideCalendarForm />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The account's calendar tab: the feed for everyone, outside calendars on the filmmaker side. */
export function CalendarTab({ section }: { section: 'filmmaker' | 'client' }) {
  return (
    <div className="space-y-6">
      <FeedCard />
      {section === 'filmmaker' ? <OutsideCalendarsCard /> : null}
    </div>
  );
}
