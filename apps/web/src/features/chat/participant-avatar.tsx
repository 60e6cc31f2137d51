import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { initialsOf } from './chat-target';

/** A conversation party's picture (or initials) with the green dot of SPEC's presence when online. */
export function ParticipantAvatar({
  name,
  url,
  online = false,
  className,
}: {
  name: string;
  url: string | null;
  online?: boolean;
  className?: string;
}) {
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar aria-hidden className={cn('size-10', className)}>
        {url ? <AvatarImage src={url} alt="" /> : null}
        <AvatarFallback className="bg-brand-50 text-brand-700">{initialsOf(name)}</AvatarFallback>
      </Avatar>
      {online ? (
        <span
          data-testid="online-dot"
          aria-hidden
          className="absolute right-0 bottom-0 size-3 rounded-full bg-emerald-500 ring-2 ring-white"
        />
      ) : null}
    </span>
  );
}
