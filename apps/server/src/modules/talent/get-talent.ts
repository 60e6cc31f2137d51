import type { Talent } from '@reelhire/shared/talent';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import { loadFilmmakerPortfolio, toVideo, toWorkLink } from '../profiles/filmmaker-portfolio.ts';
import { fileRef } from '../profiles/profile-file-links.ts';
import { talentPageColumns, toTalentSummary } from './talent-columns.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface GetTalentOptions {
  db: Db;
  /** A username (`/portfolio/{username}`) or a profile id (`/talent/portfolio/{id}`). */
  key: string;
}

/** One set-up filmmaker's public page; profiles still in setup are not public. */
export async function getTalent({ db, key }: GetTalentOptions): Promise<Talent> {
  const byKey = UUID.test(key)
    ? or(eq(filmmakers.id, key), eq(filmmakers.username, key.toLowerCase()))
    : eq(filmmakers.username, key.toLowerCase());
  const [row] = await db
    .select(talentPageColumns)
    .from(filmmakers)
    .where(and(byKey, eq(filmmakers.setup, true)))
    .limit(1);
  if (!row) throw notFound('No filmmaker with that profile');

  const portfolio = await loadFilmmakerPortfolio({ db, filmmakerId: row.id });
  return {
    ...toTalentSummary(row),
    equipment: row.equipment,
    travel_radius_km: row.travelRadiusKm,
    showreel: row.showreel ? toVideo(row.showreel) : null,
    work_links: row.workLinks.map(toWorkLink),
    portfolio_images: portfolio.portfolioImageIds.map((id) => fileRef(id)),
    service_images: portfolio.serviceImageIds.map((id) => fileRef(id)),
    credits: portfolio.credits,
  };
}
