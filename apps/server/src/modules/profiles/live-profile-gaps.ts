import type { ProfileGap } from '@reelhire/shared/profile-gaps';
import { HttpError } from '../../http/errors.ts';

/** The 400 answer's text when an edit would take a required field away from a live profile. */
export function liveProfileGapsMessage(gaps: ProfileGap[]): string {
  return `Your profile is live and needs these, so nothing was saved: ${gaps
    .map((gap) => gap.message.toLowerCase())
    .join('; ')}`;
}

/**
 * A live profile (setup true) is public: an edit that would leave it without what publishing needs is
 * refused whole, inside the save's transaction, so nothing of it is kept.
 */
export function refuseGapsInLiveProfile(missing: ProfileGap[]): void {
  if (missing.length > 0) throw new HttpError(400, liveProfileGapsMessage(missing), { missing });
}
