import type { MessageStatus } from '@reelhire/shared/chat-messages';
import { Check, CheckCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { STATUS_LABELS } from './message-status';

/** docs/product.md §2: one tick = sent, two = delivered, two brighter = read. */
export function MessageTicks({
  status,
  onDark = true,
  className,
}: {
  status: MessageStatus;
  /** On a coloured bubble (the viewer's own); an admin also sees them on the light ones. */
  onDark?: boolean;
  className?: string;
}) {
  const Icon = status === 'sent' ? Check : CheckCheck;
  return (
    <span
      role="img"
      aria-label={STATUS_LABELS[status]}
      title={STATUS_LABELS[status]}
      data-status={status}
      className={cn(
        'inline-flex',
        onDark
          ? status === 'read'
            ? 'text-sky-300'
            : 'text-white/55'
          : status === 'read'
            ? 'text-sky-500'
            : 'text-zinc-400',
        className,
      )}
    >
      <Icon className="size-3.5" strokeWidth={2.5} aria-hidden />
    </span>
  );
}
