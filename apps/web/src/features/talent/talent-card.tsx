import { craftLabel } from '@reelhire/shared/crafts';
import { formatMoney } from '@reelhire/shared/money';
import type { TalentSummary } from '@reelhire/shared/talent';
import { formatRating } from '@reelhire/shared/reviews';
import { Star, BadgeCheck, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import {
  availabilityText,
  availabilityVariant,
  initials,
  location,
} from '@/components/portfolio/talent-format';

/** One filmmaker in the directory; the card leads to their page, `action` sits under it (outside the link). */
export function TalentCard({
  talent,
  href,
  action,
}: {
  talent: TalentSummary;
  href: string;
  action?: ReactNode;
}) {
  const name = `${talent.first_name} ${talent.last_name}`.trim();
  return (
    <div className="flex h-full flex-col rounded-xl border border-zinc-200 bg-white shadow-xs transition hover:border-zinc-300 hover:shadow-md">
      <Link to={href} className="group flex flex-1 flex-col rounded-xl p-5">
        <div className="flex items-start gap-3">
          <Avatar className="size-12">
            {talent.avatar?.url ? <AvatarImage src={talent.avatar.url} alt="" /> : null}
            <AvatarFallback className="bg-brand-50 text-brand-700">{initials(talent)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-1.5 font-semibold text-zinc-900 group-hover:text-brand-700">
              <span className="truncate">{name}</span>
              {talent.verified ? (
                <BadgeCheck className="size-4 shrink-0 text-brand-600" aria-label="Verified identity" />
              ) : null}
            </p>
            {talent.headline ? (
              <p className="mt-0.5 line-clamp-2 text-sm text-zinc-600">{talent.headline}</p>
            ) : null}
            {talent.rating_average !== null && talent.review_count > 0 ? (
              <p className="mt-1 flex items-center gap-1 text-xs text-zinc-600">
                <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
                <span className="font-medium text-zinc-900">{formatRating(talent.rating_average)}</span>
                <span>
                  ({talent.review_count} {talent.review_count === 1 ? 'review' : 'reviews'})
                </span>
              </p>
            ) : null}
          </div>
        </div>
        <div className="mt-4 mb-4 flex flex-wrap gap-1.5">
          {talent.crafts.map((craft, index) => (
            <Badge key={craft} variant={index === 0 ? 'brand' : 'neutral'}>
              {craftLabel(craft)}
            </Badge>
          ))}
          <Badge variant={availabilityVariant(talent.availability)}>{availabilityText(talent)}</Badge>
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-zinc-100 pt-3 text-sm">
          <span className="flex min-w-0 items-center gap-1 text-zinc-600">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{location(talent) ?? 'Location not given'}</span>
          </span>
          {talent.day_rate_minor !== null ? (
            <span className="shrink-0 font-medium text-zinc-900">
              {formatMoney(talent.day_rate_minor, talent.currency)}
              <span className="font-normal text-zinc-500"> / day</span>
            </span>
          ) : null}
        </div>
      </Link>
      {action ? <div className="px-5 pb-5">{action}</div> : null}
    </div>
  );
}
