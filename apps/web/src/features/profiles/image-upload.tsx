import {
  FILE_KIND_RULES,
  fileInputAccept,
  formatFileSize,
  type FileKind,
  type FileRecord,
} from '@reelhire/shared/files';
import type { FileRef } from '@reelhire/shared/profiles';
import { useQueryClient } from '@tanstack/react-query';
import { ImageOff, ImagePlus, Trash2, Upload, UserRound, X } from 'lucide-react';
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
import { useAuthState } from '@/lib/auth-state';
import { cn } from '@/lib/cn';
import { uploadFile, uploadProblem } from '@/lib/upload-file';
import { fileQueryKey, useFileRecord } from './api/get-file';

// Image fields of profile setup. Drafts keep file ids only (signed links expire): a thumbnail comes from
// the link the server sent with the profile when it has this file, else from GET /files/:id.

/** Signed links the profile answer carried, by file id. */
export type KnownLinks = ReadonlyMap<string, string>;

export function knownLinks(refs: (FileRef | null)[]): KnownLinks {
  return new Map(refs.flatMap((ref) => (ref?.url ? ([[ref.file_id, ref.url]] as [string, string][]) : [])));
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The upload failed: try again';

/** What a kind accepts, for the hint under the picker: 'A JPEG, PNG, WebP, GIF or AVIF image up to 5 MB'. */
export function acceptsText(kind: FileKind) {
  const rule = FILE_KIND_RULES[kind];
  const accepts = rule.accepts.charAt(0).toUpperCase() + rule.accepts.slice(1);
  return `${accepts} up to ${formatFileSize(rule.maxBytes)}`;
}

/** Uploads a file of `kind`; the answer is cached as the file's record, so its thumbnail shows at once. */
function useUploader(kind: FileKind) {
  const { session } = useAuthState();
  const queryClient = useQueryClient();
  const accessToken = session?.access_token ?? '';
  return useCallback(
    async (file: File, onProgress: (fraction: number) => void): Promise<FileRecord> => {
      const record = await uploadFile({ file, kind, accessToken, onProgress });
      queryClient.setQueryData(fileQueryKey(record.id), record);
      return record;
    },
    [accessToken, kind, queryClient],
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
  const knownUrl = known.get(fileId) ?? null;
  const record = useFileRecord(knownUrl ? null : fileId);
  const url = knownUrl ?? (record.data ? (record.data.thumbnail_url ?? record.data.url) : null);
  if (url) {
    return (
      <img src={url} alt={alt} className={cn('size-full', contain ? 'object-contain p-1' : 'object-cover')} />
    );
  }
  if (record.isError) {
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
  const upload = useUploader(kind);
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
      const record = await upload(file, setProgress);
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
  kind: FileKind;
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

/** A grid of images (portfolio, services): add several at once or drop them, remove any, up to `max`. */
export function ImageGrid({ label, itemName, kind, ids, setIds, max, known, hint, id }: ImageGridProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploader(kind);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const nextKey = useRef(0);
  const room = max - ids.length - pending.length;

  const start = async (file: File) => {
    const key = ++nextKey.current;
    setPending((items) => [...items, { key, name: file.name, progress: 0 }]);
    try {
      const record = await upload(file, (progress) =>
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
    const accepted: File[] = [];
    for (const file of files) {
      const problem = uploadProblem(file, kind);
      if (problem) refused.push(`${file.name}: ${problem}`);
      else accepted.push(file);
    }
    const fitting = accepted.slice(0, Math.max(0, room));
    if (accepted.length > fitting.length) {
      refused.push(
        `You can add at most ${max} ${itemName}s: ${accepted.length - fitting.length} of the files chosen were left out`,
      );
    }
    setErrors(refused);
    for (const file of fitting) void start(file);
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
        {acceptsText(kind)} each.
      </p>
      <ul
        {...drop.props}
        className={cn(
          'grid grid-cols-2 gap-3 rounded-xl transition-colors sm:grid-cols-3',
          drop.dragging && 'bg-brand-50 ring-2 ring-brand-600 ring-offset-4',
        )}
      >
        {ids.map((fileId, index) => (
          <li
            key={fileId}
            className="relative aspect-[4/3] overflow-hidden rounded-lg bg-zinc-100 ring-1 ring-zinc-200"
          >
            <FileThumb fileId={fileId} known={known} alt={`${capitalise(itemName)} ${index + 1}`} />
            <button
              type="button"
              onClick={() => setIds((current) => current.filter((item) => item !== fileId))}
              aria-label={`Remove ${itemName} ${index + 1}`}
              title="Remove"
              className="absolute right-1.5 top-1.5 flex size-8 items-center justify-center rounded-full bg-white/90 text-zinc-700 shadow-sm ring-1 ring-zinc-200 hover:bg-white hover:text-red-600"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
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
              Add {itemName}s<span className="text-xs font-normal text-zinc-500">or drop them here</span>
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={fileInputAccept(kind)}
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
