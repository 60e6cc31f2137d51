import { CLAIM_TEXTS, type ClaimState } from '@reelhire/shared/claims';
import { HttpError } from '../../http/errors.ts';

/** Why a link cannot be used, as `{ error, state }` so the page can say which (claimRefusalSchema). */
export function claimRefused(reason: 'unknown' | 'expired' | 'claimed' | 'test'): HttpError {
  const status = { unknown: 404, expired: 410, claimed: 410, test: 409 }[reason];
  const state: ClaimState = reason === 'test' ? 'open' : reason;
  return new HttpError(status, CLAIM_TEXTS[reason], undefined, { state });
}

/** The state of a link row by the database's clock (claimed wins over expired: it was used in time). */
export function linkState(link: {
  claimedAt: Date | null;
  expired: boolean;
}): 'open' | 'expired' | 'claimed' {
  if (link.claimedAt) return 'claimed';
  return link.expired ? 'expired' : 'open';
}
