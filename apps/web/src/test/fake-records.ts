import type { ClientRecord, FilmmakerRecord } from '@reelhire/shared/auth-profiles';
import type { MessageRecord } from '@reelhire/shared/chat-messages';
import type { Contract } from '@reelhire/shared/contracts';
import type { FileRecord } from '@reelhire/shared/file-records';
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

/** A signed contract for one job, as GET /contracts lists it. */
export function contractRecord(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 'contract-1',
    number: 'RH-2027-000042',
    offer_id: 'offer-1',
    application_id: 'application-1',
    job_id: 'job-1',
    project_id: 'project-1',
    client_id: 'client-1',
    filmmaker_id: 'filmmaker-1',
    status: 'active',
    currency: 'GBP',
    terms: {
      amount_minor: 195000,
      rate_type: 'day',
      units: 3,
      start_date: '2027-03-14',
      end_date: '2027-03-16',
      deliverables: 'Three shoot days',
      milestones: [
        { title: 'Shoot days', amount_minor: 150000, due_date: '2027-03-16', acceptance_criteria: null },
        { title: 'Rushes', amount_minor: 45000, due_date: '2027-03-20', acceptance_criteria: null },
      ],
      revisions_included: 1,
      kill_fee_percent: 50,
      cancellation_terms: null,
      usage_rights: 'Online worldwide',
    },
    signed_at: '2027-02-03T10:00:00.000Z',
    job: { title: 'DoP' },
    project: { title: 'Spring campaign' },
    client: { name: 'Northern Roast' },
    filmmaker: { name: 'Maya Okafor', username: 'maya-okafor' },
    created_at: '2027-02-03T10:00:00.000Z',
    updated_at: '2027-02-03T10:00:00.000Z',
    ...overrides,
  };
}

/** Answers GET /contracts with these contracts (anything else 404s) and returns the fetch mock. */
export function stubContractList(items: Contract[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).startsWith('/api/rest/v1/contracts?')
      ? Response.json({ items, next_cursor: null })
      : Response.json({ error: 'Not found' }, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
    rating_average: null,
    review_count: 0,
    reviews: { rating: { average: null, count: 0 }, latest: [] },
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
