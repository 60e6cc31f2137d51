import { filmmakerProfileGaps } from './profile-gaps.ts';
import { type FilmmakerProfile } from './filmmaker-profile.ts';

/** Whose profile it is, and the names given at sign-up. */
export type FilmmakerOwner = Pick<FilmmakerProfile, 'user_id' | 'first_name' | 'last_name'>;

/**
 * A filmmaker's profile before its first save: an empty draft that starts from the sign-up names, with
 * what submitting still needs. The one definition the server answers and the web's tests build on.
 */
export function emptyFilmmakerProfile(owner: FilmmakerOwner): FilmmakerProfile {
  const draft: Omit<FilmmakerProfile, 'missing'> = {
    id: null,
    user_id: owner.user_id,
    username: null,
    first_name: owner.first_name,
    last_name: owner.last_name,
    avatar: null,
    headline: null,
    city: null,
    country: null,
    bio: null,
    primary_craft: null,
    secondary_crafts: [],
    years_experience: null,
    day_rate_minor: null,
    half_day_rate_minor: null,
    currency: 'GBP',
    equipment: [],
    languages: [],
    travel_radius_km: null,
    availability: 'available',
    available_from: null,
    showreel: null,
    work_links: [],
    portfolio_images: [],
    service_images: [],
    credits: [],
    verified: false,
    setup: false,
    updated_at: null,
  };
  return { ...draft, missing: filmmakerProfileGaps(draft) };
}
