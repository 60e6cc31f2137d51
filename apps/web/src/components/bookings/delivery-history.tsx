import type { BookingMilestone, Deliverable, RevisionRequest } from '@reelhire/shared/booking-records';
import { formatFileSize } from '@reelhire/shared/file-kinds';
import { Download, ExternalLink, Link2, MessageSquareWarning, Play } from 'lucide-react';
import { useState } from 'react';
import { AttachmentViewer, type ViewableFile } from '@/components/media/attachment-viewer';
import { attachmentKind, KIND_ICONS, KIND_LABELS } from '@/components/media/attachment-kind';
import { downloadAttachment } from '@/components/media/download-attachment';
import { formatWhen } from './booking-format';

type DeliveredFile = Deliverable['files'][number];

const viewable = (file: DeliveredFile): ViewableFile => ({
  file_name: file.name,
  file_size: file.size_bytes,
  mime_type: file.mime_type,
  signed_url: file.url,
  thumbnail_signed_url: file.thumbnail_url,
});

const REQUEST_STATUS: Record<RevisionRequest['status'], string> = {
  open: 'waiting for the filmmaker to accept or decline the extra work',
  accepted: 'sent back for changes',
  declined: 'declined by the filmmaker',
  withdrawn: 'withdrawn when the milestone was approved',
};

/** One delivered file: images and videos open in the chat's viewer; other files download. */
function FileTile({ file, onOpen }: { file: DeliveredFile; onOpen: (file: ViewableFile) => void }) {
  const kind = attachmentKind({ mime_type: file.mime_type });
  const Icon = KIND_ICONS[kind];
  const previewable = (kind === 'image' || kind === 'video' || kind === 'pdf') && file.url;
  const label = `${KIND_LABELS[kind]} · ${formatFileSize(file.size_bytes)}`;
  return (
    <li className="overflow-hidden rounded-lg border border-zinc-200 bg-white">
      {previewable ? (
        <button
          type="button"
          className="group relative block aspect-video w-full bg-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          onClick={() => onOpen(viewable(file))}
          aria-label={`Preview ${file.name}`}
        >
          {file.thumbnail_url || (kind === 'image' && file.url) ? (
            <img
              src={file.thumbnail_url ?? file.url ?? undefined}
              alt=""
              className="size-full object-cover opacity-90 group-hover:opacity-100"
            />
          ) : (
            <Icon aria-hidden className="absolute inset-0 m-auto size-8 text-zinc-300" />
          )}
          {kind === 'video' ? (
            <span className="absolute inset-0 m-auto grid size-10 place-items-center rounded-full bg-black/60 text-white">
              <Play aria-hidden className="size-5" />
            </span>
          ) : null}
        </button>
      ) : null}
      <div className="flex items-center gap-2 px-3 py-2">
        {previewable ? null : <Icon aria-hidden className="size-4 shrink-0 text-zinc-500" />}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-zinc-900" title={file.name}>
            {file.name}
          </p>
          <p className="text-xs text-zinc-500">{label}</p>
        </div>
        {file.url ? (
          <button
            type="button"
            className="rounded-md p-1.5 text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
            aria-label={`Download ${file.name}`}
            onClick={() => void downloadAttachment({ signed_url: file.url, file_name: file.name })}
          >
            <Download aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
    </li>
  );
}

function Round({ round, onOpen }: { round: Deliverable; onOpen: (file: ViewableFile) => void }) {
  return (
    <article
      className="space-y-2 rounded-lg border border-zinc-200 bg-zinc-50/60 p-3"
      aria-label={`Round ${round.round}`}
    >
      <p className="text-sm font-medium text-zinc-900">
        Round {round.round}{' '}
        <span className="font-normal text-zinc-500">
          · delivered <time dateTime={round.created_at}>{formatWhen(round.created_at)}</time>
        </span>
      </p>
      {round.note ? <p className="text-sm whitespace-pre-line text-zinc-700">{round.note}</p> : null}
      {round.links.length > 0 ? (
        <ul className="space-y-1" aria-label="Links">
          {round.links.map((link) => (
            <li key={link.url} className="flex min-w-0 items-center gap-2 text-sm">
              <Link2 aria-hidden className="size-4 shrink-0 text-zinc-500" />
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="truncate text-brand-700 hover:underline"
              >
                {link.label ?? link.url}
              </a>
              <ExternalLink aria-hidden className="size-3 shrink-0 text-zinc-400" />
            </li>
          ))}
        </ul>
      ) : null}
      {round.files.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Files">
          {round.files.map((file) => (
            <FileTile key={file.id} file={file} onOpen={onOpen} />
          ))}
        </ul>
      ) : null}
    </article>
  );
}

function Request({ request }: { request: RevisionRequest }) {
  return (
    <article
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm"
      aria-label={request.kind === 'extra' ? 'Extra revision requested' : 'Revision requested'}
    >
      <MessageSquareWarning aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <div className="min-w-0">
        <p className="font-medium text-amber-900">
          {request.kind === 'extra' ? 'Extra revision asked for' : 'Revision asked for'}{' '}
          <span className="font-normal text-amber-800">
            · <time dateTime={request.created_at}>{formatWhen(request.created_at)}</time> ·{' '}
            {REQUEST_STATUS[request.status]}
          </span>
        </p>
        <p className="mt-1 whitespace-pre-line text-amber-950">{request.comments}</p>
      </div>
    </article>
  );
}

/** Every round delivered and every revision asked for, in the order they happened. */
export function DeliveryHistory({ milestone }: { milestone: BookingMilestone }) {
  const [open, setOpen] = useState<ViewableFile | null>(null);
  const items = [
    ...milestone.deliverables.map((round) => ({ at: round.created_at, round, request: null })),
    ...milestone.revision_requests.map((request) => ({ at: request.created_at, round: null, request })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (items.length === 0) return null;
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-zinc-900">Deliveries</h4>
      {items.map((item) =>
        item.round ? (
          <Round key={item.round.id} round={item.round} onOpen={setOpen} />
        ) : item.request ? (
          <Request key={item.request.id} request={item.request} />
        ) : null,
      )}
      <AttachmentViewer attachment={open} onClose={() => setOpen(null)} />
    </div>
  );
}
