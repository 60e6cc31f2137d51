import { formatMoney } from '@reelhire/shared/money';
import { BadgeCheck, CalendarClock, MapPin, UserRoundX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useTalent } from './api/get-talent';
import { initials, location, titleCase } from './talent-format';

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
    return (
      <div className={wrap} aria-busy="true">
        <Skeleton className="h-40 rounded-xl" />
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
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar className="size-20">
          <AvatarFallback className="bg-brand-50 text-2xl text-brand-700">{initials(talent)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <h1 className="flex items-center gap-2 text-3xl font-semibold tracking-tight text-zinc-900">
            {name}
            {talent.verified ? (
              <BadgeCheck className="size-6 text-brand-600" aria-label="Verified identity" />
            ) : null}
          </h1>
          {talent.headline ? <p className="mt-1 text-zinc-600">{talent.headline}</p> : null}
          <div className="mt-3 flex flex-wrap gap-1.5">
            {talent.crafts.map((craft) => (
              <Badge key={craft} variant="brand">
                {titleCase(craft)}
              </Badge>
            ))}
          </div>
        </div>
      </div>

      <div className="mt-8 grid gap-6 md:grid-cols-[1fr_18rem]">
        <Card>
          <CardContent>
            <h2 className="text-base font-semibold">About</h2>
            <p className="mt-2 whitespace-pre-line text-zinc-700">
              {talent.bio ?? 'No introduction written yet.'}
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="space-y-3 text-sm">
            {talent.day_rate_minor !== null ? (
              <p>
                <span className="text-2xl font-semibold text-zinc-900">
                  {formatMoney(talent.day_rate_minor, talent.currency)}
                </span>
                <span className="text-zinc-500"> / day</span>
              </p>
            ) : null}
            <p className="flex items-center gap-2 text-zinc-700">
              <MapPin className="size-4 text-zinc-500" aria-hidden />{' '}
              {location(talent) ?? 'Location not given'}
            </p>
            {talent.years_experience !== null ? (
              <p className="flex items-center gap-2 text-zinc-700">
                <CalendarClock className="size-4 text-zinc-500" aria-hidden /> {talent.years_experience} years
                of experience
              </p>
            ) : null}
            <p className="flex items-center gap-2 text-zinc-700">
              <BadgeCheck className="size-4 text-zinc-500" aria-hidden />
              {talent.verified ? 'Identity verified by Reelhire' : 'Identity not verified yet'}
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
