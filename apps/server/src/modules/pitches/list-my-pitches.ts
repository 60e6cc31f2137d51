import type { PitchList } from '@reelhire/shared/pitches';
import type { pageQuerySchema } from '@reelhire/shared/hiring-fields';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pitches } from '../../db/schema/pitches.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { toPitches } from './pitch-record.ts';

/** A filmmaker's own pitches in every state, most recently changed first, keyset paged. */
export async function listMyPitches({
  db,
  filmmakerId,
  query,
}: {
  db: Db;
  filmmakerId: string;
  query: z.output<typeof pageQuerySchema>;
}): Promise<PitchList> {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  const rows = await db
    .select({ row: pitches, at: sql<string>`${pitches.updatedAt}::text` })
    .from(pitches)
    .where(
      and(
        eq(pitches.filmmakerId, filmmakerId),
        after
          ? sql`(${pitches.updatedAt}, ${pitches.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(pitches.updatedAt), desc(pitches.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await toPitches(
      db,
      page.map(({ row }) => row),
      null,
    ),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.row.id]) : null,
  };
}
