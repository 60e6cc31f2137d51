import {
  DELIVERABLE_FILES_MAX,
  DELIVERABLE_LINKS_MAX,
  DELIVERABLE_NOTE_MAX,
  submitDeliverableInputSchema,
} from '@reelhire/shared/booking-records';
import { FILE_KIND_RULES, formatFileSize } from '@reelhire/shared/file-kinds';
import { FileText, Plus, Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ProgressBar } from '@/components/upload-progress-bar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitDeliverable } from '@/lib/bookings/submit-deliverable';
import { cn } from '@/lib/cn';
import { useFileUploads } from '@/lib/use-file-uploads';

interface LinkRow {
  key: number;
  url: string;
  label: string;
}

let linkCounter = 0;

/**
 * The filmmaker's delivery against one milestone: a note, links (Frame.io, Vimeo, Drive) and files, each
 * uploaded at once with its own progress bar, so sending only names them.
 */
export function DeliverableForm({ milestoneId, onDone }: { milestoneId: string; onDone: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const [links, setLinks] = useState<LinkRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const files = useFileUploads({
    kind: 'deliverable',
    max: DELIVERABLE_FILES_MAX,
    tooMany: `A delivery takes at most ${DELIVERABLE_FILES_MAX} files`,
  });
  const submit = useSubmitDeliverable(milestoneId);

  const send = () => {
    const parsed = submitDeliverableInputSchema.safeParse({
      note,
      links: links
        .filter((link) => link.url.trim())
        .map((link) => ({ url: link.url.trim(), label: link.label })),
      file_ids: files.fileIds,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the delivery');
      return;
    }
    setProblem(null);
    submit.mutate(parsed.data, {
      onSuccess: () => {
        files.clear();
        onDone();
      },
    });
  };

  const failed = submit.error?.message ?? null;
  return (
    <form
      noValidate
      aria-label="Deliver this milestone"
      className="space-y-4 rounded-lg border border-brand-100 bg-brand-50/40 p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-note`}>Note to the client</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={DELIVERABLE_NOTE_MAX}
          placeholder="What you are delivering, and anything they should know"
          onChange={(event) => setNote(event.target.value)}
        />
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-zinc-800">Links</legend>
        <p className="text-xs text-zinc-500">Frame.io, Vimeo, Drive or any review link.</p>
        {links.map((link, index) => (
          <div key={link.key} className="flex flex-col gap-2 sm:flex-row">
            <Input
              aria-label={`Link ${index + 1} address`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={link.url}
              onChange={(event) =>
                setLinks((rows) =>
                  rows.map((row) => (row.key === link.key ? { ...row, url: event.target.value } : row)),
                )
              }
            />
            <div className="flex gap-2">
              <Input
                aria-label={`Link ${index + 1} label`}
                placeholder="Label (optional)"
                value={link.label}
                onChange={(event) =>
                  setLinks((rows) =>
                    rows.map((row) => (row.key === link.key ? { ...row, label: event.target.value } : row)),
                  )
                }
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove link ${index + 1}`}
                onClick={() => setLinks((rows) => rows.filter((row) => row.key !== link.key))}
              >
                <X aria-hidden />
              </Button>
            </div>
          </div>
        ))}
        {links.length < DELIVERABLE_LINKS_MAX ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setLinks((rows) => [...rows, { key: ++linkCounter, url: '', label: '' }])}
          >
            <Plus aria-hidden /> Add a link
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-zinc-800">Files</legend>
        <p className="text-xs text-zinc-500">
          Video, stills, audio, PDFs: up to {DELIVERABLE_FILES_MAX} files of{' '}
          {formatFileSize(FILE_KIND_RULES.deliverable.maxBytes)} each, kept exactly as you upload them.
        </p>
        {files.uploads.length > 0 ? (
          <ul className="space-y-2" aria-label="Files to deliver">
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
                  <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-zinc-500" />
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="truncate font-medium text-zinc-900" title={upload.name}>
                      {upload.name}
                    </p>
                    {upload.error ? (
                      <p className="text-xs text-red-700">{upload.error}</p>
                    ) : (
                      <p className="text-xs text-zinc-500">
                        {pending
                          ? `Uploading ${Math.round(upload.progress * 100)}% of ${formatFileSize(upload.size)}`
                          : `Uploaded · ${formatFileSize(upload.size)}`}
                      </p>
                    )}
                    {upload.error ? null : (
                      <ProgressBar fraction={upload.progress} label={`Uploading ${upload.name}`} />
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
          aria-label="Choose files to deliver"
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

      {problem || failed ? (
        <p role="alert" className="text-sm text-red-600">
          {problem ?? failed}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={submit.isPending}>
          Not now
        </Button>
        <Button type="submit" disabled={submit.isPending || files.uploading}>
          {files.uploading
            ? 'Waiting for uploads…'
            : submit.isPending
              ? 'Submitting…'
              : 'Submit for approval'}
        </Button>
      </div>
    </form>
  );
}
