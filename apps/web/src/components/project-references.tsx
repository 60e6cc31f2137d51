import { formatFileSize } from '@reelhire/shared/file-kinds';
import type { ProjectReferences as References } from '@reelhire/shared/projects';
import { FileText, Link2 } from 'lucide-react';

/**
 * A project's reference links and files, as its client and the filmmakers its jobs reach read them. Files
 * open in a new tab through their signed links (PDFs, images and clips show in the browser, documents
 * download); a file whose link could not be made is named without one.
 */
export function ProjectReferences({
  references,
  heading = 'References',
}: {
  references: References;
  heading?: string;
}) {
  const { reference_links: links, reference_files: files } = references;
  if (links.length === 0 && files.length === 0) return null;
  return (
    <section aria-label={heading}>
      <h2 className="text-sm font-medium text-zinc-800">{heading}</h2>
      <ul className="mt-2 space-y-1.5 text-sm">
        {links.map((url) => (
          <li key={url} className="flex items-start gap-2">
            <Link2 className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden />
            <a
              href={url}
              target="_blank"
              rel="noreferrer noopener"
              className="min-w-0 break-all text-brand-700 hover:underline"
            >
              {url}
            </a>
          </li>
        ))}
        {files.map((file) => (
          <li key={file.id} className="flex items-start gap-2">
            <FileText className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden />
            <span className="min-w-0 break-words">
              {file.url ? (
                <a
                  href={file.url}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="text-brand-700 hover:underline"
                >
                  {file.file_name}
                </a>
              ) : (
                file.file_name
              )}{' '}
              <span className="text-zinc-500">· {formatFileSize(file.file_size)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
