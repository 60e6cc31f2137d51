import { screen } from '@testing-library/react';
import { Gavel } from 'lucide-react';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { contractRecord, stubContractList } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { JobContractStep } from './job-contract-step';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const PATTERN = '/client/dashboard/projects/:projectId/jobs/:jobId/dispute';
const JOB_PATH = '/client/dashboard/projects/project-1/jobs/job-1';
const Step = () => (
  <JobContractStep icon={Gavel} emptyDescription="Nothing to dispute yet." nextStep="Disputes come later." />
);

beforeEach(() => {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'client' })));
});
afterEach(() => vi.unstubAllGlobals());

describe("a client job's later step before its feature exists", () => {
  it("shows the job's contract as it stands, asked for by job, and says what comes next", async () => {
    const fetchMock = stubContractList([contractRecord()]);
    renderRoute(PATTERN, Step, `${JOB_PATH}/dispute`);
    expect(await screen.findByText(/Contract RH-2027-000042/)).toBeInTheDocument();
    expect(screen.getByText('Signed and active')).toBeInTheDocument();
    expect(screen.getByText(/Maya Okafor · £1,950 in 2 milestones · signed 3 Feb 2027/)).toBeInTheDocument();
    expect(screen.getByText('Disputes come later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the contract' })).toHaveAttribute(
      'href',
      `${JOB_PATH}/contract`,
    );
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ as: 'client', job_id: 'job-1' });
  });

  it('says there is no contract yet and leads back to the job', async () => {
    stubContractList([]);
    renderRoute(PATTERN, Step, `${JOB_PATH}/dispute`);
    expect(await screen.findByText('No contract for this job yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing to dispute yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', JOB_PATH);
  });

  it('says so when the contracts cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ error: 'Sign in as the client of this job' }, { status: 403 }),
      ),
    );
    renderRoute(PATTERN, Step, `${JOB_PATH}/dispute`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in as the client of this job');
  });
});
