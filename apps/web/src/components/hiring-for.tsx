import { formatMoney } from '@reelhire/shared/money';
import type { Talent } from '@reelhire/shared/talent';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { primaryCraftLabel, talentName } from '@/lib/hire-talent';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('') || '?';

/**
 * Who the client is hiring on the way from a portfolio's 'Book' to an offer (decision 0028): their face,
 * name, craft, place and day rate, with what this step does for them and, optionally, the next action.
 */
export function HiringFor({
  talent,
  loading = false,
  note,
  children,
}: {
  talent: Talent | undefined;
  loading?: boolean;
  note: ReactNode;
  children?: ReactNode;
}) {
  if (loading) return <Skeleton className="mb-6 h-20 rounded-xl" aria-label="Loading the filmmaker" />;
  if (!talent) return null;
  const name = talentName(talent);
  const facts = [
    primaryCraftLabel(talent),
    talent.city,
    talent.day_rate_minor !== null ? `${formatMoney(talent.day_rate_minor, talent.currency)} / day` : null,
  ].filter(Boolean);
  return (
    <section
      aria-label={`Hiring ${name}`}
      className="mb-6 flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-center gap-3">
        <Avatar className="size-12">
          {talent.avatar?.url ? <AvatarImage src={talent.avatar.url} alt="" /> : null}
          <AvatarFallback className="bg-white text-brand-700">{initials(name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">Hiring</p>
          <p className="flex items-center gap-1.5 font-semibold text-zinc-900">
            <span className="truncate">{name}</span>
            {talent.verified ? (
              <BadgeCheck className="size-4 shrink-0 text-brand-600" aria-label="Verified identity" />
            ) : null}
          </p>
          {facts.length > 0 ? <p className="text-sm text-zinc-600">{facts.join(' · ')}</p> : null}
          <p className="mt-1 text-sm text-zinc-700">{note}</p>
        </div>
      </div>
      {children ? <div className="shrink-0">{children}</div> : null}
    </section>
  );
}
