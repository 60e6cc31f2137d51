import type { FilmmakerProfessional } from '@reelhire/shared/filmmaker-profile-steps';
import type { FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { saveFilmmakerDraft } from './save-filmmaker-draft.ts';

export interface SaveFilmmakerProfessionalOptions {
  db: Db;
  user: User;
  /** Parsed with the shared filmmakerProfessionalSchema. */
  input: FilmmakerProfessional;
}

/** Setup step 2: crafts, experience, rates, kit, languages, travel and availability. */
export async function saveFilmmakerProfessional({
  db,
  user,
  input,
}: SaveFilmmakerProfessionalOptions): Promise<FilmmakerProfile> {
  return saveFilmmakerDraft({
    db,
    user,
    values: {
      // One column, main craft first: the directory's craft filter and search read a single array.
      crafts: input.primary_craft ? [input.primary_craft, ...input.secondary_crafts] : [],
      yearsExperience: input.years_experience,
      dayRateMinor: input.day_rate_minor,
      halfDayRateMinor: input.half_day_rate_minor,
      currency: input.currency,
      equipment: input.equipment,
      languages: input.languages,
      travelRadiusKm: input.travel_radius_km,
      availability: input.availability,
      availableFrom: input.available_from,
    },
  });
}
