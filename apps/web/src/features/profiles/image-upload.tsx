import {
  FILE_KIND_RULES,
  fileInputAccept,
  fileKindFor,
  formatFileSize,
  type FileKind,
} from '@reelhire/shared/file-kinds';
import { isVideoType } from '@reelhire/shared/file-formats';
import { type FileRecord } from '@reelhire/shared/file-records';
import type { FileRef } from '@reelhire/shared/profile-file-refs';
import { useQueryClient } from '@tanstack/react-query';
import { ImageOff, ImagePlus, Play, Trash2, Upload, UserRound, X } from 'lucide-react';
import {
  useCallback,
  useId,
  useRef,
  useState,
  type Dispatch,
  type DragEvent,
  type SetStateAction,
} from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { uploadFile, uploadProblem } from '@/lib/upload-file';
import { fileQueryKey, useFileRecord } from './api/get-file';

// Image (and clip) fields of profile setup. Drafts keep file ids only (signed links expire): a thumbnail
// comes from the link the server sent with the profile when it has this file, else from GET /files/:id.

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

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The upload failed: try again';

/**
 * What a kind (or each of several) accepts, for the hint under the picker: 'A JPEG, PNG, WebP, GIF or
 * AVIF image up to 5 MB', '… up to 15 MB, or an MP4, MOV or WebM video up to 500 MB'.
 */
export function acceptsText(kinds: FileKind | readonly FileKind[]) {
  const list: readonly FileKind[] = typeof kinds === 'string' ? [kinds] : kinds;
  const text = list
    .map((kind) => `${FILE_KIND_RULES[kind].accepts} up to ${formatFileSize(FILE_KIND_RULES[kind].maxBytes)}`)
    .join(', or ');
  return capitalise(text);
}

/** Uploads a file as `kind`; the answer is cached as the file's record, so its thumbnail shows at once. */
function useUploader() {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: File, kind: FileKind, onProgress: (fraction: number) => void): Promise<FileRecord> => {
      const record = await uploadFile({ file, kind, onProgress });
      queryClient.setQueryData(fileQueryKey(record.id), record);
      return record;
    },
    [queryClient],
  );
}

