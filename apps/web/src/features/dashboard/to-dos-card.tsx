import type { DashboardRoleName } from '@reelhire/shared/dashboard';
import { toDoLink } from '@reelhire/shared/to-do-link';
import type { MachineKey, ToDo } from '@reelhire/shared/to-dos';
import {
  Banknote,
  CalendarCheck,
  CalendarRange,
  Clapperboard,
  FileSignature,
  FolderKanban,
  Inbox,
  MessageSquareWarning,
  Star,
  type LucideIcon,
  Gavel,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format-dates';
import { useToDos } from './api/get-to-dos';

// The dashboard home's to-do (decision 0053): every record whose turn is the user's, each with the turn's
// action and a link to where it is done. The server lists them from the machines' turns; each machine here
// only needs an icon, a word for its date and a place to link to, all checked by the type.

const ICONS: Record<MachineKey, LucideIcon> = {
  project: FolderKanban,
  job: FolderKanban,
  application: Inbox,
  offer: FileSignature,
  contract: FileSignature,
  booking: CalendarCheck,
  milestone: Clapperboard,
  milestone_funding: Banknote,
  revision_request: MessageSquareWarning,
  hold: CalendarRange,
  payment: Banknote,
  payout: Banknote,
  pitch: FolderKanban,
  paperwork: FolderKanban,
  // Admin turns only: never on a home, but the type wants every machine.
  feedback: Inbox,
  social_post: Inbox,
  review: Star,
  dispute: Gavel,
};

/** How a to-do's date reads: an offer is answered by it, a booking starts on it, the rest are due. */
const DATE_WORD: Partial<Record<MachineKey, string>> = {
  offer: 'answer by',
  hold: 'confirm by',
  booking: 'starts',
  review: 'write by',
  dispute: 'answer by',
};

// Where each one links is shared with the in-app notifications (decision 0062).
export { toDoLink };

function detailOf(item: ToDo): string {
  const date = item.due_at ? `${DATE_WORD[item.machine] ?? 'due'} ${formatDay(item.due_at)}` : null;
  return [item.note, `“${item.title}”`, item.counterpart_name, date].filter(Boolean).join(' · ');
}

/** "Needs your attention": the user's turns, soonest first, with how many there are in all. */
export function ToDosCard({ role, enabled }: { role: DashboardRoleName; enabled: boolean }) {
  const { data, isPending, isError } = useToDos(role, enabled, { refetchOnMount: false });
  if (!enabled) return null;
  if (isPending) return <Skeleton className="h-24 rounded-xl" />;
  // The profile cards still help; a failed to-do read is not worth a second error box.
  if (isError) return null;
  const hidden = data.count - data.items.length;
  return (
    <Card>
      <CardContent>
        <h2 className="flex items-center gap-2 text-base font-semibold text-zinc-900">
          Needs your attention
          {data.count > 0 ? (
            <Badge variant="brand" aria-label={`${data.count} to do`}>
              {data.count}
            </Badge>
          ) : null}
        </h2>
        {data.items.length === 0 ? (
          <p className="mt-1 text-sm text-zinc-600">
            Nothing waits for you: when it is your turn on an offer, a booking, a hold or a payment, it shows
            here.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-zinc-100" aria-label="Needs your attention">
            {data.items.map((item) => {
              const Icon = ICONS[item.machine];
              return (
                <li key={`${item.machine}-${item.record_id}`}>
                  <Link
                    to={toDoLink(item, role)}
                    className="flex items-start gap-3 rounded-md py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    <span className="min-w-0">
                      <span className="block font-medium break-words text-zinc-900">{item.action}</span>
                      <span className="block text-sm break-words text-zinc-600">{detailOf(item)}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {hidden > 0 ? <p className="mt-2 text-sm text-zinc-600">and {hidden} more</p> : null}
      </CardContent>
    </Card>
  );
}
