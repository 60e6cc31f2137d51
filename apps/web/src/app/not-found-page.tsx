import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';

/** docs/product.md §2: any path without a page of its own. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Compass className="size-6" aria-hidden />
      </span>
      <p className="text-sm font-medium text-brand-600">404</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-3 text-zinc-600">
        There is no page at <code className="rounded bg-zinc-100 px-1.5 py-0.5 text-sm">{pathname}</code>. It
        may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Back to the home page</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/talent">Browse filmmakers</Link>
        </Button>
      </div>
    </div>
  );
}
