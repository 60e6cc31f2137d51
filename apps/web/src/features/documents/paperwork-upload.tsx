import {
  PAPERWORK_CATEGORIES,
  PAPERWORK_CATEGORY_LABELS,
  type PaperworkCategory,
} from '@reelhire/shared/documents';
import { FILE_KIND_RULES, fileInputAccept, formatFileSize } from '@reelhire/shared/file-kinds';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ProgressBar } from '@/components/upload-progress-bar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { uploadFile, uploadProblem } from '@/lib/upload-file';
import { useCreatePaperwork } from './api/create-paperwork';

const RULE = FILE_KIND_RULES.private_document;

/** "W-8BEN 2026" from "W-8BEN 2026.pdf": a title to start from. */
const titleFromName = (name: string) => name.replace(/\.[^.]+$/, '').slice(0, 120);

/** Uploads one private document (with progress) and files it with a category and a title. */
export function PaperworkUpload() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<PaperworkCategory | ''>('');
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const create = useCreatePaperwork();
  const busy = progress !== null || create.isPending;

  const choose = (chosen: File | null) => {
    setSaved(null);
    setFile(chosen);
    setProblem(chosen ? uploadProblem(chosen, 'private_document') : null);
    if (chosen && !title) setTitle(titleFromName(chosen.name));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (!file) return setProblem('Choose a file to upload');
    if (!category) return setProblem('Choose what kind of document it is');
    if (title.trim().length < 2) return setProblem('Give the document a title');
    setProblem(null);
    try {
      setProgress(0);
      const uploaded = await uploadFile({ file, kind: 'private_document', onProgress: setProgress });
      setProgress(null);
      await create.mutateAsync({ file_id: uploaded.id, category, title: title.trim() });
      setSaved(title.trim());
      setFile(null);
      setTitle('');
      setCategory('');
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'The upload failed. Try again.');
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5"
      aria-label="Upload private paperwork"
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-file`}>File</Label>
          <Input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept={fileInputAccept('private_document')}
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-zinc-100 file:px-3 file:py-1 file:text-sm"
          />
          <p className="text-xs text-zinc-500">
            {RULE.accepts[0]!.toUpperCase() + RULE.accepts.slice(1)}, up to {formatFileSize(RULE.maxBytes)}.
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <NativeSelect
            id={`${id}-category`}
            value={category}
            disabled={busy}
            onChange={(event) => setCategory(event.target.value as PaperworkCategory | '')}
          >
            <option value="">Choose…</option>
            {PAPERWORK_CATEGORIES.map((each) => (
              <option key={each} value={each}>
                {PAPERWORK_CATEGORY_LABELS[each]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={120}
            disabled={busy}
            placeholder="e.g. Public liability insurance 2026"
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
      </div>
      {progress !== null ? <ProgressBar fraction={progress} label={`Uploading ${file?.name ?? ''}`} /> : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm text-emerald-700">
          “{saved}” is saved. Only you and Reelhire’s admins can open it.
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        <Upload aria-hidden />
        {progress !== null ? 'Uploading…' : create.isPending ? 'Saving…' : 'Upload document'}
      </Button>
    </form>
  );
}
