import { screen } from '@testing-library/react';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { contractRecord, stubContractList } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { JobPaymentStep } from './job-payment-step';
import { pages } from './routes';

// The shared step (components/contracts/job-contract-step) is tested on its own; this checks the route
// and what this step says comes next.

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const PATTERN = '/client/dashboard/projects/:projectId/jobs/:jobId/payment';
const JOB_PATH = '/client/dashboard/projects/project-1/jobs/job-1';

beforeEach(() => {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'client' })));
});
afterEach(() => vi.unstubAllGlobals());

describe("the job's payment step", () => {
  it('is the page of its route', () => {
    expect(pages[PATTERN]).toBe(JobPaymentStep);
  });

  it("shows the job's contract and says what comes next", async () => {
    stubContractList([contractRecord()]);
    renderRoute(PATTERN, JobPaymentStep, `${JOB_PATH}/payment`);
    expect(await screen.findByText(/Contract RH-2027-000042/)).toBeInTheDocument();
    expect(screen.getByText(/Paying into escrow.*arrives in a coming release/)).toBeInTheDocument();
  });

  it('says plainly after checkout that no payment has been taken', async () => {
    stubContractList([contractRecord()]);
    renderRoute(`${PATTERN}-success`, JobPaymentStep, `${JOB_PATH}/payment-success`);
    expect(await screen.findByText(/No payment has been taken/)).toBeInTheDocument();
  });
});
