import type { Attachment } from '@reelhire/shared/chat-attachments';
import type { MessageRecord } from '@reelhire/shared/chat-messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';

// Fixtures and a render helper for the chat attachment, carousel and voice tests. Tests mock
// '@/lib/auth-state' themselves (vi.mock is per file) to give the components a session.

export const ROOM = 'chat_client_c1_filmmaker_f1';

/** A signed link of the server's shape, valid for an hour from `now`. */
export function signedLink(fileId: string, variant = 'original', now = Date.now()): string {
  const expires = Math.floor(now / 1000) + 3600;
  return `http://localhost/api/files/${fileId}?variant=${variant}&expires=${expires}&signature=sig`;
}

let sequence = 0;

export function attachment(overrides: Partial<Attachment> = {}): Attachment {
  sequence += 1;
  const id = overrides.attachment_id ?? `att-${sequence}`;
  return {
    attachment_id: id,
    message_id: 'msg-1',
    file_type: 'image',
    file_name: `photo-${sequence}.jpg`,
    file_size: 204_800,
    mime_type: 'image/jpeg',
    file_url: `file-${id}`,
    signed_url: signedLink(id),
    thumbnail_signed_url: signedLink(id, 'thumbnail'),
    duration: null,
    metadata: {},
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const pdfAttachment = (overrides: Partial<Attachment> = {}) =>
  attachment({
    file_type: 'pdf',
    mime_type: 'application/pdf',
    file_name: 'call-sheet.pdf',
    file_size: 1_572_864,
    thumbnail_signed_url: null,
    ...overrides,
  });

export const videoAttachment = (overrides: Partial<Attachment> = {}) =>
  attachment({
    file_type: 'video',
    mime_type: 'video/mp4',
    file_name: 'showreel.mp4',
    duration: 65,
    ...overrides,
  });

export const audioAttachment = (overrides: Partial<Attachment> = {}) =>
  attachment({
    file_type: 'audio',
    mime_type: 'audio/mpeg',
    file_name: 'score.mp3',
    thumbnail_signed_url: null,
    duration: 125,
    ...overrides,
  });

export const voiceAttachment = (overrides: Partial<Attachment> = {}) =>
  attachment({
    file_type: 'voice_note',
    mime_type: 'audio/webm',
    file_name: 'voice-note.webm',
    thumbnail_signed_url: null,
    duration: 12,
    metadata: { waveform: Array.from({ length: 50 }, (_, i) => (i % 10) / 10) },
    ...overrides,
  });

export const documentAttachment = (overrides: Partial<Attachment> = {}) =>
  attachment({
    file_type: 'other',
    mime_type: 'application/zip',
    file_name: 'selects.zip',
    thumbnail_signed_url: null,
    ...overrides,
  });

export function messageRecord(overrides: Partial<MessageRecord> = {}): MessageRecord {
  return {
    id: 'msg-1',
    content: '',
    user_id: 'user-1',
    user_name: 'Maya Okafor',
    room_name: ROOM,
    created_at: '2025-03-01T10:00:00.000Z',
    entity_id: 'c1',
    entity_role: 'client',
    status: 'sent',
    has_attachments: true,
    attachment_count: 1,
    message_type: 'text',
    seq: 1,
    ...overrides,
  };
}

function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster visibleToasts={1} />
    </QueryClientProvider>
  );
}

/** Renders with a fresh query client and a toaster. */
export function renderWithProviders(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
