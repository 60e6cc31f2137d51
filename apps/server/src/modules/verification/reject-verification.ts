import type { AdminVerification } from '@reelhire/shared/verification';
import { VERIFICATION_TEXTS } from '@reelhire/shared/verification';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identityVerificationEvents, identityVerifications } from '../../db/schema/verification.ts';
import { HttpError } from '../../http/errors.ts';
import {
  describeAdminVerifications,
  findVerification,
  auditedVerification,
} from './serialize-verification.ts';
import { writeAuditEntry } from '../audit/write-audit-entry.ts';

export interface RejectVerificationOptions {
  db: Db;
  /** The admin rejecting. */
  adminId: string;
  id: string;
  /** Already trimmed and checked by the shared schema; shown to the user as it is. */
  reason: string;
  now?: Date;
}

/**
 * An admin rejects a pending submission with a reason the user can act on; the user may then send new
 * documents (a new submission). Repeating the same rejection answers it unchanged (a retried request);
 * anything else on a reviewed submission is 409, since decisions are not rewritten.
 */
export async function rejectVerification({
  db,
  adminId,
  id,
  reason,
  now = new Date(),
}: RejectVerificationOptions): Promise<AdminVerification> {
  const row = await db.transaction(async (tx) => {
    const current = await findVerification(tx, id, { forUpdate: true });
    if (current.status === 'rejected' && current.rejectionReason === reason) return current;
    if (current.status !== 'pending') throw new HttpError(409, VERIFICATION_TEXTS.notPending);

    const [updated] = await tx
      .update(identityVerifications)
      .set({ status: 'rejected', rejectionReason: reason, reviewedAt: now, reviewedBy: adminId })
      .where(eq(identityVerifications.id, id))
      .returning();
    await tx
      .insert(identityVerificationEvents)
      .values({ verificationId: id, action: 'rejected', actorId: adminId, reason, createdAt: now });
    await writeAuditEntry({
      tx,
      actorUserId: adminId,
      action: 'verification.reject',
      recordType: 'verification',
      recordId: id,
      before: auditedVerification(current),
      after: auditedVerification(updated!),
      now,
    });
    return updated!;
  });
  const [described] = await describeAdminVerifications(db, [row]);
  return described!;
}
