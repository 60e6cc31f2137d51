import { IDENTITY_DOCUMENT_LABELS, type AdminVerification } from '@reelhire/shared/verification';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useApproveVerification } from './api/approve-verification';
import { RejectDialog } from './reject-dialog';
import { VerificationDocumentTile, type OpenDocument } from './verification-document';
import { CLIENT_KIND_LABELS, DOCUMENT_LABELS, formatDateTime, ROLE_LABELS } from './verification-texts';

const EVENT_LABELS = { submitted: 'Sent', approved: 'Approved', rejected: 'Rejected' } as const;

function History({ item }: { item: AdminVerification }) {
  if (item.events.length === 0) return null;
  return (
    <div>
      <h3 className="text-xs font-medium uppercase tracking-wide text-zinc-500">History</h3>
      <ol className="mt-2 space-y-2 border-l border-zinc-200 pl-4">
        {item.events.map((event, index) => (
          <li key={`${event.action}-${event.created_at}-${index}`} className="relative text-sm">
            <span
              className={
                event.action === 'approved'
                  ? 'absolute -left-[21px] top-1.5 size-2.5 rounded-full bg-emerald-500 ring-2 ring-white'
                  : event.action === 'rejected'
                    ? 'absolute -left-[21px] top-1.5 size-2.5 rounded-full bg-red-500 ring-2 ring-white'
                    : 'absolute -left-[21px] top-1.5 size-2.5 rounded-full bg-zinc-400 ring-2 ring-white'
              }
              aria-hidden
            />
            <p className="text-zinc-800">
              <span className="font-medium">{EVENT_LABELS[event.action]}</span> by {event.actor_name}
              <span className="text-zinc-500">
                {' · '}
                <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
              </span>
            </p>
            {event.reason ? (
              <p className="mt-0.5 whitespace-pre-line text-zinc-600">&ldquo;{event.reason}&rdquo;</p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One submission in the admin queue: who sent it, the documents, the history and, while pending, the decision. */
export function AdminVerificationCard({ item, onOpen }: { item: AdminVerification; onOpen: OpenDocument }) {
  const approve = useApproveVerification();
  const [rejecting, setRejecting] = useState(false);
  const documentType = IDENTITY_DOCUMENT_LABELS[item.document_type];
  const documents = [
    { label: `${DOCUMENT_LABELS.identity_document} (${documentType})`, document: item.identity_document },
    { label: DOCUMENT_LABELS.selfie, document: item.selfie },
    ...(item.business_document
      ? [{ label: DOCUMENT_LABELS.business_document, document: item.business_document }]
      : []),
  ];

  function onApprove() {
    approve.mutate(item.id, {
      onSuccess: () =>
        toast.success(`${item.user_name} is verified`, {
          description: 'We are emailing them that their account is approved.',
        }),
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <Card>
      <article aria-label={`${item.user_name}, ${ROLE_LABELS[item.role].toLowerCase()}`} className="p-5">
        <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-zinc-900">{item.user_name}</h2>
            <a
              href={`mailto:${item.user_email}`}
              className="inline-flex max-w-full items-center gap-1 text-sm text-brand-700 hover:underline"
            >
              <Mail className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{item.user_email}</span>
            </a>
            <div className="mt-2 flex flex-wrap items-center gap-1.5">
              <Badge variant="brand">{ROLE_LABELS[item.role]}</Badge>
              {item.client_kind ? <Badge>{CLIENT_KIND_LABELS[item.client_kind]}</Badge> : null}
              <Badge>{documentType}</Badge>
              {item.status === 'approved' ? <Badge variant="success">Approved</Badge> : null}
              {item.status === 'rejected' ? <Badge variant="danger">Rejected</Badge> : null}
            </div>
          </div>
          <p className="shrink-0 text-xs text-zinc-500">
            Sent <time dateTime={item.submitted_at}>{formatDateTime(item.submitted_at)}</time>
          </p>
        </header>

        {item.profile_name && item.profile_name !== item.user_name ? (
          <p className="mt-3 text-sm text-zinc-600">
            {item.role === 'client' ? 'Hires as' : 'Profile name'}:{' '}
            <span className="font-medium text-zinc-800">{item.profile_name}</span>
          </p>
        ) : null}

        <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {documents.map(({ label, document }) => (
            <VerificationDocumentTile
              key={document.file_id}
              label={label}
              document={document}
              ownerName={item.user_name}
              onOpen={onOpen}
            />
          ))}
        </div>

        <div className="mt-5">
          <History item={item} />
        </div>

        {item.status === 'pending' ? (
          <div className="mt-5 flex flex-col gap-2 border-t border-zinc-100 pt-4 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              disabled={approve.isPending}
              onClick={() => setRejecting(true)}
            >
              Reject
            </Button>
            <Button className="w-full sm:w-auto" disabled={approve.isPending} onClick={onApprove}>
              {approve.isPending ? 'Approving…' : 'Approve'}
            </Button>
          </div>
        ) : null}
      </article>
      {item.status === 'pending' ? (
        <RejectDialog
          verificationId={item.id}
          userName={item.user_name}
          open={rejecting}
          onOpenChange={setRejecting}
        />
      ) : null}
    </Card>
  );
}
