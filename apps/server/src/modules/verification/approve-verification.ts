import type { AdminVerification, VerificationRole } from '@reelhire/shared/verification';
import { VERIFICATION_TEXTS } from '@reelhire/shared/verification';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/auth.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { identityVerificationEvents, identityVerifications } from '../../db/schema/verification.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { HttpError } from '../../http/errors.ts';
import { signUpNames } from '../profiles/profile-access.ts';
import { writeAuditEntry } from '../audit/write-audit-entry.ts';
import {
  auditedVerification,
  describeAdminVerifications,
  findVerification,
} from './serialize-verification.ts';
import { findRoleRecord } from './verification-role.ts';

export interface ApproveVerificationOptions {
  db: Db;
  /** The admin approving. */
  adminId: string;
  id: string;
  now?: Date;
}

/**
 * An admin approves a pending submission: the role's record becomes `verified`, the history gets an
 * 'approved' event and the user gets the 'account approved' email, all in one transaction. Approving
 * again answers the same submission and changes nothing (the email's idempotency key would also keep a
 * second one out); a rejected submission stays rejected (409), the user sends a new one.
 */
export async function approveVerification({
  db,
  adminId,
  id,
  now = new Date(),
}: ApproveVerificationOptions): Promise<AdminVerification> {
  const row = await db.transaction(async (tx) => {
    const current = await findVerification(tx, id, { forUpdate: true });
    if (current.status === 'approved') return current;
    if (current.status !== 'pending') throw new HttpError(409, VERIFICATION_TEXTS.notPending);

    const [updated] = await tx
      .update(identityVerifications)
      .set({ status: 'approved', reviewedAt: now, reviewedBy: adminId, rejectionReason: null })
      .where(eq(identityVerifications.id, id))
      .returning();
    await tx
      .insert(identityVerificationEvents)
      .values({ verificationId: id, action: 'approved', actorId: adminId, createdAt: now });

    const [user] = await tx.select().from(users).where(eq(users.id, current.userId));
    await markVerified(tx, user!, current.role, now);
    await writeAuditEntry({
      tx,
      actorUserId: adminId,
      action: 'verification.approve',
      recordType: 'verification',
      recordId: id,
      before: auditedVerification(current),
      after: auditedVerification(updated!),
      now,
    });
    await enqueueEmail({
      db: tx,
      emailType: 'account_approved',
      recipientEmail: user!.email,
      templateData: {
        firstName: signUpNames(user!).firstName || undefined,
        userType: await approvedUserType(tx, user!, current.role),
      },
      idempotencyKey: `account_approved:${id}`,
    });
    return updated!;
  });
  const [described] = await describeAdminVerifications(db, [row]);
  return described!;
}

/**
 * Sets the role's record `verified`. A user may verify before finishing the profile, so the record is
 * created when it does not exist yet (with the sign-up names, as the first setup step would).
 */
async function markVerified(db: Db, user: User, role: VerificationRole, now: Date) {
  if (role === 'filmmaker') {
    await db
      .insert(filmmakers)
      .values({ userId: user.id, ...signUpNames(user), verified: true })
      .onConflictDoUpdate({ target: filmmakers.userId, set: { verified: true, updatedAt: now } });
  } else {
    await db
      .insert(clients)
      .values({ userId: user.id, verified: true })
      .onConflictDoUpdate({ target: clients.userId, set: { verified: true, updatedAt: now } });
  }
}

/**
 * What the email speaks to: the role just verified (its dashboard, what it may now do), or 'both' once a
 * 'both' account has both roles verified.
 */
async function approvedUserType(db: Db, user: User, role: VerificationRole) {
  if (user.userMetadata.user_type !== 'both') return role;
  const other = await findRoleRecord(db, user.id, role === 'filmmaker' ? 'client' : 'filmmaker');
  return other?.verified ? 'both' : role;
}
