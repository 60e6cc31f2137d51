import type { Review } from '@reelhire/shared/reviews';

// Whole review records for the reviews pages' tests: apiFetch checks answers against the shared schema.

export const REVIEW_BOOKING_ID = 'b1000000-0000-4000-8000-000000000001';

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'r1000000-0000-4000-8000-000000000001',
    booking_id: REVIEW_BOOKING_ID,
    status: 'client_to_write',
    reviewer_role: 'client',
    reviewee_role: 'filmmaker',
    reviewer_name: 'Northlight Studios',
    reviewee_name: 'Maya Okafor',
    filmmaker_id: 'f1000000-0000-4000-8000-000000000001',
    filmmaker_username: 'maya',
    client_id: 'c1000000-0000-4000-8000-000000000001',
    booking_title: 'Editor for a brand film',
    project_id: 'project-1',
    job_id: 'job-1',
    rating: null,
    body: null,
    scores: null,
    reply: null,
    written_at: null,
    published_at: null,
    window_closes_at: '2027-06-24T10:00:00.000Z',
    created_at: '2027-06-10T10:00:00.000Z',
    updated_at: '2027-06-10T10:00:00.000Z',
    ...overrides,
  };
}

/** The client's review once written and the filmmaker's in return. */
export const written = {
  client: aReview({
    status: 'published',
    rating: 5,
    body: 'Calm on set and a beautiful grade.',
    scores: { communication: 5, punctuality: 4, craft_quality: 5 },
    written_at: '2027-06-11T10:00:00.000Z',
    published_at: '2027-06-12T10:00:00.000Z',
  }),
  filmmaker: aReview({
    id: 'r1000000-0000-4000-8000-000000000002',
    status: 'published',
    reviewer_role: 'filmmaker',
    reviewee_role: 'client',
    reviewer_name: 'Maya Okafor',
    reviewee_name: 'Northlight Studios',
    rating: 4,
    body: 'A clear brief and paid promptly.',
    scores: { clarity_of_brief: 4, payment: 5, communication: 4 },
    written_at: '2027-06-12T10:00:00.000Z',
    published_at: '2027-06-12T10:00:00.000Z',
  }),
};
