import { countryName } from '@reelhire/shared/countries';
import { AVAILABILITY_LABELS, type Availability } from '@reelhire/shared/filmmaker-profile-steps';

export const initials = (talent: { first_name: string; last_name: string }) =>
  `${talent.first_name.charAt(0)}${talent.last_name.charAt(0)}`.toUpperCase() || '?';

export const location = (talent: { city: string | null; country: string | null }) =>
  [talent.city, talent.country ? countryName(talent.country) : null].filter(Boolean).join(', ') || null;

/** "Available", or "Not available until 1 Mar 2027" when the filmmaker gave a date. */
export function availabilityText(talent: {
  availability: Availability;
  available_from: string | null;
}): string {
  const label = AVAILABILITY_LABELS[talent.availability];
  if (talent.availability === 'available' || !talent.available_from) return label;
  const date = new Date(`${talent.available_from}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return label;
  const day = date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${label} until ${day}`;
}

export const availabilityVariant = (availability: Availability) =>
  availability === 'available' ? 'success' : availability === 'limited' ? 'warning' : 'neutral';
