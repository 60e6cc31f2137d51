import type { Application } from '@reelhire/shared/applications';
import { emptyFilmmakerProfile } from '@reelhire/shared/empty-profiles';
import type { Job } from '@reelhire/shared/jobs';
import type { FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';

// Fixtures and a fake API for the applications pages' tests.

export const JOB_ID = '0b8f3a52-0000-4000-8000-000000000010';
export const APPLICATION_ID = '0b8f3a52-0000-4000-8000-000000000020';
export const IMAGE_IDS = [1, 2, 3, 4, 5, 6, 7].map((n) => `0b8f3a52-0000-4000-8000-00000000010${n}`);

export function job(overrides: Partial<Job> = {}): Job {
  return {
    id: JOB_ID,
    project_id: 'project-1',
    client_id: 'client-1',
    title: 'DoP for a three-day brand shoot',
    craft: 'director of photography',
    description: 'A three-day shoot for a coffee brand in east London, natural light and handheld.',
    deliverables: null,
    rate_type: 'day',
    rate_min_minor: 50000,
    rate_max_minor: 80000,
    currency: 'GBP',
    dates: [{ start: '2027-03-14', end: '2027-03-16' }],
    location: { remote: false, city: 'London', country: 'GB' },
    required_kit: null,
    openings: 1,
    openings_filled: 0,
    application_deadline: '2027-03-01',
    status: 'published',
    unpublished_reason: null,
    published_at: '2027-01-10T10:00:00.000Z',
    project: { title: 'Spring campaign', production_type: 'commercial' },
    client: { company_name: 'Northern Roast', verified: true },
    application_count: 3,
    created_at: '2027-01-10T10:00:00.000Z',
    updated_at: '2027-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function profile(overrides: Partial<FilmmakerProfile> = {}): FilmmakerProfile {
  return {
    ...emptyFilmmakerProfile({ user_id: 'user-1', first_name: 'Maya', last_name: 'Okafor' }),
    day_rate_minor: 65000,
    half_day_rate_minor: 40000,
    currency: 'GBP',
    portfolio_images: IMAGE_IDS.map((id, index) => ({
      file_id: id,
      url: `https://files.example/${index + 1}.jpg`,
      mime_type: 'image/jpeg',
    })),
    ...overrides,
  };
}

export function application(overrides: Partial<Application> = {}): Application {
  return {
    id: APPLICATION_ID,
    job_id: JOB_ID,
    filmmaker_id: 'filmmaker-1',
    status: 'submitted',
    origin: 'application',
    cover_message: 'I shot two campaigns for coffee brands last year, both handheld in natural light.',
    proposed_rate_minor: 65000,
    rate_type: 'day',
    currency: 'GBP',
    availability: 'all_dates',
    availability_note: null,
    portfolio_items: [{ id: IMAGE_IDS[0]!, url: 'https://files.example/1.jpg', caption: null }],
    rejection_note: null,
    fit_score: 0.8,
    viewed_at: null,
    shortlisted_at: null,
    edited_at: null,
    filmmaker: {
      name: 'Maya Okafor',
      username: 'maya-okafor',
      primary_craft: 'director of photography',
      city: 'London',
      verified: true,
      avatar_url: null,
    },
    job: {
      title: 'DoP for a three-day brand shoot',
      project_id: 'project-1',
      status: 'published',
      client_name: 'Northern Roast',
    },
    created_at: '2027-01-12T09:00:00.000Z',
    updated_at: '2027-01-12T09:00:00.000Z',
    ...overrides,
  };
}
