import { RatingLine, ReviewCard } from '@/components/reviews/review-card';
import type { Talent } from '@reelhire/shared/talent';
import { BriefcaseBusiness, CalendarPlus, MessageSquare, UserRoundX } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { AvailabilityCalendar } from '@/components/availability/availability-calendar';
import { EmptyState } from '@/components/empty-state';
import { PortfolioView } from '@/components/portfolio/portfolio-view';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/account-state';
import { useDocumentTitle } from '@/lib/document-title';
import { rememberReturnTo } from '@/lib/return-to';
import { useTalent } from './api/get-talent';
import { InviteToJobButton } from './invite-to-job-button';

/** Where a signed-in client goes to message this filmmaker (docs/product.md §2: messages take name, id, role, avatar). */
export function messagePath(talent: Talent): string {
  const query = new URLSearchParams({
    id: talent.id,
    role: 'filmmaker',
    name: `${talent.first_name} ${talent.last_name}`.trim(),
  });
  if (talent.avatar?.url) query.set('avatar', talent.avatar.url);
  return `/client/dashboard/messages?${query.toString()}`;
}

/** 'Book' requests days from the filmmaker directly (decision 0034); 'Hire' keeps the project-and-offer path. */
export const bookPath = (talent: Talent) => `/book/${encodeURIComponent(talent.username ?? talent.id)}`;

/** Hiring starts from a project brief naming this filmmaker, then a direct offer (decision 0028). */
export const hirePath = (talent: Talent) =>
  `/client/dashboard/projects/create?${new URLSearchParams({ talent: talent.id }).toString()}`;

/**
 * 'Book', 'Hire' and 'Message'. Clients (and 'both' accounts) go straight to the booking request (/book),
 * the project-and-offer path or the chat; a signed-out visitor goes through client sign-up and comes back
 * to this page (lib/return-to). Filmmakers and admins cannot hire, so they see no call to action.
 */
function HireActions({ talent }: { talent: Talent }) {
  const { user, userType, isLoading } = useAuth();
  const navigate = useNavigate();
  const here = useLocation();
  const current = `${here.pathname}${here.search}`;
  if (isLoading) return null;
  if (user) {
    if (userType !== 'client' && userType !== 'both') return null;
    return (
      <>
        <Button asChild>
          <Link to={bookPath(talent)}>
            <CalendarPlus aria-hidden /> Book
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={hirePath(talent)}>
            <BriefcaseBusiness aria-hidden /> Hire
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={messagePath(talent)}>
            <MessageSquare aria-hidden /> Message
          </Link>
        </Button>
        <InviteToJobButton talent={talent} />
      </>
    );
  }
  const signUp = () => {
    rememberReturnTo(current);
    void navigate('/signup?role=client');
  };
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex gap-2">
        <Button onClick={signUp}>
          <CalendarPlus aria-hidden /> Book
        </Button>
        <Button variant="outline" onClick={signUp}>
          <MessageSquare aria-hidden /> Message
        </Button>
      </div>
      <p className="text-xs text-zinc-500">
        Free client account needed.{' '}
        <Link
          to="/login"
          state={{ from: current }}
          onClick={() => rememberReturnTo(current)}
          className="font-medium text-brand-700 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </div>
  );
}

/**
 * A filmmaker's page: `/portfolio/{username}`, `/book/{username}` (the same page), `/talent/portfolio/{id}`
 * and, inside the client dashboard, `/client/dashboard/talent/{talentId}`.
 */
export function PortfolioPage({ inDashboard = false }: { inDashboard?: boolean }) {
  const params = useParams();
  const key = params.username ?? params.id ?? params.talentId;
  const { data: talent, isPending, isError } = useTalent(key);
  const name = talent ? `${talent.first_name} ${talent.last_name}`.trim() : 'Portfolio';
  useDocumentTitle(name);
  const wrap = inDashboard ? '' : 'mx-auto w-full max-w-4xl px-4 py-12 sm:px-6';

  if (isPending) {
    // On a public page the placeholder fills the screen, so the footer starts below the fold and does not
    // jump down when the portfolio arrives (Lighthouse measured a layout shift of 0.41 here).
    return (
      <div className={inDashboard ? wrap : `${wrap} min-h-dvh space-y-6`} aria-busy="true">
        <Skeleton className="h-40 rounded-xl" />
        {inDashboard ? null : <Skeleton className="aspect-video w-full rounded-xl" />}
      </div>
    );
  }
  if (isError || !talent) {
    return (
      <div className={wrap}>
        <h1 className="mb-6 text-2xl font-semibold tracking-tight">Filmmaker not found</h1>
        <EmptyState
          icon={UserRoundX}
          title="No public profile here"
          description="This filmmaker does not exist, or their profile is not finished yet."
          action={
            <Button variant="outline" asChild>
              <Link to={inDashboard ? '/client/dashboard/talent' : '/talent'}>Browse filmmakers</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className={wrap}>
      <PortfolioView talent={talent} actions={<HireActions talent={talent} />} />
      {/* When the filmmaker is free: busy or free only, never who booked or held a day (decision 0036). */}
      <Card className="mt-6">
        <CardContent>
          <h2 className="text-base font-semibold">Availability</h2>
          <p className="mt-1 text-sm text-zinc-600">
            Days already booked, held or marked unavailable. A day under a first hold can still take a second
            hold.
          </p>
          <div className="mt-4">
            <AvailabilityCalendar filmmakerId={talent.id} />
          </div>
        </CardContent>
      </Card>
      {/* Clients' reviews once visible (decision 0060): sealed ones never show here. */}
      <Card className="mt-6">
        <CardContent className="space-y-4">
          <div>
            <h2 className="text-base font-semibold">Reviews</h2>
            <RatingLine rating={talent.reviews.rating} />
          </div>
          {talent.reviews.latest.length === 0 ? (
            <p className="text-sm text-zinc-600">
              Clients review {talent.first_name} after a completed booking; none has been published yet.
            </p>
          ) : (
            talent.reviews.latest.map((review) => <ReviewCard key={review.id} review={review} />)
          )}
        </CardContent>
      </Card>
    </div>
  );
}
