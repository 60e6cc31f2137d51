import { FILE_KIND_RULES, fileInputAccept, fileKindFor, type FileKind } from '@reelhire/shared/file-kinds';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { uploadProblem } from '@/lib/upload-file';
import { acceptsText, capitalise, errorText, useDropZone, useUploader } from './image-upload-state';
import { FileThumb, useStoredFile, type KnownLinks } from './stored-file-thumb';
import { ProgressBar } from '@/components/upload-progress-bar';

// The image grid of profile setup (portfolio, services): several stills, and clips where it takes them.

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
