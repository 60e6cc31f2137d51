import type { ClaimDraft, DraftInput } from '@reelhire/shared/claims';
import type { TestApp } from '../../test/test-app.ts';
import { callAs } from '../chat/chat-test-kit.ts';

/** A draft as an admin would fill the form at /admin/drafts. */
export const draftInput = (overrides: Partial<DraftInput> = {}): DraftInput => ({
  project: {
    title: 'Spring campaign for Fieldhouse Coffee',
    production_type: 'commercial',
    description: 'A 30-second spot and cut-downs for social.',
    shoot_dates: [{ start: '2027-03-01', end: '2027-03-02' }],
    location: { remote: false, city: 'London', country: 'GB' },
    budget_minor: 1_500_000,
    currency: 'GBP',
    reference_links: ['https://example.com/moodboard'],
  },
  job: {
    title: 'Director of photography',
    craft: 'director of photography',
    description: 'Light and shoot two days on an Alexa Mini with our gaffer and 1st AC.',
    rate_type: 'day',
    rate_min_minor: 60_000,
    rate_max_minor: 80_000,
    dates: [{ start: '2027-03-01', end: '2027-03-02' }],
    location: { remote: false, city: 'London', country: 'GB' },
    openings: 1,
  },
  recipient_email: 'ana@fieldhouse.example',
  test: false,
  ...overrides,
});

export interface CreatedDraft {
  draft: ClaimDraft;
  claim_url: string;
  token: string;
}

/** An admin's draft through the API, with the token taken from its link. */
export async function createdDraft(
  t: TestApp,
  adminToken: string,
  overrides: Partial<DraftInput> = {},
): Promise<CreatedDraft> {
  const { status, body } = await callAs(
    t,
    adminToken,
    'POST',
    '/api/rest/v1/admin/drafts',
    draftInput(overrides),
  );
  if (status !== 201) throw new Error(`draft refused: ${status} ${JSON.stringify(body)}`);
  const created = body as unknown as Omit<CreatedDraft, 'token'>;
  return { ...created, token: created.claim_url.split('/claim-job/')[1]! };
}
