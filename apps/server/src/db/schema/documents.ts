import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { files } from './files.ts';

// Documents (issue 13, decision 0037). Contracts need no table of their own here: their PDFs are made from
// the contracts table on request. Private paperwork is a member's upload (a `private_document` file) with a
// category and a title, read only by its owner and admins.

export const paperwork = pgTable(
  'paperwork',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One record per file: deleting the file (here or through /files) removes the record with it. */
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** tax_form, release, insurance, other (packages/shared/src/documents.ts). */
    category: text('category').notNull(),
    title: text('title').notNull(),
    /** active or archived (paperworkMachine). */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The documents list: one owner's active or archived paperwork, newest first, by keyset.
  (t) => [
    index('paperwork_owner_listing_idx').on(t.ownerId, t.status, sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);
