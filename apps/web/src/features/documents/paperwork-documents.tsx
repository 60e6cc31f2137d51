import { PAPERWORK_CATEGORY_LABELS, type Paperwork } from '@reelhire/shared/documents';
import { formatFileSize } from '@reelhire/shared/file-kinds';
import { ExternalLink, FileLock2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-dates';
import { useDeletePaperwork } from './api/delete-paperwork';
import { useDocuments } from './api/list-documents';
import { PaperworkUpload } from './paperwork-upload';

function PaperworkRow({ paperwork, onDelete }: { paperwork: Paperwork; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-zinc-600">
          <FileLock2 className="size-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words text-zinc-900">{paperwork.title}</span>
            <Badge>{PAPERWORK_CATEGORY_LABELS[paperwork.category]}</Badge>
          </p>
          <p className="break-words text-xs text-zinc-500">
            {paperwork.file.original_name} · {formatFileSize(paperwork.file.size_bytes)} · added{' '}
            {formatDay(paperwork.created_at)}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2 pl-12 sm:pl-0">
        <Button variant="outline" size="sm" asChild>
          <a
            href={paperwork.file.url}
            target="_blank"
            rel="noreferrer"
            aria-label={`Open ${paperwork.title}`}
          >
            <ExternalLink aria-hidden />
            Open
          </a>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${paperwork.title}`}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The caller's private paperwork: upload, list, open, delete. */
export function PaperworkDocuments() {
  const documents = useDocuments('paperwork');
  const remove = useDeletePaperwork();
  const [deleting, setDeleting] = useState<Paperwork | null>(null);
  const items = (documents.data?.pages ?? [])
    .flatMap((page) => page.items)
    .flatMap((item) => (item.type === 'paperwork' ? [item.paperwork] : []));

  return (
    <section aria-labelledby="paperwork-heading" className="space-y-3">
      <div>
        <h2 id="paperwork-heading" className="text-lg font-semibold text-zinc-900">
          Private paperwork
        </h2>
        <p className="text-sm text-zinc-600">
          Tax forms, releases and insurance certificates. Only you and Reelhire’s admins can open them:
          clients and other filmmakers never see them.
        </p>
      </div>
      <PaperworkUpload />
      {documents.isPending ? (
        <Skeleton className="h-20 rounded-xl" />
      ) : documents.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {documents.error instanceof ApiError
            ? documents.error.message
            : 'Your paperwork could not be loaded. Check your connection and try again.'}
        </p>
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileLock2}
          title="No paperwork yet"
          description="Upload a tax form, a release or an insurance certificate above to keep it with your contracts."
        />
      ) : (
        <>
          <ul
            aria-label="Your paperwork"
            className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white"
          >
            {items.map((paperwork) => (
              <PaperworkRow
                key={paperwork.id}
                paperwork={paperwork}
                onDelete={() => {
                  remove.reset();
                  setDeleting(paperwork);
                }}
              />
            ))}
          </ul>
          {documents.hasNextPage ? (
            <Button
              variant="outline"
              onClick={() => void documents.fetchNextPage()}
              disabled={documents.isFetchingNextPage}
            >
              {documents.isFetchingNextPage ? 'Loading…' : 'Show more paperwork'}
            </Button>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this document?"
        description={`“${deleting?.title ?? ''}” and its file are deleted for good.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        pending={remove.isPending}
        error={
          remove.error instanceof ApiError
            ? remove.error.message
            : remove.error
              ? 'It could not be deleted.'
              : null
        }
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </section>
  );
}
