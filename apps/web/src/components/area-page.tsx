import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRouteDef } from '@/lib/route-def';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

export interface AreaPageProps {
  icon: LucideIcon;
  /** The empty state: what will be here and how it gets there. */
  emptyTitle: string;
  emptyDescription: string;
  description?: string;
  action?: ReactNode;
}

/** A page of the route table with its own title and an honest empty state for what it will list. */
export function AreaPage({ icon, emptyTitle, emptyDescription, description, action }: AreaPageProps) {
  const route = useRouteDef();
  // Dashboard shells pad their content; public and setup pages need their own column.
  const standalone = route?.shell === 'public' || route?.shell === 'plain';
  return (
    <div className={standalone ? 'mx-auto w-full max-w-3xl px-4 py-12 sm:px-6' : undefined}>
      <PageHeader title={route?.title ?? 'Reelhire'} description={description} />
      <EmptyState icon={icon} title={emptyTitle} description={emptyDescription} action={action} />
    </div>
  );
}

/** Makes a page component for one route from its empty-state copy. */
export function areaPage(props: AreaPageProps) {
  return function Page() {
    return <AreaPage {...props} />;
  };
}
