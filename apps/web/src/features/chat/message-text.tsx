import { cn } from '@/lib/cn';
import { linkify } from './linkify';

/**
 * The text of a message with its web and e-mail addresses as links (docs/decisions/0058). The parts are
 * React children, never HTML, and only http(s) and mailto addresses become links; they open in a new tab
 * without the opener or referrer, and nofollow/ugc tell crawlers the link is what a user wrote.
 */
export function MessageText({ text, onDark }: { text: string; onDark: boolean }) {
  return (
    <p className="mr-auto min-w-0 whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // The parts are fixed for a given text, so their position is a stable key.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={cn(
              'font-medium underline underline-offset-2 [overflow-wrap:anywhere]',
              onDark
                ? 'text-white decoration-white/60 hover:decoration-white'
                : 'text-brand-700 decoration-brand-700/40 hover:decoration-brand-700',
            )}
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
