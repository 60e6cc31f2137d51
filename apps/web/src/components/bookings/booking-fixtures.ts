import type { Booking, BookingMilestone, Deliverable } from '@reelhire/shared/booking-records';

// Whole booking records for page tests: apiFetch checks answers against the shared schema.

export const BOOKING_ID = 'b1000000-0000-4000-8000-000000000001';
export const MILESTONE_ID = 'm1000000-0000-4000-8000-000000000001';

export function aRound(overrides: Partial<Deliverable> = {}): Deliverable {
  return {
    id: 'd1000000-0000-4000-8000-000000000001',
    milestone_id: MILESTONE_ID,
    round: 1,
    note: 'First cut, graded.',
    links: [{ url: 'https://vimeo.com/1', label: 'Vimeo review' }],
    files: [
      {
        id: 'f1000000-0000-4000-8000-000000000001',
        name: 'first-cut.webm',
        mime_type: 'video/webm',
        size_bytes: 52_000,
        url: 'https://files.example/first-cut.webm?sig=1',
        thumbnail_url: null,
      },
    ],
    created_at: '2027-06-02T10:00:00.000Z',
    ...overrides,
  };
}

export function aMilestone(overrides: Partial<BookingMilestone> = {}): BookingMilestone {
  return {
    id: MILESTONE_ID,
    booking_id: BOOKING_ID,
    position: 1,
    title: 'Final cut',
    amount_minor: 250_000,
    due_date: '2027-06-10',
    acceptance_criteria: null,
    status: 'pending',
    submitted_at: null,
    approved_at: null,
    release: null,
    funding: 'funded',
    escrow_minor: 250_000,
    deliverables: [],
    revision_requests: [],
    created_at: '2027-05-01T10:00:00.000Z',
    updated_at: '2027-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: BOOKING_ID,
    contract_id: 'c1000000-0000-4000-8000-000000000001',
    contract_number: 'RH-2027-0001',
    job_id: 'j1000000-0000-4000-8000-000000000001',
    project_id: 'p1000000-0000-4000-8000-000000000001',
    client_id: 'client-1',
    filmmaker_id: 'filmmaker-1',
    status: 'confirmed',
    title: 'Editor for a brand film',
    client: { name: 'Northlight Studios' },
    filmmaker: { name: 'Maya Okafor', username: 'maya' },
    days: [],
    first_day: '2027-06-01',
    last_day: '2027-06-10',
    currency: 'GBP',
    amount_minor: 250_000,
    revisions_included: 1,
    revisions_used: 0,
    kill_fee_percent: 25,
    kill_fee_minor: null,
    cancelled_by: null,
    cancel_reason: null,
    brief: null,
    location: null,
    hold_id: null,
    decline_reason: null,
    created_at: '2027-05-01T10:00:00.000Z',
    updated_at: '2027-05-01T10:00:00.000Z',
    milestones: [aMilestone()],
    request_rounds: [],
    timeline: [
      {
        record_type: 'booking',
        record_id: BOOKING_ID,
        transition: 'from_contract',
        actor: 'system',
        actor_name: 'Reelhire',
        from_status: null,
        to_status: 'confirmed',
        note: 'Booked from contract RH-2027-0001',
        created_at: '2027-05-01T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
