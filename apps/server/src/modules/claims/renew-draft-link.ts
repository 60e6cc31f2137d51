import { CLAIM_TEXTS, type ClaimDraftLink } from '@reelhire/shared/claims';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { claimLinks } from '../../db/schema/hiring.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/write-audit-entry.ts';
import { newClaimToken } from './claim-token.ts';
import { claimLinkExpiry } from './create-draft.ts';
import { claimUrl, selectDrafts, serializeDraft } from './serialize-draft.ts';

export interface RenewDraftLinkOptions {
  db: Db;
  /** The admin renewing, for the audit log (decision 0064). */
  adminUserId: string;
  draftId: string;
  publicUrl: string;
}

/**
 * A new link for an unclaimed draft, valid for the full period again. The new hash replaces the old one,
 * so the link sent before stops working (it then reads as unknown). A claimed draft keeps its history.
 */
export async function renewDraftLink({
  db,
  adminUserId,
  draftId,
  publicUrl,
}: RenewDraftLinkOptions): Promise<ClaimDraftLink> {
  const { token, tokenHash } = newClaimToken();
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: claimLinks.id, expiresAt: claimLinks.expiresAt })
      .from(claimLinks)
      .where(eq(claimLinks.id, draftId))
      .for('update');
    if (!existing) throw notFound('No such draft');
    const [renewed] = await tx
      .update(claimLinks)
      .set({ tokenHash, expiresAt: claimLinkExpiry })
      .where(and(eq(claimLinks.id, draftId), isNull(claimLinks.claimedAt)))
      .returning({ id: claimLinks.id, expiresAt: claimLinks.expiresAt });
    if (!renewed) throw new HttpError(409, CLAIM_TEXTS.renewClaimed, undefined, { status: 'claimed' });
    await writeAuditEntry({
      tx,
      actorUserId: adminUserId,
      action: 'draft.renew_link',
      recordType: 'draft',
      recordId: draftId,
      before: { expires_at: existing.expiresAt },
      after: { expires_at: renewed.expiresAt, previous_link_revoked: true },
    });
  });
  const [row] = await selectDrafts(db).where(eq(claimLinks.id, draftId));
  return { draft: serializeDraft(row!), claim_url: claimUrl(publicUrl, token) };
}
