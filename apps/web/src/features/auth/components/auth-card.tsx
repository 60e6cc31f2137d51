import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { useRouteDef } from '@/lib/route-def';

/** The frame of every account page: a centred card with the page's own title. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  /** Defaults to the route table's title of the page. */
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const route = useRouteDef();
  const heading = title ?? route?.title ?? 'Reelhire';
  useDocumentTitle(route?.title ?? heading);
  return (
    <div className={`mx-auto w-full px-4 py-10 sm:py-16 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{heading}</h1>
        {description ? <div className="mt-1.5 text-sm text-zinc-600">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </Card>
      {footer ? <div className="mt-6 text-center text-sm text-zinc-600">{footer}</div> : null}
    </div>
  );
}

/** "or" between two ways of doing the same thing. */
export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-zinc-500" aria-hidden>
      <span className="h-px flex-1 bg-zinc-200" />
      or
      <span className="h-px flex-1 bg-zinc-200" />
    </div>
  );
}
