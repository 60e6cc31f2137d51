import type { Application } from '@reelhire/shared/applications';
import type { Contract } from '@reelhire/shared/contracts';
import type { Job } from '@reelhire/shared/jobs';
import type { Offer, OfferTerms } from '@reelhire/shared/offers';

// Fixtures and a fake API for the offer and contract tests.

export const JOB_ID = '5e0c7b1a-0000-4000-8000-000000000010';
export const APPLICATION_ID = '5e0c7b1a-0000-4000-8000-000000000020';
export const OFFER_ID = '5e0c7b1a-0000-4000-8000-000000000030';
export const CONTRACT_ID = '5e0c7b1a-0000-4000-8000-000000000040';

export function terms(overrides: Partial<OfferTerms> = {}): OfferTerms {
  return {
    amount_minor: 195000,
    rate_type: 'day',
    units: 3,
    start_date: '2027-03-14',
    end_date: '2027-03-16',
    deliverables: 'Three shoot days as DoP, rushes delivered on a drive',
    milestones: [
      { title: 'Shoot days', amount_minor: 150000, due_date: '2027-03-16', acceptance_criteria: null },
      {
        title: 'Rushes delivered',
        amount_minor: 45000,
        due_date: '2027-03-20',
        acceptance_criteria: 'All cards copied',
      },
    ],
    revisions_included: 1,
    kill_fee_percent: 50,
    cancellation_terms: null,
    usage_rights: 'Online and social worldwide for two years',
    ...overrides,
  };
}

export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: OFFER_ID,
    application_id: APPLICATION_ID,
    job_id: JOB_ID,
    project_id: 'project-1',
    client_id: 'client-1',
    filmmaker_id: 'filmmaker-1',
    status: 'sent',
    currency: 'GBP',
    rounds: [
      {
        round: 1,
        proposed_by: 'client',
        terms: terms(),
        message: 'Looking forward to working with you.',
        created_at: '2027-02-01T10:00:00.000Z',
      },
    ],
    decline_reason: null,
    expires_at: '2027-02-08T10:00:00.000Z',
    contract_id: null,
    created_at: '2027-02-01T10:00:00.000Z',
    updated_at: '2027-02-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An offer the filmmaker countered: a higher amount and a second day rate milestone. */
export function counteredOffer(): Offer {
  const base = offer();
  return offer({
    status: 'countered',
    rounds: [
      ...base.rounds,
      {
        round: 2,
        proposed_by: 'filmmaker',
        terms: terms({
          amount_minor: 210000,
          milestones: [
            { title: 'Shoot days', amount_minor: 165000, due_date: '2027-03-16', acceptance_criteria: null },
            {
              title: 'Rushes delivered',
              amount_minor: 45000,
              due_date: '2027-03-20',
              acceptance_criteria: 'All cards copied',
            },
          ],
        }),
        message: 'My day rate is £700 for a three-day shoot.',
        created_at: '2027-02-02T10:00:00.000Z',
      },
    ],
  });
}

export function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: CONTRACT_ID,
    number: 'RH-2027-000042',
    offer_id: OFFER_ID,
    application_id: APPLICATION_ID,
    job_id: JOB_ID,
    project_id: 'project-1',
    client_id: 'client-1',
    filmmaker_id: 'filmmaker-1',
    status: 'active',
    currency: 'GBP',
    terms: terms(),
    signed_at: '2027-02-03T10:00:00.000Z',
    job: { title: 'DoP for a three-day brand shoot' },
    project: { title: 'Spring campaign' },
    client: { name: 'Northern Roast' },
    filmmaker: { name: 'Maya Okafor', username: 'maya-okafor' },
    created_at: '2027-02-03T10:00:00.000Z',
    updated_at: '2027-02-03T10:00:00.000Z',
    ...overrides,
  };
}

export function application(overrides: Partial<Application> = {}): Application {
  return {
    id: APPLICATION_ID,
    job_id: JOB_ID,
    filmmaker_id: 'filmmaker-1',
    status: 'shortlisted',
    origin: 'application',
    cover_message: 'I shot two campaigns for coffee brands last year, both handheld in natural light.',
    proposed_rate_minor: 65000,
    rate_type: 'day',
    currency: 'GBP',
    availability: 'all_dates',
    availability_note: null,
    portfolio_items: [],
    rejection_note: null,
    fit_score: 0.8,
    viewed_at: '2027-01-13T09:00:00.000Z',
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

export function job(overrides: Partial<Job> = {}): Job {
  return {
    id: JOB_ID,
    project_id: 'project-1',
    client_id: 'client-1',
    title: 'DoP for a three-day brand shoot',
    craft: 'director of photography',
    description: 'A three-day shoot for a coffee brand in east London, natural light and handheld.',
    deliverables: 'Three shoot days as DoP',
    rate_type: 'day',
    rate_min_minor: 50000,
    rate_max_minor: 80000,
    currency: 'GBP',
    dates: [{ start: '2027-03-14', end: '2027-03-16' }],
    location: { remote: false, city: 'London', country: 'GB' },
    required_kit: null,
    openings: 1,
    openings_filled: 0,
    application_deadline: null,
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
