import { fileInputAccept, type FileKind } from '@reelhire/shared/file-kinds';
import { ImagePlus, Trash2, Upload, UserRound } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { uploadProblem } from '@/lib/upload-file';
import { acceptsText, errorText, useDropZone, useUploader } from './image-upload-state';
import { FileThumb, type KnownLinks } from './stored-file-thumb';
import { ProgressBar } from '@/components/upload-progress-bar';

// The one-image field of profile setup (profile photo, company logo).

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
