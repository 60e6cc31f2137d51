import type { FileRef } from '@reelhire/shared/profile-file-refs';
import { isVideoType } from '@reelhire/shared/file-formats';
import { ImageOff, Play } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useFileRecord } from './api/get-file';

// The thumbnail of a stored file in profile setup's image (and clip) fields. Drafts keep file ids only
// (signed links expire): a thumbnail comes from the link the server sent with the profile when it has this
// file, else from GET /files/:id.

interface KnownLink {
  url: string;
  mime_type: string | null;
}

/** Signed links the profile answer carried, with their files' types, by file id. */
export type KnownLinks = ReadonlyMap<string, KnownLink>;

export function knownLinks(refs: (FileRef | null)[]): KnownLinks {
  return new Map(
    refs.flatMap((ref) =>
      ref?.url ? ([[ref.file_id, { url: ref.url, mime_type: ref.mime_type }]] as const) : [],
    ),
  );
}

/**
 * What to show for a stored file: its link (the thumbnail when there is one) and whether it is a clip,
 * from the profile's answer when that has it, else from the file's record.
 */
export function useStoredFile(fileId: string, known: KnownLinks) {
  const knownLink = known.get(fileId) ?? null;
  const record = useFileRecord(knownLink ? null : fileId);
  const url = knownLink?.url ?? (record.data ? (record.data.thumbnail_url ?? record.data.url) : null);
  const mimeType = knownLink ? knownLink.mime_type : (record.data?.mime_type ?? null);
  return { url, isClip: isVideoType(mimeType), isError: record.isError };
}

/**
 * A clip as a tile: its first frame (uploaded clips get no thumbnail image) under a play glyph. It is a
 * picture of the clip here, not a player: the public page plays it.
 */
function ClipThumb({ url, alt }: { url: string; alt: string }) {
  return (
    <span role="img" aria-label={alt} className="relative block size-full bg-zinc-900">
      {/* The #t fragment makes Safari, which otherwise paints nothing before play, show a frame. */}
      <video
        src={`${url}#t=0.1`}
        preload="metadata"
        muted
        playsInline
        aria-hidden
        tabIndex={-1}
        className="pointer-events-none size-full object-cover"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-black/55 text-white ring-1 ring-white/40">
          <Play className="size-4 translate-x-px fill-current" aria-hidden />
        </span>
      </span>
    </span>
  );
}

/** The image of a stored file, or a placeholder while its link loads (or when it cannot be had). */
export function FileThumb({
  fileId,
  known,
  alt,
  contain = false,
}: {
  fileId: string;
  known: KnownLinks;
  alt: string;
  /** Show all of it (a logo) rather than filling the frame (a photo). */
  contain?: boolean;
}) {
  const { url, isClip, isError } = useStoredFile(fileId, known);
  if (url && isClip) return <ClipThumb url={url} alt={alt} />;
  if (url) {
    return (
      <img src={url} alt={alt} className={cn('size-full', contain ? 'object-contain p-1' : 'object-cover')} />
    );
  }
  if (isError) {
    return (
      <span className="flex size-full items-center justify-center text-zinc-400" title="Image unavailable">
        <ImageOff className="size-6" aria-hidden />
        <span className="sr-only">{alt} (unavailable)</span>
      </span>
    );
  }
  return <Skeleton className="size-full rounded-none" />;
}
