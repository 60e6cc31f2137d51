import type { ClientRecord, FilmmakerRecord } from '@reelhire/shared/auth-profiles';
import type { MessageRecord } from '@reelhire/shared/chat-messages';
import type { FileRecord } from '@reelhire/shared/file-records';

// Whole API records for fetch stubs: in tests apiFetch checks every answer against its shared schema
// (decision 0026), so a stub answers what the server would, not just the fields a test looks at.

export function filmmakerRecord(overrides: Partial<FilmmakerRecord> = {}): FilmmakerRecord {
  return {
    id: 'filmmaker-1',
    user_id: 'user-1',
    username: null,
    first_name: 'Maya',
    last_name: 'Okafor',
    headline: null,
    bio: null,
    city: null,
    country: null,
    crafts: [],
    years_experience: null,
    day_rate_minor: null,
    currency: 'USD',
    verified: false,
    setup: false,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function clientRecord(overrides: Partial<ClientRecord> = {}): ClientRecord {
  return {
    id: 'client-1',
    user_id: 'user-1',
    company_name: 'Northwind',
    industry: null,
    website: null,
    city: null,
    country: null,
    about: null,
    verified: false,
    setup: false,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function messageRecord(overrides: Partial<MessageRecord> = {}): MessageRecord {
  return {
    id: 'message-1',
    content: 'Hello',
    user_id: 'user-1',
    user_name: 'Maya Okafor',
    room_name: 'chat_client_c1_filmmaker_f1',
    created_at: '2025-03-01T00:00:00Z',
    entity_id: 'f1',
    entity_role: 'filmmaker',
    status: 'sent',
    has_attachments: false,
    attachment_count: 0,
    message_type: 'text',
    seq: 1,
    ...overrides,
  };
}

/** An uploaded file as `POST /api/rest/v1/files` answers it. */
export function fileRecord(overrides: Partial<FileRecord> = {}): FileRecord {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    kind: 'project_reference',
    visibility: 'private',
    mime_type: 'application/pdf',
    size_bytes: 2048,
    original_name: 'treatment.pdf',
    width: null,
    height: null,
    url: '/api/files/33333333-3333-4333-8333-333333333333?signature=x',
    thumbnail_url: null,
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}
