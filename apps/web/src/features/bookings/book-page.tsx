import type { Booking } from '@reelhire/shared/booking-records';
import { CalendarCheck, CalendarPlus, UserRoundX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/account-state';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { talentName, useHireTalent } from '@/lib/hire-talent';
import { rememberReturnTo } from '@/lib/return-to';
import { useCreateBookingRequest } from './api/create-booking-request';
import { useBookings } from './api/list-bookings';
import { BookingTermsForm, emptyTermsValues, type BookingTermsAction } from './booking-terms-form';
import { ClientRequestCard } from './client-request-card';

function SignedOut({ name }: { name: string }) {
  const here = useLocation();
  const current = `${here.pathname}${here.search}`;
  return (
    <div className="rounded-xl border border-zinc-200 bg-white p-6">
      <h2 className="text-lg font-semibold">Book {name} with a free client account</h2>
      <p className="mt-1 text-sm text-zinc-600">
        Sign in or create a client account, and you come straight back here to choose the days.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/signup?role=client" onClick={() => rememberReturnTo(current)}>
            Create a client account
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/login" state={{ from: current }} onClick={() => rememberReturnTo(current)}>
            Sign in
          </Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * `/book/{username}`: a client requests a booking from a filmmaker (decision 0034): the days (full or
 * half), a title and brief, where, and the budget; below, their requests to this filmmaker and the answers.
 */
/** A second way to send the terms, offered by another feature (the holds' "Hold these dates"). */
export interface ExtraTermsAction {
  action: BookingTermsAction;
  feedback: ReactNode;
}
const noExtraAction = (): ExtraTermsAction | null => null;

export function BookPage({
  useExtraAction = noExtraAction,
}: {
  /** Called as a hook on every render: the app layer passes the holds feature's useHoldAction. */
  useExtraAction?: () => ExtraTermsAction | null;
} = {}) {
  const { username } = useParams();
  const { data: talent, isPending, isError } = useHireTalent(username);
  const { user, userType, isLoading } = useAuth();
  const name = talent ? talentName(talent) : 'a filmmaker';
  useDocumentTitle(talent ? `Book ${name}` : 'Book');
  const isClient = userType === 'client' || userType === 'both';
  const requests = useBookings({ as: 'client', filmmakerId: talent?.id }, Boolean(talent && isClient));
  const create = useCreateBookingRequest();
  const extra = useExtraAction();
  const [sent, setSent] = useState<Booking | null>(null);
  const wrap = 'mx-auto w-full max-w-3xl px-4 py-10 sm:px-6';

  if (isPending || isLoading) {
    return (
      <div className={`${wrap} min-h-dvh space-y-4`} aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  if (isError || !talent) {
    return (
      <div className={wrap}>
        <h1 className="mb-6 text-2xl font-semibold tracking-tight">Filmmaker not found</h1>
        <EmptyState
          icon={UserRoundX}
          title="No one to book here"
          description="This filmmaker does not exist, or their profile is not finished yet."
          action={
            <Button variant="outline" asChild>
              <Link to="/talent">Browse filmmakers</Link>
            </Button>
          }
        />
      </div>
    );
  }
  const portfolio = talent.username ? `/portfolio/${talent.username}` : `/talent/portfolio/${talent.id}`;

  return (
    <div className={`${wrap} space-y-8`}>
      <div>
        <p className="text-sm text-zinc-500">
          <Link to={portfolio} className="hover:underline">
            ← {name}’s portfolio
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">Book {name}</h1>
        <p className="mt-1 text-sm text-zinc-600">
          Choose the days, full or half, say what you are making and offer a budget. {name} accepts, proposes
          changes or declines; once accepted it becomes a contract.
        </p>
      </div>

      {!user ? <SignedOut name={name} /> : null}
      {user && !isClient ? (
        <p className="rounded-xl border border-zinc-200 bg-white p-6 text-sm text-zinc-700">
          Only client accounts can book filmmakers.
        </p>
      ) : null}

      {user && isClient ? (
        <section
          aria-labelledby="book-form"
          className="rounded-xl border border-zinc-200 bg-white p-5 sm:p-6"
        >
          <h2 id="book-form" className="mb-4 text-lg font-semibold">
            Your request
          </h2>
          {sent ? (
            <div role="status" className="space-y-3">
              <p className="flex items-center gap-2 font-medium text-emerald-700">
                <CalendarCheck aria-hidden className="size-5" /> Request sent to {name}.
              </p>
              <p className="text-sm text-zinc-600">Their answer will show below and on your dashboard.</p>
              <Button variant="outline" onClick={() => setSent(null)}>
                Request other days
              </Button>
            </div>
          ) : (
            <BookingTermsForm
              filmmakerId={talent.id}
              initial={emptyTermsValues(talent.currency, talent.country)}
              error={
                create.error instanceof ApiError
                  ? create.error.message
                  : create.error
                    ? 'Something went wrong.'
                    : null
              }
              actions={[
                {
                  label: 'Send booking request',
                  icon: <CalendarPlus aria-hidden />,
                  pending: create.isPending,
                  onSubmit: (terms) => create.mutate(terms, { onSuccess: setSent }),
                },
                ...(extra ? [extra.action] : []),
              ]}
            />
          )}
          {extra && !sent ? <div className="mt-3">{extra.feedback}</div> : null}
        </section>
      ) : null}

      {user && isClient && requests.data && requests.data.items.length > 0 ? (
        <section aria-labelledby="book-requests" className="space-y-3">
          <h2 id="book-requests" className="text-lg font-semibold">
            Your requests to {name}
          </h2>
          <ul className="space-y-3">
            {requests.data.items.map((summary) => (
              <ClientRequestCard key={summary.id} summary={summary} filmmakerName={name} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
