import type { ClientRecord, FilmmakerRecord } from '@reelhire/shared/auth-profiles';
import type { MessageRecord } from '@reelhire/shared/chat-messages';
import type { Talent } from '@reelhire/shared/talent';

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

/** A filmmaker's public record (`GET /rest/v1/talent/:id`): set up, verified, with day and half-day rates. */
export function talentRecord(overrides: Partial<Talent> = {}): Talent {
  return {
    id: '7d1c1d4e-0000-4000-8000-000000000001',
    username: 'maya-okafor',
    first_name: 'Maya',
    last_name: 'Okafor',
    avatar: null,
    headline: 'Director of photography for documentary and brand films',
    bio: 'Twelve years behind the camera.',
    city: 'Bristol',
    country: 'GB',
    crafts: ['director of photography', 'first assistant camera'],
    years_experience: 12,
    day_rate_minor: 65000,
    half_day_rate_minor: 40000,
    currency: 'GBP',
    languages: ['English'],
    availability: 'available',
    available_from: null,
    verified: true,
    equipment: [],
    travel_radius_km: null,
    showreel: null,
    work_links: [],
    portfolio_images: [],
    service_images: [],
    credits: [],
    ...overrides,
  };
}
