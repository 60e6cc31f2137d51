import { z } from 'zod';
import { profileGapSchema, type ProfileGap } from './profile-gaps.ts';
import { type ClientProfile } from './client-profile.ts';
import { type FilmmakerProfile } from './filmmaker-profile.ts';
import { VERIFICATION_STATUSES, type VerificationState } from './verification.ts';

// The dashboard home pages (issue 4): how complete each of the user's profiles is, where its identity
// verification stands, and the one thing to do next. The server measures (GET /api/rest/v1/dashboard/me);
// the rules live here so that they are tested once and read the same everywhere.

/** A field that is not required to go live but makes a profile more likely to be hired. */
export interface ProfileSuggestion {
  step: ProfileGap['step'];
  field: string;
  message: string;
}

/** Enough images for a gallery row on the public page. */
export const PORTFOLIO_IMAGES_SUGGESTED = 3;

function suggestions(
  checks: readonly (readonly [ok: unknown, step: ProfileGap['step'], field: string, message: string])[],
): ProfileSuggestion[] {
  return checks.filter(([ok]) => !ok).map(([, step, field, message]) => ({ step, field, message }));
}

/** What would make a filmmaker's page better, beyond what submitting requires. */
export function filmmakerSuggestions(profile: FilmmakerProfile): ProfileSuggestion[] {
  return suggestions([
    [profile.avatar, 'basic', 'avatar', 'Add a profile photo'],
    [profile.bio, 'basic', 'bio', 'Write a short bio'],
    [profile.showreel, 'portfolio', 'showreel', 'Add your showreel'],
    [
      profile.portfolio_images.length >= PORTFOLIO_IMAGES_SUGGESTED,
      'portfolio',
      'portfolio_images',
      `Show at least ${PORTFOLIO_IMAGES_SUGGESTED} portfolio images`,
    ],
    [profile.credits.length > 0, 'portfolio', 'credits', 'List your credits'],
    [profile.half_day_rate_minor !== null, 'professional', 'half_day_rate_minor', 'Set a half-day rate'],
    [profile.equipment.length > 0, 'professional', 'equipment', 'List your kit'],
    [profile.languages.length > 0, 'professional', 'languages', 'Add the languages you work in'],
    [profile.travel_radius_km !== null, 'professional', 'travel_radius_km', 'Say how far you travel'],
  ]);
}

/** What would make a client's profile more trustworthy to filmmakers. */
export function clientSuggestions(profile: ClientProfile): ProfileSuggestion[] {
  return suggestions([
    [profile.logo, 'basic', 'logo', 'Add your logo'],
    [profile.about, 'basic', 'about', 'Tell filmmakers about your work'],
    [profile.website, 'basic', 'website', 'Add your website'],
  ]);
}

/**
 * Completeness in percent: every required field and every suggestion counts once. A profile that can be
 * submitted is at least as far as its required fields, so missing only extras never reads as "0%".
 */
export function completenessPercent(missing: number, suggested: number, total: number): number {
  if (total <= 0) return 100;
  return Math.round((100 * (total - missing - suggested)) / total);
}

/** How many things the percentage counts: the required fields plus the suggestions. */
export const FILMMAKER_COMPLETENESS_ITEMS = 10 + 9;
export const CLIENT_COMPLETENESS_ITEMS = 5 + 3;

export const dashboardRoleSchema = z.object({
  setup: z.boolean(),
  verified: z.boolean(),
  completeness: z.number().int().min(0).max(100),
  /** What submitting still needs (empty once the profile could go live). */
  missing: z.array(profileGapSchema),
  suggestions: z.array(profileGapSchema),
  verification_state: z.enum([...VERIFICATION_STATUSES, 'none']),
  rejection_reason: z.string().nullable(),
  /** The public page (filmmakers with a username), or null. */
  public_path: z.string().nullable(),
  /** The name the profile shows: the filmmaker's name or the company's. */
  display_name: z.string(),
});
export type DashboardRole = z.infer<typeof dashboardRoleSchema>;

/** `GET /api/rest/v1/dashboard/me`: one entry per role the account has. */
export const dashboardSummarySchema = z.object({
  filmmaker: dashboardRoleSchema.nullable(),
  client: dashboardRoleSchema.nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export type DashboardRoleName = 'filmmaker' | 'client';

export interface NextStep {
  title: string;
  description: string;
  action: string;
  href: string;
}

const SETUP_STEP_PATH = {
  filmmaker: (step: ProfileGap['step']) => `/filmmaker/profile-setup/${step}`,
  client: () => '/client/profile-setup/basic',
} as const;

/**
 * The one thing to do next, in order: finish the profile, send documents (again after a rejection), wait
 * for the review; null once the profile is live and verified. Suggestions for a better page are listed
 * beside it, not made the next step: the access guard keeps set-up accounts off the setup pages.
 */
export function nextStep(role: DashboardRoleName, summary: DashboardRole): NextStep | null {
  const previewPath = `/${role}/profile-setup/preview`;
  const verifyPath = `/${role}/verify-identity`;
  if (!summary.setup) {
    const gap = summary.missing[0];
    return gap
      ? {
          title: 'Finish your profile',
          description: `${gap.message} to continue setting up your profile.`,
          action: 'Continue setup',
          href: SETUP_STEP_PATH[role](gap.step),
        }
      : {
          title: 'Submit your profile',
          description: 'Everything needed is filled in. Check the preview and submit it.',
          action: 'Review and submit',
          href: previewPath,
        };
  }
  if (!summary.verified) {
    const state: VerificationState = summary.verification_state;
    if (state === 'pending') {
      return {
        title: 'Your documents are being reviewed',
        description: 'Our team is checking them; we will email you as soon as they are reviewed.',
        action: 'See status',
        href: verifyPath,
      };
    }
    if (state === 'rejected') {
      return {
        title: 'Send your documents again',
        description: summary.rejection_reason
          ? `They were not accepted: ${summary.rejection_reason}`
          : 'Your documents were not accepted. Please send them again.',
        action: 'Verify your identity',
        href: verifyPath,
      };
    }
    return {
      title: 'Verify your identity',
      description:
        role === 'filmmaker'
          ? 'Verified filmmakers carry a badge and can apply to jobs and take bookings.'
          : 'Verified clients can post projects, book filmmakers and pay them.',
      action: 'Verify your identity',
      href: verifyPath,
    };
  }
  return null;
}
