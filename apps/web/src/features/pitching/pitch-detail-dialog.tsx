import type { Pitch } from '@reelhire/shared/pitches';
import {
  Bookmark,
  BookmarkCheck,
  ExternalLink,
  FileText,
  FolderPlus,
  LoaderCircle,
  MessageSquare,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useSavePitch } from './api/save-pitch';
import { useTurnPitchIntoProject } from './api/turn-pitch-into-project';
import { PitchSummary } from './pitch-summary';

/** Where a client goes to message the pitch's filmmaker: the chat, as the talent pages open it. */
export function pitchMessagePath(pitch: Pitch): string {
  const query = new URLSearchParams({
    id: pitch.filmmaker_id,
    role: 'filmmaker',
    name: pitch.filmmaker.name,
  });
  return `/client/dashboard/messages?${query.toString()}`;
}

function MediaItem({ file }: { file: Pitch['media'][number] }) {
  if (!file.url) return null;
  if (file.mime_type.startsWith('image/')) {
    return (
      <img
        src={file.url}
        alt={file.file_name}
        className="max-h-72 w-full rounded-lg bg-zinc-100 object-contain"
      />
    );
  }
  if (file.mime_type.startsWith('video/')) {
    return (
      <video
        src={file.url}
        controls
        preload="metadata"
        className="max-h-72 w-full rounded-lg bg-black"
        aria-label={file.file_name}
      />
    );
  }
  return (
    <a
      href={file.url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
    >
      <FileText className="size-4" aria-hidden /> {file.file_name}
    </a>
  );
}

/** One pitch in full for a client: treatment, media and links, and what they can do with it. */
export function PitchDetailDialog({
  pitch,
  onOpenChange,
}: {
  pitch: Pitch | null;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSavePitch();
  const project = useTurnPitchIntoProject();
  const navigate = useNavigate();
  return (
    <Dialog
      open={pitch !== null}
      onOpenChange={(open) => {
        if (!open) project.reset();
        onOpenChange(open);
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        {pitch ? (
          <>
            <DialogTitle className="sr-only">{pitch.title}</DialogTitle>
            <DialogDescription className="sr-only">A pitch by {pitch.filmmaker.name}</DialogDescription>
            <PitchSummary pitch={pitch} heading="h3" />
            <p className="text-sm text-zinc-600">
              By <span className="font-medium text-zinc-900">{pitch.filmmaker.name}</span>
              {pitch.filmmaker.city ? `, ${pitch.filmmaker.city}` : ''}
            </p>
            {pitch.treatment ? (
              <section className="space-y-1">
                <h4 className="text-sm font-semibold text-zinc-900">Treatment</h4>
                <p className="text-sm whitespace-pre-line text-zinc-700">{pitch.treatment}</p>
              </section>
            ) : null}
            {pitch.media.length > 0 ? (
              <section className="space-y-2">
                <h4 className="text-sm font-semibold text-zinc-900">Reference media</h4>
                {pitch.media.map((file) => (
                  <MediaItem key={file.id} file={file} />
                ))}
              </section>
            ) : null}
            {pitch.reference_links.length > 0 ? (
              <section className="space-y-1">
                <h4 className="text-sm font-semibold text-zinc-900">Links</h4>
                <ul className="space-y-1">
                  {pitch.reference_links.map((url) => (
                    <li key={url}>
                      <a
                        href={url}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-1.5 text-sm break-all text-brand-700 hover:underline"
                      >
                        <ExternalLink className="size-3.5 shrink-0" aria-hidden /> {url}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {project.error || save.error ? (
              <p role="alert" className="text-sm text-red-600">
                {(project.error ?? save.error)?.message}
              </p>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
              <SaveButton
                pitch={pitch}
                pending={save.isPending}
                onToggle={() => save.mutate({ id: pitch.id, saved: !pitch.saved })}
              />
              <Button variant="outline" asChild>
                <Link to={pitchMessagePath(pitch)}>
                  <MessageSquare aria-hidden /> Message filmmaker
                </Link>
              </Button>
              <Button
                disabled={project.isPending}
                onClick={() =>
                  project.mutate(pitch.id, {
                    onSuccess: ({ project_id }) => void navigate(`/client/dashboard/projects/${project_id}`),
                  })
                }
              >
                {project.isPending ? (
                  <LoaderCircle className="animate-spin" aria-hidden />
                ) : (
                  <FolderPlus aria-hidden />
                )}
                Turn into a project
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export function SaveButton({
  pitch,
  pending,
  onToggle,
  size = 'md',
}: {
  pitch: Pitch;
  pending: boolean;
  onToggle: () => void;
  size?: 'sm' | 'md';
}) {
  return (
    <Button variant="outline" size={size} disabled={pending} aria-pressed={pitch.saved} onClick={onToggle}>
      {pitch.saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
      {pitch.saved ? 'Saved' : 'Save'}
    </Button>
  );
}
