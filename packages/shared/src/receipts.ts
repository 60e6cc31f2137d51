import { z } from 'zod';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';
import { minorUnitDigits } from './money.ts';

// Receipts (issue 14, decision 0044): a numbered document for a movement of money a member paid or was
// paid. Numbers are gapless per calendar year (RC-2026-000001), taken from a counter locked in the
// transaction that issues the receipt, so a rolled-back issue gives its number back.

/**
 * What a receipt documents. funding: a client paid a milestone into escrow (with the service fee);
 * release: a milestone's escrow was paid to the filmmaker (less the platform fee); refund: a cancellation
 * returned escrow (and the service fee on it) to the client.
 */
export const RECEIPT_KINDS = ['funding', 'release', 'refund'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const RECEIPT_KIND_LABELS: Record<ReceiptKind, string> = {
  funding: 'Payment into escrow',
  release: 'Payment released to you',
  refund: 'Refund',
};

/** RC-2026-000001: the year it was issued and its place in that year. */
export function receiptNumber(year: number, sequence: number): string {
  return `RC-${year}-${String(sequence).padStart(6, '0')}`;
}

export const receiptLineSchema = z.object({
  /** item: the work paid for; fee: Reelhire's fee (negative when taken from a payment); tax: a share of the fee. */
  type: z.enum(['item', 'fee', 'tax']),
  description: z.string(),
  amount_minor: z.number().int(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

const partySchema = z.object({ id: z.uuid(), name: z.string() });

export const receiptSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  /** Whom the receipt is for: the client (funding, refund) or the filmmaker (release). */
  recipient: z.enum(['client', 'filmmaker']),
  client: partySchema,
  filmmaker: partySchema,
  booking: z.object({ id: z.uuid(), title: z.string() }),
  /** The milestones it is for (a funding of the whole contract covers several). */
  milestone_ids: z.array(z.uuid()),
  project: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  currency: z.string().length(3),
  /**
   * Items and fees add up to the total; a tax line (when Reelhire is configured to show one) is the part of
   * the fee that is tax, shown for the record, and is not added again.
   */
  lines: z.array(receiptLineSchema),
  total_minor: z.number().int(),
  /** The ledger movement this receipt documents. */
  ledger_transaction_id: z.uuid(),
  issued_at: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptListQuerySchema = pageQuerySchema.extend({
  /** Only the receipts of one booking (the filmmaker's payment receipt page). */
  booking_id: z.uuid().optional(),
});
export const receiptListSchema = pageOf(receiptSchema);
export type ReceiptList = z.infer<typeof receiptListSchema>;

/** An amount as a receipt prints it: always to the currency's minor unit (£1,050.00, not £1,050). */
export function receiptMoney(minor: number, currency: string, locale = 'en-GB'): string {
  const digits = minorUnitDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** "reelhire-receipt-RC-2026-000001.pdf" */
export const receiptPdfFileName = (number: string) => `reelhire-receipt-${number}.pdf`;
