// Test data for the verification pages' tests.
import type { FileKind } from '@reelhire/shared/file-kinds';
import type { FileRecord } from '@reelhire/shared/file-records';
import type {
  AdminVerification,
  MyVerification,
  VerificationDocument,
  VerificationSubmission,
} from '@reelhire/shared/verification';

let counter = 0;
/** A fresh v4-shaped uuid, as the server gives file ids. */
export function uuid(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export function fileRecord(kind: FileKind, file: File): FileRecord {
  const id = uuid();
  return {
    id,
    kind,
    visibility: 'private',
    mime_type: file.type,
    size_bytes: file.size,
    original_name: file.name,
    width: null,
    height: null,
    url: `/api/rest/v1/files/${id}/content?token=signed`,
    thumbnail_url: file.type.startsWith('image/') ? `/api/rest/v1/files/${id}/thumbnail?token=signed` : null,
    created_at: '2026-03-02T10:00:00.000Z',
  };
}

export function document(name: string, mime = 'image/jpeg'): VerificationDocument {
  const id = uuid();
  return { file_id: id, url: `https://files.test/${id}?token=first`, mime_type: mime, original_name: name };
}

export function submission(overrides: Partial<VerificationSubmission> = {}): VerificationSubmission {
  return {
    id: uuid(),
    user_id: 'user-1',
    role: 'filmmaker',
    status: 'pending',
    document_type: 'passport',
    identity_document: document('passport-scan.jpg'),
    selfie: document('selfie.jpg'),
    business_document: null,
    rejection_reason: null,
    submitted_at: '2026-03-02T10:15:00.000Z',
    reviewed_at: null,
    reviewed_by_name: null,
    events: [
      {
        action: 'submitted',
        actor_id: 'user-1',
        actor_name: 'Maya Okafor',
        reason: null,
        created_at: '2026-03-02T10:15:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function myVerification(overrides: Partial<MyVerification> = {}): MyVerification {
  return {
    role: 'filmmaker',
    state: 'none',
    verified: false,
    business_document_required: false,
    latest: null,
    ...overrides,
  };
}

export function adminVerification(overrides: Partial<AdminVerification> = {}): AdminVerification {
  return {
    ...submission(),
    user_email: 'maya@example.com',
    user_name: 'Maya Okafor',
    profile_name: 'Maya Okafor',
    client_kind: null,
    ...overrides,
  };
}
