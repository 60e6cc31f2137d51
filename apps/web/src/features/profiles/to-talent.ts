import type { FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import type { Talent } from '@reelhire/shared/talent';

/** The filmmaker's own profile as the public portfolio page receives it, for the setup preview. */
export function toTalent(profile: FilmmakerProfile): Talent {
  return {
    id: profile.id ?? '',
    username: profile.username,
    first_name: profile.first_name,
    last_name: profile.last_name,
    avatar: profile.avatar,
    headline: profile.headline,
    bio: profile.bio,
    city: profile.city,
    country: profile.country,
    crafts: [profile.primary_craft, ...profile.secondary_crafts].filter((craft): craft is string =>
      Boolean(craft),
    ),
    years_experience: profile.years_experience,
    day_rate_minor: profile.day_rate_minor,
    half_day_rate_minor: profile.half_day_rate_minor,
    currency: profile.currency,
    languages: profile.languages,
    availability: profile.availability,
    available_from: profile.available_from,
    verified: profile.verified,
    rating_average: null,
    review_count: 0,
    // The setup preview shows the profile, not reviews, which the portfolio page reads from the server.
    reviews: { rating: { average: null, count: 0 }, latest: [] },
    equipment: profile.equipment,
    travel_radius_km: profile.travel_radius_km,
    showreel: profile.showreel,
    work_links: profile.work_links,
    portfolio_images: profile.portfolio_images,
    service_images: profile.service_images,
    credits: profile.credits,
  };
}
