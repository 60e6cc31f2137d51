import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface PagerProps {
  /** The page shown, counted from 1. */
  page: number;
  pages: number;
  /** A page is loading: both buttons wait. */
  busy?: boolean;
  onPage: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** Previous / "Page i of n" / Next under a paged list; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  busy = false,
  onPage,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  className,
}: PagerProps) {
  if (pages <= 1) return null;
  const shown = Math.min(page, pages);
  return (
    <nav aria-label="Pages" className={cn('mt-8 flex items-center justify-center gap-3', className)}>
      <Button variant="outline" disabled={shown <= 1 || busy} onClick={() => onPage(shown - 1)}>
        {previousLabel}
      </Button>
      <span className="text-sm text-zinc-600">
        Page {shown} of {pages}
      </span>
      <Button variant="outline" disabled={shown >= pages || busy} onClick={() => onPage(shown + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}
