import { CLAIM_TEXTS, type ClaimDraftLink } from '@reelhire/shared/claims';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { claimLinks } from '../../db/schema/hiring.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { newClaimToken } from './claim-token.ts';
import { claimLinkExpiry } from './create-draft.ts';
import { claimUrl, selectDrafts, serializeDraft } from './serialize-draft.ts';

export interface RenewDraftLinkOptions {
  db: Db;
  draftId: string;
  publicUrl: string;
}

/**
 * A new link for an unclaimed draft, valid for the full period again. The new hash replaces the old one,
 * so the link sent before stops working (it then reads as unknown). A claimed draft keeps its history.
 */
export async function renewDraftLink({
  db,
  draftId,
  publicUrl,
}: RenewDraftLinkOptions): Promise<ClaimDraftLink> {
  const { token, tokenHash } = newClaimToken();
  const [renewed] = await db
    .update(claimLinks)
    .set({ tokenHash, expiresAt: claimLinkExpiry })
    .where(and(eq(claimLinks.id, draftId), isNull(claimLinks.claimedAt)))
    .returning({ id: claimLinks.id });
  if (!renewed) {
    const [existing] = await db
      .select({ id: claimLinks.id })
      .from(claimLinks)
      .where(eq(claimLinks.id, draftId));
    if (!existing) throw notFound('No such draft');
    throw new HttpError(409, CLAIM_TEXTS.renewClaimed, undefined, { status: 'claimed' });
  }
  const [row] = await selectDrafts(db).where(eq(claimLinks.id, draftId));
  return { draft: serializeDraft(row!), claim_url: claimUrl(publicUrl, token) };
}
