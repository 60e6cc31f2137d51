import type { TalentSummary } from '@reelhire/shared/talent';
import { filmmakers } from '../../db/schema/profiles.ts';
import { fileRef } from '../profiles/profile-file-links.ts';

/** The public columns of a filmmaker profile shown in the directory: what a visitor may see. */
export const talentSummaryColumns = {
  id: filmmakers.id,
  username: filmmakers.username,
  firstName: filmmakers.firstName,
  lastName: filmmakers.lastName,
  avatarFileId: filmmakers.avatarFileId,
  headline: filmmakers.headline,
  bio: filmmakers.bio,
  city: filmmakers.city,
  country: filmmakers.country,
  crafts: filmmakers.crafts,
  yearsExperience: filmmakers.yearsExperience,
  dayRateMinor: filmmakers.dayRateMinor,
  halfDayRateMinor: filmmakers.halfDayRateMinor,
  currency: filmmakers.currency,
  languages: filmmakers.languages,
  availability: filmmakers.availability,
  availableFrom: filmmakers.availableFrom,
  verified: filmmakers.verified,
  ratingHundredths: filmmakers.ratingHundredths,
  reviewCount: filmmakers.reviewCount,
};

/** The rest of the public portfolio page. */
export const talentPageColumns = {
  ...talentSummaryColumns,
  equipment: filmmakers.equipment,
  travelRadiusKm: filmmakers.travelRadiusKm,
  showreel: filmmakers.showreel,
  workLinks: filmmakers.workLinks,
};

type Columns = typeof talentSummaryColumns;
/** A selected row of those columns, as drizzle types it (nullable columns may be null). */
type SummaryRow = {
  [K in keyof Columns]: Columns[K]['_']['notNull'] extends true
    ? Columns[K]['_']['data']
    : Columns[K]['_']['data'] | null;
};

export function toTalentSummary(row: SummaryRow): TalentSummary {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar: row.avatarFileId ? fileRef(row.avatarFileId) : null,
    headline: row.headline,
    bio: row.bio,
    city: row.city,
    country: row.country,
    crafts: row.crafts,
    years_experience: row.yearsExperience,
    day_rate_minor: row.dayRateMinor,
    half_day_rate_minor: row.halfDayRateMinor,
    currency: row.currency,
    languages: row.languages,
    availability: row.availability,
    available_from: row.availableFrom,
    verified: row.verified,
    rating_average: row.ratingHundredths === null ? null : row.ratingHundredths / 100,
    review_count: row.reviewCount,
  };
}
