import type { Talent } from '@reelhire/shared/talent';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import { talentColumns, toTalent } from './talent-columns.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface GetTalentOptions {
  db: Db;
  /** A username (`/portfolio/{username}`) or a profile id (`/talent/portfolio/{id}`). */
  key: string;
}

/** One set-up filmmaker profile; profiles still in setup are not public. */
export async function getTalent({ db, key }: GetTalentOptions): Promise<Talent> {
  const byKey = UUID.test(key)
    ? or(eq(filmmakers.id, key), eq(filmmakers.username, key.toLowerCase()))
    : eq(filmmakers.username, key.toLowerCase());
  const [row] = await db
    .select(talentColumns)
    .from(filmmakers)
    .where(and(byKey, eq(filmmakers.setup, true)))
    .limit(1);
  if (!row) throw notFound('No filmmaker with that profile');
  return toTalent(row);
}
