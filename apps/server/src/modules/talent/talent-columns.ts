import type { Talent } from '@reelhire/shared/talent';
import { filmmakers } from '../../db/schema/profiles.ts';

/** The public columns of a filmmaker profile: what a visitor may see. */
export const talentColumns = {
  id: filmmakers.id,
  username: filmmakers.username,
  firstName: filmmakers.firstName,
  lastName: filmmakers.lastName,
  headline: filmmakers.headline,
  bio: filmmakers.bio,
  city: filmmakers.city,
  country: filmmakers.country,
  crafts: filmmakers.crafts,
  yearsExperience: filmmakers.yearsExperience,
  dayRateMinor: filmmakers.dayRateMinor,
  currency: filmmakers.currency,
  verified: filmmakers.verified,
};

type TalentRow = { [K in keyof typeof talentColumns]: (typeof talentColumns)[K]['_']['data'] | null };

export function toTalent(row: TalentRow): Talent {
  return {
    id: row.id!,
    username: row.username,
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    headline: row.headline,
    bio: row.bio,
    city: row.city,
    country: row.country,
    crafts: row.crafts ?? [],
    years_experience: row.yearsExperience,
    day_rate_minor: row.dayRateMinor,
    currency: row.currency ?? 'GBP',
    verified: row.verified ?? false,
  };
}
