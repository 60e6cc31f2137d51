import { fileInputAccept, formatFileSize, type FileKind } from '@reelhire/shared/file-kinds';
import { type FileRecord } from '@reelhire/shared/file-records';
import { CircleCheck, FileText, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { uploadFile, uploadProblem } from '@/lib/upload-file';
import { useDeleteUpload } from './api/delete-upload';

export interface DocumentUploadFieldProps {
  label: string;
  hint: string;
  kind: FileKind;
  value: FileRecord | null;
  onChange: (file: FileRecord | null) => void;
  /** What the empty slot's button says. */
  chooseLabel?: string;
  /** `user` opens the front camera on phones (the selfie). */
  capture?: 'user' | 'environment';
  disabled?: boolean;
  /** A message about this slot from the server, such as a file of the wrong kind. */
  serverError?: string;
}

interface Uploading {
  name: string;
  progress: number;
}

const isImage = (mime: string) => mime.startsWith('image/');

/**
 * One document of the verification form: choose (or drop) a file, watch it upload, then see it with
 * Replace and Remove. A file the browser can already tell is wrong is refused before anything is sent.
 */
export function DocumentUploadField({
  label,
  hint,
  kind,
  value,
  onChange,
  chooseLabel = 'Choose a file',
  capture,
  disabled = false,
  serverError,
}: DocumentUploadFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const deleteUpload = useDeleteUpload();
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  // Leaving the page stops an upload under way.
  useEffect(() => () => abortRef.current?.abort(), []);

  const discard = (file: FileRecord | null) => {
    if (file) deleteUpload.mutate(file.id);
  };

  async function take(file: File | undefined) {
    if (!file || disabled) return;
    const refused = uploadProblem(file, kind);
    if (refused) {
      setProblem(refused);
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setProblem(null);
    setUploading({ name: file.name, progress: 0 });
    try {
      const record = await uploadFile({
        file,
        kind,
        signal: controller.signal,
        onProgress: (progress) => setUploading((current) => (current ? { ...current, progress } : current)),
      });
      if (controller.signal.aborted) return;
      discard(value);
      onChange(record);
    } catch (error) {
      if (controller.signal.aborted) return;
      setProblem(error instanceof Error ? error.message : 'The upload failed: please try again');
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setUploading(null);
      }
    }
  }

  function cancel() {
    abortRef.current?.abort();
    abortRef.current = null;
    setUploading(null);
  }

  function remove() {
    discard(value);
    onChange(null);
    setProblem(null);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  }

  const message = problem ?? serverError;
  const describedBy = [hintId, message ? errorId : null].filter(Boolean).join(' ');
  const percent = uploading ? Math.round(uploading.progress * 100) : 0;

  return (
    <div className="space-y-2">
      <Label id={titleId} htmlFor={inputId}>
        {label}
      </Label>
      <p id={hintId} className="text-xs text-zinc-500">
        {hint}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={fileInputAccept(kind)}
        capture={capture}
        className="peer sr-only"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-invalid={message ? true : undefined}
        disabled={disabled || uploading !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after removing it) is still a change.
          event.target.value = '';
          void take(file);
        }}
      />
      {uploading ? (
        <div className="rounded-lg border border-zinc-200 bg-white p-4">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-zinc-800">{uploading.name}</span>
            <span className="shrink-0 tabular-nums text-zinc-500">{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={`Uploading ${label.toLowerCase()}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-2 overflow-hidden rounded-full bg-zinc-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <Button type="button" variant="ghost" size="sm" className="mt-2 -ml-2" onClick={cancel}>
            Cancel
          </Button>
        </div>
      ) : value ? (
        <div className="flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-3 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            {isImage(value.mime_type) ? (
              <img
                src={value.thumbnail_url ?? value.url}
                alt={`${label} you uploaded`}
                className="size-16 shrink-0 rounded-md bg-zinc-100 object-cover ring-1 ring-zinc-200"
              />
            ) : (
              <span className="flex size-16 shrink-0 items-center justify-center rounded-md bg-zinc-100 text-zinc-500 ring-1 ring-zinc-200">
                <FileText className="size-6" aria-hidden />
              </span>
            )}
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-zinc-900">{value.original_name}</p>
              <p className="mt-0.5 flex items-center gap-1 text-xs text-emerald-700">
                <CircleCheck className="size-3.5" aria-hidden />
                Uploaded · {formatFileSize(value.size_bytes)}
              </p>
            </div>
          </div>
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="flex-1 sm:flex-none"
              disabled={disabled}
              aria-label={`Replace ${label.toLowerCase()}`}
              onClick={() => inputRef.current?.click()}
            >
              Replace
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="flex-1 sm:flex-none"
              disabled={disabled}
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={remove}
            >
              Remove
            </Button>
          </div>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed border-zinc-300 bg-white px-4 py-6 text-center transition-colors hover:border-brand-600 hover:bg-brand-50/40 peer-focus-visible:border-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600/20',
            dragging && 'border-brand-600 bg-brand-50/60',
            message && 'border-red-400',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          <Upload className="size-5 text-brand-600" aria-hidden />
          <span className="text-sm font-medium text-brand-700">{chooseLabel}</span>
          <span className="hidden text-xs text-zinc-500 sm:block">or drag it here</span>
        </label>
      )}
      {message ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {message}
        </p>
      ) : null}
    </div>
  );
}
