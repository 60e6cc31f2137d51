import type { Talent } from '@reelhire/shared/talent';

export const initials = (talent: Talent) =>
  `${talent.first_name.charAt(0)}${talent.last_name.charAt(0)}`.toUpperCase() || '?';

export const location = (talent: Talent) => [talent.city, talent.country].filter(Boolean).join(', ') || null;

export const titleCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
