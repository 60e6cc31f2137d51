import type { MyVerification, VerificationRole } from '@reelhire/shared/verification';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { identityVerifications } from '../../db/schema/verification.ts';
import { describeVerifications } from './serialize-verification.ts';
import { assertRole, findRoleRecord, needsBusinessDocument } from './verification-role.ts';

export interface GetMyVerificationOptions {
  db: Db;
  user: User;
  role: VerificationRole;
}

/**
 * Where the caller stands for one role: the record's `verified` flag (what the access guard reads) and
 * the latest submission, whose status is the state ('none' before the first). An account verified
 * without a submission (the demo's, or one verified before this feature) is `verified` with state 'none'.
 */
export async function getMyVerification({
  db,
  user,
  role,
}: GetMyVerificationOptions): Promise<MyVerification> {
  assertRole(user, role);
  const [record, [latest]] = await Promise.all([
    findRoleRecord(db, user.id, role),
    db
      .select()
      .from(identityVerifications)
      .where(and(eq(identityVerifications.userId, user.id), eq(identityVerifications.role, role)))
      .orderBy(desc(identityVerifications.submittedAt), desc(identityVerifications.id))
      .limit(1),
  ]);
  const [described] = latest ? await describeVerifications(db, [latest]) : [];
  return {
    role,
    state: latest?.status ?? 'none',
    verified: record?.verified ?? false,
    business_document_required: needsBusinessDocument(role, record),
    latest: described ?? null,
  };
}
