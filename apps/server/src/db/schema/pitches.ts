import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@reelhire/shared/search-text';
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { clients, filmmakers } from './profiles.ts';

// The pitching room (issue 13, decision 0038): a filmmaker's pitches, the files shown with them and the
// pitches each client saved. `status` follows pitchMachine in packages/shared/src/pitches.ts; changes are
// written to hiring_events like the other marketplace records. Deleting a pitch removes its rows for good.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const folded = (expression: string) =>
  `translate(lower(${expression}), '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`;

export const pitches = pgTable(
  'pitches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    logline: text('logline').notNull(),
    treatment: text('treatment'),
    format: text('format').notNull(),
    budgetMinMinor: money('budget_min_minor').notNull(),
    budgetMaxMinor: money('budget_max_minor').notNull(),
    currency: text('currency').notNull(),
    referenceLinks: text('reference_links').array().notNull().default([]),
    status: text('status').notNull().default('draft'),
    /** When it was last opened to clients: the browse order. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Title and logline weigh more than the treatment; folded like the job search so prefixes match.
    search: tsvector('search').generatedAlwaysAs(
      sql.raw(`
        setweight(to_tsvector('simple', ${folded(`title || ' ' || logline`)}), 'A') ||
        setweight(to_tsvector('simple', ${folded(`coalesce(treatment, '')`)}), 'C')`),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The clients' browse: open pitches, newest published first, keyset paged (list-pitches.ts's order).
    index('pitches_open_idx')
      .on(sql`coalesce(${t.publishedAt}, ${t.createdAt}) desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'open'`),
    index('pitches_search_idx').using('gin', t.search),
    // The filmmaker's own list.
    index('pitches_filmmaker_idx').on(t.filmmakerId, sql`${t.updatedAt} desc`, sql`${t.id} desc`),
  ],
);

export const pitchMedia = pgTable(
  'pitch_media',
  {
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pitchId, t.fileId] })],
);

export const savedPitches = pgTable(
  'saved_pitches',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.pitchId] }), index('saved_pitches_pitch_idx').on(t.pitchId)],
);
