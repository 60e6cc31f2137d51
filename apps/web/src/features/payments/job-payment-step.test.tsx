import type { Contract } from '@reelhire/shared/contracts';
import { screen } from '@testing-library/react';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { JobPaymentStep } from './job-payment-step';
import { pages } from './routes';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const PATTERN = '/client/dashboard/projects/:projectId/jobs/:jobId/payment';
const JOB_PATH = '/client/dashboard/projects/project-1/jobs/job-1';

const contract = (overrides: Partial<Contract> = {}): Contract => ({
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
});

function stubContracts(items: Contract[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input).startsWith('/api/rest/v1/contracts?')
        ? Response.json({ items, next_cursor: null })
        : Response.json({ error: 'Not found' }, { status: 404 }),
    ),
  );
}

beforeEach(() => {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'client' })));
});
afterEach(() => vi.unstubAllGlobals());

describe("the job's payment step", () => {
  it('is the page of its route', () => {
    expect(pages[PATTERN]).toBe(JobPaymentStep);
  });

  it("shows the job's contract as it stands and says what comes next", async () => {
    stubContracts([contract(), contract({ id: 'other', job_id: 'job-2', number: 'RH-2027-000001' })]);
    renderRoute(PATTERN, JobPaymentStep, `${JOB_PATH}/payment`);
    expect(await screen.findByText(/Contract RH-2027-000042/)).toBeInTheDocument();
    expect(screen.queryByText(/RH-2027-000001/)).not.toBeInTheDocument();
    expect(screen.getByText('Signed and active')).toBeInTheDocument();
    expect(screen.getByText(/Maya Okafor · £1,950 in 2 milestones/)).toBeInTheDocument();
    expect(screen.getByText(/Paying into escrow.*arrives in a coming release/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the contract' })).toHaveAttribute(
      'href',
      `${JOB_PATH}/contract`,
    );
  });

  it('says there is no contract yet and leads back to the job', async () => {
    stubContracts([]);
    renderRoute(PATTERN, JobPaymentStep, `${JOB_PATH}/payment`);
    expect(await screen.findByText('No contract for this job yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', JOB_PATH);
  });
});
