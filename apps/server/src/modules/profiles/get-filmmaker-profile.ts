import { emptyFilmmakerProfile } from '@reelhire/shared/empty-profiles';
import { filmmakerProfileGaps } from '@reelhire/shared/profile-gaps';
import { type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { assertFilmmakerAccount, signUpNames } from './profile-access.ts';
import { fileRef } from './profile-file-links.ts';
import { loadFilmmakerPortfolio, toVideo, toWorkLink } from './filmmaker-portfolio.ts';

// Everything but the search document, which only the directory's queries read.
const { search: _search, ...profileColumns } = getTableColumns(filmmakers);

export interface GetFilmmakerProfileOptions {
  db: Db;
  user: User;
}

/**
 * The signed-in filmmaker's own profile, drafts included, with what submitting still needs. Before the
 * first save it is an empty draft that starts from the names given at sign-up.
 */
export async function getFilmmakerProfile({
  db,
  user,
}: GetFilmmakerProfileOptions): Promise<FilmmakerProfile> {
  assertFilmmakerAccount(user);
  const [row] = await db.select(profileColumns).from(filmmakers).where(eq(filmmakers.userId, user.id));
  if (!row) {
    const names = signUpNames(user);
    return emptyFilmmakerProfile({
      user_id: user.id,
      first_name: names.firstName,
      last_name: names.lastName,
    });
  }

  const portfolio = await loadFilmmakerPortfolio({ db, filmmakerId: row.id });
  return withGaps({
    id: row.id,
    user_id: row.userId,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar: row.avatarFileId ? fileRef(row.avatarFileId) : null,
    headline: row.headline,
    city: row.city,
    country: row.country,
    bio: row.bio,
    primary_craft: row.crafts[0] ?? null,
    secondary_crafts: row.crafts.slice(1),
    years_experience: row.yearsExperience,
    day_rate_minor: row.dayRateMinor,
    half_day_rate_minor: row.halfDayRateMinor,
    currency: row.currency,
    equipment: row.equipment,
    languages: row.languages,
    travel_radius_km: row.travelRadiusKm,
    availability: row.availability,
    available_from: row.availableFrom,
    showreel: row.showreel ? toVideo(row.showreel) : null,
    work_links: row.workLinks.map(toWorkLink),
    portfolio_images: portfolio.portfolioImageIds.map((id) => fileRef(id)),
    service_images: portfolio.serviceImageIds.map((id) => fileRef(id)),
    credits: portfolio.credits,
    verified: row.verified,
    setup: row.setup,
    updated_at: row.updatedAt.toISOString(),
  });
}

function withGaps(profile: Omit<FilmmakerProfile, 'missing'>): FilmmakerProfile {
  return { ...profile, missing: filmmakerProfileGaps(profile) };
}
