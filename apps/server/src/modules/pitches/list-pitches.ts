import type { PitchList, pitchListQuerySchema } from '@reelhire/shared/pitches';
import { searchWords } from '@reelhire/shared/search-text';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pitches, savedPitches } from '../../db/schema/pitches.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { toPitches } from './pitch-record.ts';
import { requireVerifiedClient, type PitchViewer } from './pitch-viewer.ts';

export interface ListPitchesOptions {
  db: Db;
  viewer: PitchViewer;
  query: z.output<typeof pitchListQuerySchema>;
}

/**
 * The pitching room's list, newest published first, keyset paged: open pitches for a verified client
 * (filters: words, format, a budget the client can meet, the filmmaker's craft, saved only); every pitch
 * for an admin, who may filter by status. Anyone else: 403.
 */
export async function listPitches({ db, viewer, query }: ListPitchesOptions): Promise<PitchList> {
  const clientId = viewer.admin ? null : requireVerifiedClient(viewer).id;
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  const match = prefixQuery(query.q ?? '');
  // Drafts were never published: they sort by creation, after everything published.
  const at = sql<string>`coalesce(${pitches.publishedAt}, ${pitches.createdAt})`;
  const status = viewer.admin ? query.status : 'open';
  const rows = await db
    .select({ row: pitches, at: sql<string>`${at}::text` })
    .from(pitches)
    .where(
      and(
        status ? eq(pitches.status, status) : undefined,
        query.format ? eq(pitches.format, query.format) : undefined,
        query.budget_max_minor !== undefined
          ? sql`${pitches.budgetMinMinor} <= ${query.budget_max_minor}`
          : undefined,
        match ? sql`${pitches.search} @@ ${match}` : undefined,
        query.craft
          ? sql`exists (select 1 from ${filmmakers} where ${filmmakers.id} = ${pitches.filmmakerId} and ${query.craft} = any(${filmmakers.crafts}))`
          : undefined,
        query.saved && clientId
          ? sql`exists (select 1 from ${savedPitches} where ${savedPitches.pitchId} = ${pitches.id} and ${savedPitches.clientId} = ${clientId})`
          : undefined,
        after ? sql`(${at}, ${pitches.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(at), desc(pitches.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await toPitches(
      db,
      page.map(({ row }) => row),
      clientId,
    ),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.row.id]) : null,
  };
}

/** Every word as a prefix, folded like the column (letters and digits only, so safe in to_tsquery). */
function prefixQuery(text: string): SQL | undefined {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  return sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
}
