import { DISPUTES } from '@reelhire/shared/constants';
import { FILE_KIND_RULES } from '@reelhire/shared/file-kinds';
import { Paperclip, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { useFileUploads } from '@/lib/use-file-uploads';

type Uploads = ReturnType<typeof useFileUploads>;

/** Evidence files for a dispute: each uploads as it is picked, with its progress or what is wrong with it. */
export function EvidencePicker({ uploads }: { uploads: Uploads }) {
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" asChild disabled={uploads.room === 0}>
          <label htmlFor={id} className="cursor-pointer">
            <Paperclip aria-hidden /> Add evidence
          </label>
        </Button>
        <input
          id={id}
          type="file"
          multiple
          className="sr-only"
          aria-label="Evidence files"
          onChange={(event) => {
            if (event.target.files) uploads.add(event.target.files);
            event.target.value = '';
          }}
        />
        <span className="text-xs text-zinc-500">
          Up to {DISPUTES.maxEvidenceFiles}: {FILE_KIND_RULES.dispute_evidence.accepts}. Only the two of you
          and Reelhire can open them.
        </span>
      </div>
      {uploads.notice ? <p className="text-xs text-amber-800">{uploads.notice}</p> : null}
      {uploads.uploads.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {uploads.uploads.map((upload) => (
            <li
              key={upload.key}
              className="flex items-center justify-between gap-2 rounded-lg bg-zinc-50 px-3 py-1.5"
            >
              <span className="min-w-0 truncate">
                {upload.name}{' '}
                <span className={upload.error ? 'text-red-700' : 'text-zinc-500'}>
                  {upload.error ?? (upload.fileId ? 'uploaded' : `${Math.round(upload.progress * 100)} %`)}
                </span>
              </span>
              <button
                type="button"
                className="text-zinc-500 hover:text-zinc-900"
                aria-label={`Remove ${upload.name}`}
                onClick={() => uploads.remove(upload.key)}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
