import { z } from 'zod';
import { contractSchema } from './contracts.ts';
import { fileRecordSchema } from './file-records.ts';
import { pageOf, pageQuerySchema, requiredText } from './hiring-fields.ts';
import { defineMachine } from './state-machine.ts';

// Documents (issue 13, decision 0037): a member's contracts as PDFs Reelhire generates, and the private
// paperwork they upload (tax forms, releases, insurance) that only they and Reelhire's admins can open.

export const PAPERWORK_CATEGORIES = ['tax_form', 'release', 'insurance', 'other'] as const;
export type PaperworkCategory = (typeof PAPERWORK_CATEGORIES)[number];
export const PAPERWORK_CATEGORY_LABELS: Record<PaperworkCategory, string> = {
  tax_form: 'Tax form',
  release: 'Release',
  insurance: 'Insurance',
  other: 'Other',
};

export const PAPERWORK_STATUSES = ['active', 'archived'] as const;
export type PaperworkStatus = (typeof PAPERWORK_STATUSES)[number];

/**
 * Paperwork is its owner's alone: they archive it (kept, out of the list) and restore it. Deleting it is
 * `DELETE /documents/{id}`, which removes the record and the file. Admins read it but never act on it, so
 * the owner acts as whichever party they are; the machine only says which states each action leaves from.
 */
export const paperworkMachine = defineMachine({
  name: 'paperwork',
  states: PAPERWORK_STATUSES,
  initial: 'active',
  turns: { active: null, archived: null },
  transitions: {
    archive: { to: 'archived', by: { client: ['active'], filmmaker: ['active'] }, label: 'Archive' },
    restore: { to: 'active', by: { client: ['archived'], filmmaker: ['archived'] }, label: 'Restore' },
  },
});
export type PaperworkTransition = keyof typeof paperworkMachine.transitions;

export const paperworkInputSchema = z.object({
  file_id: z.uuid({ error: 'Upload the file first' }),
  category: z.enum(PAPERWORK_CATEGORIES, { error: 'Choose a category' }),
  title: requiredText(2, 120, 'a title'),
});
export type PaperworkInput = z.input<typeof paperworkInputSchema>;

export const paperworkSchema = z.object({
  id: z.string(),
  status: z.enum(PAPERWORK_STATUSES),
  owner_id: z.string(),
  category: z.enum(PAPERWORK_CATEGORIES),
  title: z.string(),
  /** The file with links signed for the owner or an admin (they expire within the hour). */
  file: fileRecordSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Paperwork = z.infer<typeof paperworkSchema>;

/** Where a contract's PDF is read (signed-in parties and admins only), relative to `/api`. */
export const contractPdfPath = (contractId: string) =>
  `/rest/v1/contracts/${encodeURIComponent(contractId)}/pdf`;

/** The file name a contract's PDF downloads as. */
export const contractPdfFileName = (number: string) => `Reelhire contract ${number}.pdf`;

export const DOCUMENT_TYPES = ['contract', 'paperwork'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const documentSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('contract'),
    id: z.string(),
    created_at: z.string(),
    contract: contractSchema,
  }),
  z.object({
    type: z.literal('paperwork'),
    id: z.string(),
    created_at: z.string(),
    paperwork: paperworkSchema,
  }),
]);
export type DocumentItem = z.infer<typeof documentSchema>;

export const documentListQuerySchema = pageQuerySchema.extend({
  /** Only contracts, or only paperwork; both, newest first, when not given. */
  type: z.enum(DOCUMENT_TYPES).optional(),
  /** Archived paperwork instead of the active (contracts are never archived, so none come with it). */
  archived: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** An admin reads another member's documents by their user id; anyone else may name only themselves. */
  owner: z.uuid().optional(),
});
export const documentListSchema = pageOf(documentSchema);
export type DocumentList = z.infer<typeof documentListSchema>;