function ProgressBar({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div
      role="progressbar"
      aria-label="Upload progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1.5 w-full overflow-hidden rounded-full bg-zinc-200"
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * What to show for a stored file: its link (the thumbnail when there is one) and whether it is a clip,
 * from the profile's answer when that has it, else from the file's record.
 */
function useStoredFile(fileId: string, known: KnownLinks) {
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
function FileThumb({
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

function useDropZone(onFiles: (files: File[]) => void, enabled: boolean) {
  const [dragging, setDragging] = useState(false);
  const props = {
    onDragOver: (event: DragEvent) => {
      if (!enabled) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      if (!enabled) return;
      event.preventDefault();
      setDragging(false);
      onFiles([...event.dataTransfer.files]);
    },
  };
  return { dragging, props };
}

export interface SingleImageFieldProps {
  label: string;
  /** How the buttons name it: 'photo' gives "Upload photo", "Remove photo". */
  noun: string;
  kind: FileKind;
  fileId: string | null;
  onChange: (fileId: string | null) => void;
  known: KnownLinks;
  round?: boolean;
  id?: string;
}

/** One image (profile photo, company logo): pick or drop, progress, thumbnail, replace and remove. */
export function SingleImageField({
  label,
  noun,
  kind,
  fileId,
  onChange,
  known,
  round = false,
  id,
}: SingleImageFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploader();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;

  const take = async (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file, kind);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const record = await upload(file, kind, setProgress);
      onChange(record.id);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setProgress(null);
    }
  };
  const drop = useDropZone((files) => void take(files[0]), !uploading);

  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div
        {...drop.props}
        className={cn(
          'flex items-center gap-4 rounded-xl border border-dashed border-zinc-300 bg-zinc-50/60 p-4 transition-colors',
          drop.dragging && 'border-brand-600 bg-brand-50',
        )}
      >
        <div
          className={cn(
            'flex size-20 shrink-0 items-center justify-center overflow-hidden bg-white text-zinc-400 ring-1 ring-zinc-200',
            round ? 'rounded-full' : 'rounded-lg',
          )}
        >
          {fileId ? (
            <FileThumb fileId={fileId} known={known} alt={`Your ${label.toLowerCase()}`} contain={!round} />
          ) : round ? (
            <UserRound className="size-8" aria-hidden />
          ) : (
            <ImagePlus className="size-7" aria-hidden />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={uploading}
              onClick={() => input.current?.click()}
            >
              <Upload aria-hidden /> {fileId ? `Replace ${noun}` : `Upload ${noun}`}
            </Button>
            {fileId && !uploading ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
                <Trash2 aria-hidden /> Remove {noun}
              </Button>
            ) : null}
          </div>
          {uploading ? (
            <ProgressBar fraction={progress} />
          ) : (
            <p id={`${inputId}-hint`} className="text-xs text-zinc-500">
              {acceptsText(kind)}. You can also drop it here.
            </p>
          )}
        </div>
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={fileInputAccept(kind)}
        className="sr-only"
        tabIndex={-1}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void take(file);
        }}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface ImageGridProps {
  label: string;
  /** One image, for button and alt texts: 'portfolio image'. */
  itemName: string;
  /** One clip, for a grid that also takes videos: 'portfolio clip'. */
  clipName?: string;
  /**
   * What the grid takes, each file going up as the first kind whose formats include it: a portfolio takes
   * stills (portfolio_image) and clips (portfolio_video).
   */
  kinds: readonly [FileKind, ...FileKind[]];
  ids: string[];
  setIds: Dispatch<SetStateAction<string[]>>;
  max: number;
  known: KnownLinks;
  hint?: string;
  id?: string;
}

interface PendingUpload {
  key: number;
  name: string;
  progress: number;
}

/** One stored file of a grid: its picture (a still, or a clip's first frame) and a remove button. */
function GridTile({
  fileId,
  number,
  itemName,
  clipName,
  known,
  onRemove,
}: {
  fileId: string;
  number: number;
  itemName: string;
  clipName: string | undefined;
  known: KnownLinks;
  onRemove: () => void;
}) {
  const { isClip } = useStoredFile(fileId, known);
  const name = `${isClip && clipName ? clipName : itemName} ${number}`;
  return (
    <li className="relative aspect-[4/3] overflow-hidden rounded-lg bg-zinc-100 ring-1 ring-zinc-200">
      <FileThumb fileId={fileId} known={known} alt={capitalise(name)} />
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${name}`}
        title="Remove"
        className="absolute right-1.5 top-1.5 flex size-8 items-center justify-center rounded-full bg-white/90 text-zinc-700 shadow-sm ring-1 ring-zinc-200 hover:bg-white hover:text-red-600"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}

/**
 * A grid of images, and of clips where `kinds` takes them (portfolio, services): add several at once or
 * drop them, remove any, up to `max`. Each file is checked (type, size) before it is sent.
 */
export function ImageGrid({
  label,
  itemName,
  clipName,
  kinds,
  ids,
  setIds,
  max,
  known,
  hint,
  id,
}: ImageGridProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploader();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const nextKey = useRef(0);
  const room = max - ids.length - pending.length;
  const items = label.toLowerCase();

  const start = async (file: File, kind: FileKind) => {
    const key = ++nextKey.current;
    setPending((items) => [...items, { key, name: file.name, progress: 0 }]);
    try {
      const record = await upload(file, kind, (progress) =>
        setPending((items) => items.map((item) => (item.key === key ? { ...item, progress } : item))),
      );
      setIds((current) =>
        current.length >= max || current.includes(record.id) ? current : [...current, record.id],
      );
    } catch (failure) {
      setErrors((messages) => [...messages, `${file.name}: ${errorText(failure)}`]);
    } finally {
      setPending((items) => items.filter((item) => item.key !== key));
    }
  };

  const take = (files: File[]) => {
    const refused: string[] = [];
    const accepted: { file: File; kind: FileKind }[] = [];
    for (const file of files) {
      const kind = fileKindFor(file, kinds);
      const problem = kind
        ? uploadProblem(file, kind)
        : `Upload ${kinds.map((each) => FILE_KIND_RULES[each].accepts).join(' or ')}`;
      if (problem || !kind) refused.push(`${file.name}: ${problem}`);
      else accepted.push({ file, kind });
    }
    const fitting = accepted.slice(0, Math.max(0, room));
    if (accepted.length > fitting.length) {
      refused.push(
        `You can add at most ${max} ${items}: ${accepted.length - fitting.length} of the files chosen were left out`,
      );
    }
    setErrors(refused);
    for (const { file, kind } of fitting) void start(file, kind);
  };
  const drop = useDropZone(take, room > 0);
  const hintId = `${inputId}-hint`;

  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={inputId}>{label}</Label>
        <span className="text-xs tabular-nums text-zinc-500">
          {ids.length} of {max}
        </span>
      </div>
      <p id={hintId} className="text-xs text-zinc-500">
        {hint ? `${hint} ` : ''}
        {acceptsText(kinds)} each.
      </p>
      <ul
        {...drop.props}
        className={cn(
          'grid grid-cols-2 gap-3 rounded-xl transition-colors sm:grid-cols-3',
          drop.dragging && 'bg-brand-50 ring-2 ring-brand-600 ring-offset-4',
        )}
      >
        {ids.map((fileId, index) => (
          <GridTile
            key={fileId}
            fileId={fileId}
            number={index + 1}
            itemName={itemName}
            clipName={clipName}
            known={known}
            onRemove={() => setIds((current) => current.filter((item) => item !== fileId))}
          />
        ))}
        {pending.map((item) => (
          <li
            key={`pending-${item.key}`}
            className="flex aspect-[4/3] flex-col justify-center gap-2 rounded-lg bg-white p-3 ring-1 ring-zinc-200"
          >
            <p className="truncate text-xs text-zinc-600">{item.name}</p>
            <ProgressBar fraction={item.progress} />
          </li>
        ))}
        {room > 0 ? (
          <li>
            <button
              type="button"
              onClick={() => input.current?.click()}
              className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-zinc-300 bg-white px-2 text-center text-sm font-medium text-zinc-700 transition-colors hover:border-brand-600 hover:text-brand-700"
            >
              <ImagePlus className="size-5" aria-hidden />
              Add {items}
              <span className="text-xs font-normal text-zinc-500">or drop them here</span>
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={fileInputAccept(kinds)}
        className="sr-only"
        tabIndex={-1}
        aria-describedby={hintId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          take(files);
        }}
      />
      {errors.length > 0 ? (
        <ul role="alert" className="space-y-1 text-sm text-red-600">
          {errors.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
