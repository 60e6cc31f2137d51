import { FILE_KIND_RULES, fileInputAccept, formatFileSize } from '@reelhire/shared/file-kinds';
import { PITCH_MEDIA_MAX } from '@reelhire/shared/pitches';
import { FileText, Upload, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { ProgressBar } from '@/components/upload-progress-bar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { useFileUploads } from '@/lib/use-file-uploads';

const RULE = FILE_KIND_RULES.pitch_media;

/** A pitch's stills, clips and decks: each uploads with its progress and can be taken off again. */
export function PitchMediaField({ files }: { files: ReturnType<typeof useFileUploads> }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-zinc-800">Reference media</legend>
      <p id={`${id}-hint`} className="text-xs text-zinc-500">
        Stills, a teaser clip or a pitch deck: up to {PITCH_MEDIA_MAX} files of{' '}
        {formatFileSize(RULE.maxBytes)} each. Only verified clients can open them.
      </p>
      {files.uploads.length > 0 ? (
        <ul className="space-y-2" aria-label="Reference media">
          {files.uploads.map((upload) => {
            const pending = !upload.fileId && !upload.error;
            return (
              <li
                key={upload.key}
                className={cn(
                  'flex items-start gap-3 rounded-lg border px-3 py-2 text-sm',
                  upload.error ? 'border-red-200 bg-red-50' : 'border-zinc-200 bg-white',
                )}
              >
                <FileText className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden />
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="truncate font-medium text-zinc-900" title={upload.name}>
                    {upload.name}
                  </p>
                  {upload.error ? (
                    <p className="text-xs text-red-700">{upload.error}</p>
                  ) : pending ? (
                    <ProgressBar fraction={upload.progress} label={`Uploading ${upload.name}`} />
                  ) : (
                    <p className="text-xs text-zinc-500">{formatFileSize(upload.size)}</p>
                  )}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="-my-1 shrink-0"
                  aria-label={`Remove ${upload.name}`}
                  onClick={() => files.remove(upload.key)}
                >
                  <X aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {files.notice ? (
        <p role="status" className="text-sm text-amber-700">
          {files.notice}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={fileInputAccept('pitch_media')}
        aria-label="Choose reference media"
        onChange={(event) => {
          if (event.target.files) files.add(event.target.files);
          event.target.value = '';
        }}
      />
      {files.room > 0 ? (
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          <Upload aria-hidden /> Add files
        </Button>
      ) : null}
    </fieldset>
  );
}
