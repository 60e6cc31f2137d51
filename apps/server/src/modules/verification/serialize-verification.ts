import type {
  AdminVerification,
  VerificationDocument,
  VerificationEvent,
  VerificationSubmission,
} from '@reelhire/shared/verification';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { files } from '../../db/schema/files.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { identityVerificationEvents, identityVerifications } from '../../db/schema/verification.ts';
import { HttpError } from '../../http/errors.ts';
import { displayName } from './verification-role.ts';

export type VerificationRow = typeof identityVerifications.$inferSelect;

/** An event whose actor's account was deleted since (its id was set null) still says something. */
const DELETED_ACCOUNT = 'Deleted account';

/**
 * Submissions as the API answers them, with their documents and history, in a few queries whatever the
 * number of rows. Documents carry their file id with `url: null`: the routes sign the links for the
 * response being sent (short-lived, and only to the owner or an admin, who alone get these answers).
 */
export async function describeVerifications(
  db: Db,
  rows: readonly VerificationRow[],
): Promise<VerificationSubmission[]> {
  if (rows.length === 0) return [];
  const fileIds = rows.flatMap((row) =>
    [row.identityDocumentFileId, row.selfieFileId, row.businessDocumentFileId].filter(
      (id): id is string => id !== null,
    ),
  );
  const reviewerIds = rows.flatMap((row) => (row.reviewedBy ? [row.reviewedBy] : []));
  const [fileRows, eventRows, reviewers] = await Promise.all([
    db
      .select({ id: files.id, mimeType: files.mimeType, originalName: files.originalName })
      .from(files)
      .where(inArray(files.id, [...new Set(fileIds)])),
    db
      .select({
        event: identityVerificationEvents,
        actor: { email: users.email, userMetadata: users.userMetadata },
      })
      .from(identityVerificationEvents)
      .leftJoin(users, eq(users.id, identityVerificationEvents.actorId))
      .where(
        inArray(
          identityVerificationEvents.verificationId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(identityVerificationEvents.createdAt), asc(identityVerificationEvents.id)),
    reviewerIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id, email: users.email, userMetadata: users.userMetadata })
          .from(users)
          .where(inArray(users.id, [...new Set(reviewerIds)])),
  ]);

  const fileById = new Map(fileRows.map((file) => [file.id, file]));
  const document = (fileId: string): VerificationDocument => {
    const file = fileById.get(fileId);
    return {
      file_id: fileId,
      url: null,
      mime_type: file?.mimeType ?? 'application/octet-stream',
      original_name: file?.originalName ?? '',
    };
  };
  const reviewerName = new Map(reviewers.map((reviewer) => [reviewer.id, displayName(reviewer)]));
  const eventsOf = new Map<string, VerificationEvent[]>();
  for (const { event, actor } of eventRows) {
    const list = eventsOf.get(event.verificationId) ?? [];
    list.push({
      action: event.action,
      actor_id: event.actorId ?? '',
      actor_name: actor ? displayName(actor) : DELETED_ACCOUNT,
      reason: event.reason,
      created_at: event.createdAt.toISOString(),
    });
    eventsOf.set(event.verificationId, list);
  }

  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    role: row.role,
    status: row.status,
    document_type: row.documentType,
    identity_document: document(row.identityDocumentFileId),
    selfie: document(row.selfieFileId),
    business_document: row.businessDocumentFileId ? document(row.businessDocumentFileId) : null,
    rejection_reason: row.rejectionReason,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewed_by_name: row.reviewedBy ? (reviewerName.get(row.reviewedBy) ?? DELETED_ACCOUNT) : null,
    events: eventsOf.get(row.id) ?? [],
  }));
}

/** Submissions as the admin queue shows them: who sent them and the profile they are for. */
export async function describeAdminVerifications(
  db: Db,
  rows: readonly VerificationRow[],
): Promise<AdminVerification[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [submissions, senders, filmmakerRows, clientRows] = await Promise.all([
    describeVerifications(db, rows),
    db
      .select({ id: users.id, email: users.email, userMetadata: users.userMetadata })
      .from(users)
      .where(inArray(users.id, userIds)),
    db
      .select({ userId: filmmakers.userId, first: filmmakers.firstName, last: filmmakers.lastName })
      .from(filmmakers)
      .where(inArray(filmmakers.userId, userIds)),
    db
      .select({ userId: clients.userId, name: clients.companyName, kind: clients.clientKind })
      .from(clients)
      .where(inArray(clients.userId, userIds)),
  ]);
  const senderById = new Map(senders.map((sender) => [sender.id, sender]));
  const filmmakerName = new Map(filmmakerRows.map((row) => [row.userId, `${row.first} ${row.last}`.trim()]));
  const clientById = new Map(clientRows.map((row) => [row.userId, row]));
  return submissions.map((submission) => {
    const sender = senderById.get(submission.user_id);
    const userName = sender ? displayName(sender) : DELETED_ACCOUNT;
    const client = submission.role === 'client' ? clientById.get(submission.user_id) : undefined;
    const profileName =
      submission.role === 'filmmaker' ? filmmakerName.get(submission.user_id) : client?.name.trim();
    return {
      ...submission,
      user_email: sender?.email ?? '',
      user_name: userName,
      profile_name: profileName || userName,
      client_kind: client?.kind ?? null,
    };
  });
}

/** What the audit log keeps of a submission before and after an admin's decision (decision 0064). */
export function auditedVerification(row: VerificationRow) {
  return {
    user_id: row.userId,
    role: row.role,
    status: row.status,
    rejection_reason: row.rejectionReason,
  };
}

export const verificationNotFound = () => new HttpError(404, 'Verification not found');

/**
 * One submission by id, or 404. With `forUpdate` (inside a transaction) the row stays locked until the
 * commit, so two admins reviewing it at once take turns and the second sees the first one's decision.
 */
export async function findVerification(
  db: Db,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<VerificationRow> {
  const query = db.select().from(identityVerifications).where(eq(identityVerifications.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw verificationNotFound();
  return row;
}
