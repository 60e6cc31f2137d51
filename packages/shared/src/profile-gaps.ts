import { z } from 'zod';
import type { ClientProfile } from './client-profile.ts';
import type { FilmmakerProfile } from './filmmaker-profile.ts';

// What a profile still needs before it can be submitted (issue 4): the completeness rules of the filmmaker's
// profile and the client's, shared by the setup pages and the server's submit endpoints. Why these fields:
// docs/decisions/0012-profile-fields.md.

/** Which step a missing field belongs to, so the setup pages can send the user back to it. */
export const profileGapSchema = z.object({
  step: z.enum(['basic', 'professional', 'portfolio']),
  field: z.string(),
  message: z.string(),
});
export type ProfileGap = z.infer<typeof profileGapSchema>;

type FilmmakerCompleteness = Pick<
  FilmmakerProfile,
  | 'first_name'
  | 'last_name'
  | 'username'
  | 'headline'
  | 'city'
  | 'country'
  | 'primary_craft'
  | 'years_experience'
  | 'day_rate_minor'
  | 'showreel'
  | 'work_links'
  | 'portfolio_images'
>;

/**
 * What a filmmaker profile still needs before it can be public: enough for a client to find the
 * filmmaker (name, craft, city), judge them (headline, experience, something to watch or look at) and
 * budget (day rate). Photo, bio, kit and the rest make a better page but do not block it.
 */
export function filmmakerProfileGaps(profile: FilmmakerCompleteness): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  const need = (ok: unknown, step: ProfileGap['step'], field: string, message: string) => {
    if (!ok) gaps.push({ step, field, message });
  };
  need(profile.first_name, 'basic', 'first_name', 'Add your first name');
  need(profile.last_name, 'basic', 'last_name', 'Add your last name');
  need(profile.username, 'basic', 'username', 'Choose a username');
  need(profile.headline, 'basic', 'headline', 'Write a headline');
  need(profile.city, 'basic', 'city', 'Add your city');
  need(profile.country, 'basic', 'country', 'Choose your country');
  need(profile.primary_craft, 'professional', 'primary_craft', 'Choose your main craft');
  need(profile.years_experience !== null, 'professional', 'years_experience', 'Add your years of experience');
  need(profile.day_rate_minor !== null, 'professional', 'day_rate_minor', 'Set your day rate');
  need(
    profile.showreel || profile.work_links.length > 0 || profile.portfolio_images.length > 0,
    'portfolio',
    'portfolio',
    'Add a showreel, a work link or a portfolio image',
  );
  return gaps;
}

/** What a client profile needs before it is set up: who they are, what they do and where. */
export function clientProfileGaps(
  profile: Pick<ClientProfile, 'client_kind' | 'industry' | 'city' | 'country'> & {
    company_name: string | null;
  },
): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  const need = (ok: unknown, field: string, message: string) => {
    if (!ok) gaps.push({ step: 'basic', field, message });
  };
  need(profile.company_name, 'company_name', 'Add your company name, or your own name');
  need(profile.client_kind, 'client_kind', 'Say whether you hire as a company or as an individual');
  need(profile.industry, 'industry', 'Choose your industry');
  need(profile.city, 'city', 'Add your city');
  need(profile.country, 'country', 'Choose your country');
  return gaps;
}

/** The 400 answer's text when a profile is submitted before it is complete. */
export function incompleteProfileMessage(gaps: ProfileGap[]): string {
  return `Your profile is not complete yet: ${gaps.map((gap) => gap.message.toLowerCase()).join('; ')}`;
}
