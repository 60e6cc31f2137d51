import type { Talent } from '@reelhire/shared/talent';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import { loadFilmmakerPortfolio, toVideo, toWorkLink } from '../profiles/filmmaker-portfolio.ts';
import { fileRef } from '../profiles/profile-file-links.ts';
import { PORTFOLIO_REVIEWS_SHOWN } from '@reelhire/shared/reviews';
import { latestReviewsOf } from '../reviews/latest-reviews.ts';
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
  const summary = toTalentSummary(row);
  return {
    ...summary,
    equipment: row.equipment,
    travel_radius_km: row.travelRadiusKm,
    showreel: row.showreel ? toVideo(row.showreel) : null,
    work_links: row.workLinks.map(toWorkLink),
    portfolio_images: portfolio.portfolioImageIds.map((id) => fileRef(id)),
    service_images: portfolio.serviceImageIds.map((id) => fileRef(id)),
    credits: portfolio.credits,
    // Clients' visible reviews only (decision 0060): sealed ones stay hidden until both sides wrote.
    reviews: {
      rating: { average: summary.rating_average, count: summary.review_count },
      latest: await latestReviewsOf(db, row.id, PORTFOLIO_REVIEWS_SHOWN),
    },
  };
}
