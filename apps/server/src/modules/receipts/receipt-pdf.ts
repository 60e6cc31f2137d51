import { RECEIPT_KIND_LABELS, receiptMoney, type Receipt } from '@reelhire/shared/receipts';
import { BOLD, INK, longDate, MUTED, RULE, startReelhirePdf } from '../documents/contract-pdf.ts';

// A receipt as a PDF (decision 0044), in the contract PDF's fonts and colours (decision 0037): DejaVu Sans
// so every name and currency symbol prints as typed.

/** The receipt's PDF bytes: exactly the lines and total the receipt record holds. */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const money = (minor: number) => receiptMoney(minor, receipt.currency);
  const { doc, done, left, width } = startReelhirePdf({
    info: {
      Title: `Reelhire receipt ${receipt.number}`,
      Subject: `${RECEIPT_KIND_LABELS[receipt.kind]} · ${receipt.booking.title}`,
      CreationDate: new Date(receipt.issued_at),
    },
    title: `Receipt ${receipt.number}`,
    subtitle: `${RECEIPT_KIND_LABELS[receipt.kind]} · Issued on ${longDate(receipt.issued_at)}`,
  });
  rule();

  const to = receipt.recipient === 'client' ? receipt.client : receipt.filmmaker;
  field('Issued to', to.name);
  field('Client', receipt.client.name);
  field('Filmmaker', receipt.filmmaker.name);
  if (receipt.project) field('Project', receipt.project.title);
  field('Booking', receipt.booking.title);
  field('Currency', receipt.currency);
  doc.moveDown(0.6);

  const items = receipt.lines.filter((line) => line.type !== 'tax');
  const taxes = receipt.lines.filter((line) => line.type === 'tax');
  doc.font('regular').fontSize(10).fillColor(INK);
  doc.table({
    position: { x: left, y: doc.y },
    maxWidth: width,
    columnStyles: ['*', 120],
    defaultStyle: { border: { top: 0, right: 0, bottom: 0.5, left: 0 }, borderColor: RULE, padding: [6, 6] },
    data: [
      ['Description', 'Amount'].map((text) => ({
        text,
        align: { x: text === 'Amount' ? ('right' as const) : ('left' as const) },
        type: 'TH' as const,
        font: { src: BOLD },
        backgroundColor: '#f4f4f5',
      })),
      ...items.map((line) => [
        line.description,
        { text: money(line.amount_minor), align: { x: 'right' as const } },
      ]),
      [
        {
          text:
            receipt.kind === 'refund'
              ? 'Total refunded'
              : receipt.kind === 'release'
                ? 'Total paid to you'
                : 'Total paid',
          font: { src: BOLD },
        },
        { text: money(receipt.total_minor), align: { x: 'right' as const }, font: { src: BOLD } },
      ],
    ],
  });
  doc.x = left;
  if (taxes.length > 0) {
    doc.moveDown(0.4);
    doc.font('regular').fontSize(9).fillColor(MUTED);
    for (const tax of taxes)
      doc.text(`${tax.description}: ${money(tax.amount_minor)}`, left, doc.y, { width });
  }

  rule();
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      receipt.kind === 'funding'
        ? 'Paid into escrow on Reelhire: held until the milestone is approved, then released to the filmmaker.'
        : receipt.kind === 'release'
          ? 'Released from escrow on Reelhire; available to pay out after the hold shown on your earnings page.'
          : 'Returned from escrow on Reelhire to the wallet or card it was paid from.',
      { width },
    );
  doc.text(`Receipt ${receipt.number} documents ledger movement ${receipt.ledger_transaction_id}.`, {
    width,
  });

  doc.end();
  return done;

  function field(label: string, value: string) {
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor(MUTED).text(label, left, y, { width: 110 });
    const labelBottom = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text(value, left + 120, y, { width: width - 120 });
    doc.x = left;
    doc.y = Math.max(labelBottom, doc.y) + 4;
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
}
