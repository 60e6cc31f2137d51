import type { ClaimDraftLink } from '@reelhire/shared/claims';
import { FileStack, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDrafts } from './api/list-drafts';
import { CopyableLink } from '@/components/copyable-link';
import { DraftForm } from './draft-form';
import { DraftRow, PreviewLink, day } from './draft-list';

const TEXTS = {
  sent: {
    title: 'Drafts for clients',
    description:
      'Draft a project and a job for a prospective client, then send them the claim link: once they sign in as a client, both are theirs.',
    formTitle: 'New draft',
    listTitle: 'Drafts',
    empty: {
      icon: FileStack,
      title: 'No drafts yet',
      description: 'Drafts you make above are listed here with whether their link was claimed or expired.',
    },
  },
  test: {
    title: 'Test drafts',
    description:
      'Drafts that never go out: make one to see how a drafted job looks to the client who opens its link.',
    formTitle: 'New test draft',
    listTitle: 'Test drafts',
    empty: {
      icon: FlaskConical,
      title: 'No test drafts yet',
      description: 'Test drafts you make above are listed here; open a new preview link from any of them.',
    },
  },
};

/** What the admin does with a new link: copy and send it, or (test) open its preview. */
function CreatedLink({ link }: { link: ClaimDraftLink }) {
  const { draft } = link;
  return (
    <Card className="border-brand-100 bg-brand-50/40" role="status" aria-label="Link ready">
      <CardHeader>
        <CardTitle>{draft.test ? 'Test draft ready' : 'Draft ready: send the link'}</CardTitle>
        <CardDescription>
          {draft.test
            ? 'Open the preview to see the claim page as a client would. It cannot be claimed.'
            : `Send this link to ${draft.recipient_email ?? 'the client'} yourself: Reelhire does not email it. It works once, until ${day(draft.expires_at)}, and is shown only now (renew it below if it is lost).`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <CopyableLink url={link.claim_url} label={draft.test ? 'Preview link' : 'Claim link'} />
        {draft.test ? <PreviewLink url={link.claim_url} /> : null}
      </CardContent>
    </Card>
  );
}

function DraftList({ test }: { test: boolean }) {
  const texts = TEXTS[test ? 'test' : 'sent'];
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useDrafts(test);
  if (isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    );
  }
  if (isError) {
    return <LoadFailed title="The drafts could not be loaded" error={error} onRetry={refetch} />;
  }
  const drafts = data.pages.flatMap((page) => page.items);
  if (drafts.length === 0) return <EmptyState {...texts.empty} />;
  return (
    <>
      <ul className="space-y-3">
        {drafts.map((draft) => (
          <li key={draft.id}>
            <DraftRow draft={draft} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Show older drafts'}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** `/admin/drafts` and `/admin/test-drafts` (decision 0027): the draft form, the new link, the list. */
export function DraftsPage({ test }: { test: boolean }) {
  const texts = TEXTS[test ? 'test' : 'sent'];
  const [created, setCreated] = useState<ClaimDraftLink | null>(null);
  return (
    <div className="space-y-8">
      <PageHeader title={texts.title} description={texts.description} />
      {created ? <CreatedLink link={created} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>{texts.formTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <DraftForm test={test} onCreated={setCreated} />
        </CardContent>
      </Card>
      <section aria-labelledby="drafts-heading">
        <h2 id="drafts-heading" className="mb-3 text-lg font-semibold text-zinc-900">
          {texts.listTitle}
        </h2>
        <DraftList test={test} />
      </section>
    </div>
  );
}

export const AdminDraftsPage = () => <DraftsPage test={false} />;
export const AdminTestDraftsPage = () => <DraftsPage test />;
