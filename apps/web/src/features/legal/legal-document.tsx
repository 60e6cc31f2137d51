import { Fragment } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import type { Inline, LegalBlock, LegalDocumentContent, RichText } from './legal-content';

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-21" -> "21 November 2026", the same in every time zone. */
export function formatLegalDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

const linkClass = 'font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700';

function InlineRun({ run }: { run: Inline }) {
  if (typeof run === 'string') return run;
  if ('strong' in run) return <strong className="font-semibold text-zinc-900">{run.strong}</strong>;
  // In-app pages go through the router; mail and same-page anchors are ordinary links.
  if (run.href.startsWith('/')) {
    return (
      <Link to={run.href} className={linkClass}>
        {run.text}
      </Link>
    );
  }
  return (
    <a href={run.href} className={linkClass}>
      {run.text}
    </a>
  );
}

function RichTextRuns({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((run, index) => (
    <Fragment key={index}>
      <InlineRun run={run} />
    </Fragment>
  ));
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <RichTextRuns text={block.text} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-zinc-400">
      {block.items.map((item, index) => (
        <li key={index}>
          <RichTextRuns text={item} />
        </li>
      ))}
    </ul>
  );
}

/** Renders a policy: heading, last-updated date, a table of contents and numbered sections with anchors. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageHeader title={document.title} description={document.summary} />
      <p className="-mt-3 mb-8 text-sm text-zinc-500">
        Last updated <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
      </p>

      <nav aria-label="Contents" className="mb-10 rounded-xl border border-zinc-200 bg-zinc-50 p-5">
        <h2 className="text-sm font-semibold text-zinc-900">Contents</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {document.sections.map((section, index) => (
            <li key={section.id} className="flex gap-2">
              <span className="w-5 shrink-0 text-right text-zinc-400 tabular-nums">{index + 1}.</span>
              <a href={`#${section.id}`} className="text-zinc-700 hover:text-brand-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="space-y-10">
        {document.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="text-lg font-semibold tracking-tight text-zinc-900">
              <span className="mr-2 text-zinc-400 tabular-nums">{index + 1}.</span>
              {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-7 text-zinc-700">
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
