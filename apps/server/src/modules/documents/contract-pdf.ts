import { createRequire } from 'node:module';
import type { Contract } from '@reelhire/shared/contracts';
import { RATE_TYPE_LABELS } from '@reelhire/shared/jobs';
import { formatMoney } from '@reelhire/shared/money';
import PDFDocument from 'pdfkit';

// A contract as a PDF (decision 0037): laid out by pdfkit, in DejaVu Sans embedded from the
// dejavu-fonts-ttf package (pdfkit subsets it), so names with accents and every currency symbol print as
// typed. pdfkit's built-in Helvetica knows only WinAnsi: no ł, no ₦, no ₹.

const require = createRequire(import.meta.url);
export const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const INK = '#18181b';
export const MUTED = '#52525b';
export const RULE = '#d4d4d8';
export const ACCENT = '#059669';

/** What the PDF says about each party beyond the contract record (their place; a client's contact). */
export interface ContractPdfParties {
  client: { company: string | null; contact: string | null; place: string | null };
  filmmaker: { name: string; username: string | null; place: string | null };
}

/** "14 March 2026" from an ISO date or timestamp, in UTC like every date on a contract. */
export function longDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Day rate, 3 days", "Fixed fee". */
export function rateText(terms: Contract['terms']): string {
  const label = RATE_TYPE_LABELS[terms.rate_type];
  if (terms.rate_type === 'fixed' || terms.units === null) return label;
  const unit = terms.rate_type === 'day' ? 'day' : 'half day';
  return `${label}, ${terms.units} ${unit}${terms.units === 1 ? '' : 's'}`;
}

const STATUS_TEXT: Record<Contract['status'], string> = {
  active: 'Signed and active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * A Reelhire A4 document (contracts, receipts) in DejaVu Sans, with its bytes collected as it is written
 * and the brand header, the document's title and its subtitle already drawn.
 */
export function startReelhirePdf({
  info,
  title,
  subtitle,
}: {
  info: PDFKit.DocumentInfo;
  title: string;
  subtitle: string;
}) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    font: REGULAR,
    info: { Author: 'Reelhire', ...info },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('bold').fontSize(22).fillColor(ACCENT).text('Reelhire', left, 56);
  doc.font('regular').fontSize(9).fillColor(MUTED).text('Film and video work, hired and booked', left, doc.y);
  doc.moveDown(1.2);
  doc.font('bold').fontSize(16).fillColor(INK).text(title);
  doc.font('regular').fontSize(10).fillColor(MUTED).text(subtitle);
  return { doc, done, left, width };
}

/** The contract's PDF bytes. Every term is printed as the accepted offer round froze it. */
export function renderContractPdf(contract: Contract, parties: ContractPdfParties): Promise<Buffer> {
  const { terms, currency } = contract;
  const money = (minor: number) => formatMoney(minor, currency);
  // Header: the brand, then the contract's number and date.
  const { doc, done, left, width } = startReelhirePdf({
    info: {
      Title: `Reelhire contract ${contract.number}`,
      Subject: `${contract.job.title} · ${contract.project.title}`,
      CreationDate: new Date(contract.signed_at),
    },
    title: `Contract ${contract.number}`,
    subtitle: `Accepted on ${longDate(contract.signed_at)} · ${STATUS_TEXT[contract.status]}`,
  });
  rule();

  heading('Parties');
  const columnWidth = (width - 24) / 2;
  const top = doc.y;
  party(left, top, 'Client', [
    parties.client.company ?? 'Reelhire client',
    parties.client.contact ? `Contact: ${parties.client.contact}` : null,
    parties.client.place,
  ]);
  const leftBottom = doc.y;
  party(left + columnWidth + 24, top, 'Filmmaker', [
    parties.filmmaker.name,
    parties.filmmaker.username ? `@${parties.filmmaker.username} on Reelhire` : null,
    parties.filmmaker.place,
  ]);
  doc.x = left;
  doc.y = Math.max(leftBottom, doc.y) + 6;

  heading('The work');
  field('Project', contract.project.title);
  field('Job', contract.job.title);
  field(
    'Dates',
    terms.start_date === terms.end_date
      ? longDate(terms.start_date)
      : `${longDate(terms.start_date)} to ${longDate(terms.end_date)}`,
  );
  field('Deliverables', terms.deliverables);

  heading('Fee');
  field('Amount', `${money(terms.amount_minor)} (${currency})`);
  field('Rate', rateText(terms));

  heading('Milestones');
  doc.font('regular').fontSize(9).fillColor(INK);
  doc.table({
    position: { x: left, y: doc.y },
    maxWidth: width,
    columnStyles: ['*', 85, 118, '*'],
    defaultStyle: {
      border: { top: 0, right: 0, bottom: 0.5, left: 0 },
      borderColor: RULE,
      padding: [5, 6],
    },
    data: [
      ['Milestone', 'Amount', 'Due', 'Accepted when'].map((text) => ({
        text,
        align: { x: text === 'Amount' ? ('right' as const) : ('left' as const) },
        type: 'TH' as const,
        font: { src: BOLD },
        backgroundColor: '#f4f4f5',
      })),
      ...terms.milestones.map((milestone) => [
        milestone.title,
        { text: money(milestone.amount_minor), align: { x: 'right' as const } },
        longDate(milestone.due_date),
        milestone.acceptance_criteria ?? '—',
      ]),
    ],
  });
  doc.x = left;
  doc.moveDown(0.5);

  heading('Terms');
  field('Revisions included', String(terms.revisions_included));
  field('Kill fee', `${terms.kill_fee_percent}% of the amount if the work is cancelled`);
  field('Cancellation terms', terms.cancellation_terms ?? 'None beyond the kill fee');
  field('Usage rights', terms.usage_rights);

  rule();
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `These are the terms both parties accepted on Reelhire on ${longDate(contract.signed_at)}, ` +
        `exactly as the accepted offer set them out. Contract ${contract.number}.`,
      { width },
    );

  doc.end();
  return done;

  function heading(text: string) {
    ensureRoom(60);
    doc.moveDown(0.8);
    doc.x = left;
    doc.font('bold').fontSize(11).fillColor(INK).text(text.toUpperCase(), { characterSpacing: 0.6 });
    doc.moveDown(0.3);
  }

  function field(label: string, value: string) {
    ensureRoom(30);
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor(MUTED).text(label, left, y, { width: 130 });
    const labelBottom = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text(value, left + 140, y, { width: width - 140 });
    doc.x = left;
    doc.y = Math.max(labelBottom, doc.y) + 4;
  }

  function party(x: number, y: number, role: string, lines: (string | null)[]) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(role, x, y, { width: columnWidth });
    const [name, ...rest] = lines;
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(name ?? '', x, doc.y, { width: columnWidth });
    doc.font('regular').fontSize(10).fillColor(MUTED);
    for (const line of rest) if (line) doc.text(line, x, doc.y, { width: columnWidth });
  }

  function rule() {
    doc.moveDown(0.8);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.8);
  }

  function ensureRoom(points: number) {
    if (doc.y + points > doc.page.height - doc.page.margins.bottom) doc.addPage();
  }
}
