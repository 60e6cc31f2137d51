import type { ClaimDraft, ClaimDraftLink } from '@reelhire/shared/claims';
import { ExternalLink, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useRenewDraftLink } from './api/renew-draft-link';
import { CopyableLink } from '@/components/copyable-link';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
export const day = (iso: string) => dateFormat.format(new Date(iso));

/** The claim page's own path from a link, so a preview opens on this site whatever PUBLIC_URL says. */
export const claimPath = (url: string) => new URL(url, window.location.origin).pathname;

function StateBadge({ draft }: { draft: ClaimDraft }) {
  if (draft.state === 'claimed') return <Badge variant="success">Claimed</Badge>;
  if (draft.state === 'expired') return <Badge variant="warning">Expired</Badge>;
  return <Badge variant="brand">{draft.test ? 'Preview only' : 'Waiting to be claimed'}</Badge>;
}

function stateText(draft: ClaimDraft): string {
  if (draft.state === 'claimed' && draft.claimed_at) {
    const who = draft.claimed_by?.company_name ?? draft.claimed_by?.email ?? 'a client';
    const email =
      draft.claimed_by?.company_name && draft.claimed_by.email ? ` (${draft.claimed_by.email})` : '';
    return `Claimed by ${who}${email} on ${day(draft.claimed_at)}`;
  }
  if (draft.state === 'expired') return `Link expired on ${day(draft.expires_at)}`;
  return `Link works until ${day(draft.expires_at)}`;
}

/** One draft: what it is, for whom, where its link stands, and a new link while it is unclaimed. */
export function DraftRow({ draft }: { draft: ClaimDraft }) {
  const renew = useRenewDraftLink();
  const [renewed, setRenewed] = useState<ClaimDraftLink | null>(null);
  const onRenew = () =>
    renew.mutate(draft.id, {
      onSuccess: (link) => {
        setRenewed(link);
        toast.success(draft.test ? 'New preview link ready' : 'New link ready: the old one no longer works');
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <Card>
      <CardContent className="space-y-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 className="truncate text-base font-semibold text-zinc-900">{draft.job_title}</h3>
            <p className="truncate text-sm text-zinc-600">{draft.project_title}</p>
          </div>
          <StateBadge draft={draft} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {draft.test ? null : (
            <div className="flex gap-1.5">
              <dt className="text-zinc-500">For</dt>
              <dd className="truncate text-zinc-900">{draft.recipient_email ?? 'No recipient noted'}</dd>
            </div>
          )}
          <div className="flex gap-1.5">
            <dt className="text-zinc-500">Drafted</dt>
            <dd className="text-zinc-900">{day(draft.created_at)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="sr-only">Link</dt>
            <dd className="text-zinc-700">{stateText(draft)}</dd>
          </div>
        </dl>
        {renewed ? (
          <div className="space-y-2 rounded-lg bg-zinc-50 p-3">
            <CopyableLink url={renewed.claim_url} label={draft.test ? 'Preview link' : 'New claim link'} />
            {draft.test ? <PreviewLink url={renewed.claim_url} /> : null}
          </div>
        ) : draft.state !== 'claimed' ? (
          <Button variant="outline" size="sm" onClick={onRenew} disabled={renew.isPending}>
            <RefreshCw aria-hidden />
            {draft.test ? 'New preview link' : 'Renew link'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function PreviewLink({ url }: { url: string }) {
  return (
    <Button variant="outline" size="sm" asChild>
      <a href={claimPath(url)} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden /> Preview
      </a>
    </Button>
  );
}
