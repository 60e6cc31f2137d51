import type { TalentList, TalentListQuery } from '@reelhire/shared/talent';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { talentColumns, toTalent } from './talent-columns.ts';

export interface ListTalentOptions {
  db: Db;
  query: TalentListQuery;
}

/** Filmmakers whose profile is set up, verified first, then the most experienced. */
export async function listTalent({ db, query }: ListTalentOptions): Promise<TalentList> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(talentColumns)
      .from(filmmakers)
      .where(eq(filmmakers.setup, true))
      .orderBy(desc(filmmakers.verified), sql`${filmmakers.yearsExperience} desc nulls last`, filmmakers.id)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(filmmakers)
      .where(eq(filmmakers.setup, true)),
  ]);
  return { items: rows.map(toTalent), total: counted?.total ?? 0 };
}
