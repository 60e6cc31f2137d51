import { FILE_KIND_RULES, type FileKind } from '@reelhire/shared/file-kinds';
import {
  VERIFICATION_TEXTS,
  type submitVerificationSchema,
  type VerificationSubmission,
} from '@reelhire/shared/verification';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { files } from '../../db/schema/files.ts';
import { identityVerificationEvents, identityVerifications } from '../../db/schema/verification.ts';
import { HttpError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/query-error.ts';
import { describeVerifications } from './serialize-verification.ts';
import { assertRole, findRoleRecord, needsBusinessDocument } from './verification-role.ts';

export interface SubmitVerificationOptions {
  db: Db;
  user: User;
  input: z.output<typeof submitVerificationSchema>;
  now?: Date;
}

const alreadyPending = () => new HttpError(409, VERIFICATION_TEXTS.alreadyPending);

/**
 * The user sends their documents for one role. Everything is checked in the transaction that stores the
 * submission, so a refusal stores nothing. A second submit while one is pending answers 409, which also
 * makes a retried POST harmless; the partial unique index settles two that race past the check.
 */
export async function submitVerification({
  db,
  user,
  input,
  now = new Date(),
}: SubmitVerificationOptions): Promise<VerificationSubmission> {
  assertRole(user, input.role);
  let row;
  try {
    row = await db.transaction(async (tx) => {
      const record = await findRoleRecord(tx, user.id, input.role);
      if (record?.verified) throw new HttpError(409, VERIFICATION_TEXTS.alreadyVerified);
      const [pending] = await tx
        .select({ id: identityVerifications.id })
        .from(identityVerifications)
        .where(
          and(
            eq(identityVerifications.userId, user.id),
            eq(identityVerifications.role, input.role),
            eq(identityVerifications.status, 'pending'),
          ),
        );
      if (pending) throw alreadyPending();

      // An individual client or a filmmaker has no business document to send: one sent anyway is ignored.
      const businessRequired = needsBusinessDocument(input.role, record);
      const businessDocumentFileId = businessRequired ? input.business_document_file_id : null;
      const wanted: WantedFile[] = [
        {
          field: 'identity_document_file_id',
          id: input.identity_document_file_id,
          kind: 'identity_document',
        },
        { field: 'selfie_file_id', id: input.selfie_file_id, kind: 'selfie' },
        ...(businessDocumentFileId
          ? [
              {
                field: 'business_document_file_id',
                id: businessDocumentFileId,
                kind: 'business_document' as const,
              },
            ]
          : []),
      ];
      await assertOwnFiles(tx, user.id, wanted);
      if (businessRequired && !businessDocumentFileId) {
        throw fieldError('business_document_file_id', VERIFICATION_TEXTS.businessDocumentRequired);
      }

      const [inserted] = await tx
        .insert(identityVerifications)
        .values({
          userId: user.id,
          role: input.role,
          status: 'pending',
          documentType: input.document_type,
          identityDocumentFileId: input.identity_document_file_id,
          selfieFileId: input.selfie_file_id,
          businessDocumentFileId,
          submittedAt: now,
        })
        .returning();
      await tx
        .insert(identityVerificationEvents)
        .values({ verificationId: inserted!.id, action: 'submitted', actorId: user.id, createdAt: now });
      return inserted!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyPending();
    throw error;
  }
  const [described] = await describeVerifications(db, [row]);
  return described!;
}

interface WantedFile {
  field: string;
  id: string;
  kind: FileKind;
}

/** A 400 whose details name the field, as a failed body validation does, so a form can mark it. */
const fieldError = (field: string, message: string) =>
  new HttpError(400, message, [{ path: `/${field}`, message }]);

/**
 * Each file must be one of the caller's uploads, sent as the kind it is used for. Someone else's file and
 * a file that does not exist get the same answer, so a guessed id reveals nothing.
 */
async function assertOwnFiles(db: Db, userId: string, wanted: WantedFile[]) {
  const rows = await db
    .select({ id: files.id, ownerId: files.ownerId, kind: files.kind })
    .from(files)
    .where(inArray(files.id, [...new Set(wanted.map((file) => file.id))]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { field, id, kind } of wanted) {
    const file = byId.get(id);
    if (!file || file.ownerId !== userId) throw fieldError(field, VERIFICATION_TEXTS.notYourFile);
    if (file.kind !== kind)
      throw fieldError(field, VERIFICATION_TEXTS.wrongKind(FILE_KIND_RULES[kind].label));
  }
}
