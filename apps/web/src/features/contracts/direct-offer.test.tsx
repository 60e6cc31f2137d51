import type { Job } from '@reelhire/shared/jobs';
import type { Offer } from '@reelhire/shared/offers';
import type { Talent } from '@reelhire/shared/talent';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { talentRecord } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { ClientContractPage } from './client-contract-page';
import { application, APPLICATION_ID, job, JOB_ID, offer } from './contract-fixtures';
import { sent, signIn, stubApi } from '@/test/stub-api';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const PATTERN = '/client/dashboard/projects/:projectId/jobs/:jobId/contract';
const JOB_PATH = `/client/dashboard/projects/project-1/jobs/${JOB_ID}`;
const maya = talentRecord();

/** The client's API for a direct offer: the filmmaker, the job, and the offer once sent. */
function stubDirectApi({
  talent = maya,
  status = 'published',
}: { talent?: Talent; status?: Job['status'] } = {}) {
  let offers: Offer[] = [];
  return stubApi(({ url, method, body }) => {
    if (url.pathname === `/api/rest/v1/talent/${maya.id}`) return Response.json(talent);
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}`) return Response.json(job({ status }));
    if (url.pathname === `/api/rest/v1/applications/${APPLICATION_ID}`) {
      return Response.json(application({ status: 'offered', origin: 'direct_offer' }));
    }
    if (url.pathname === '/api/rest/v1/offers' && method === 'GET')
      return Response.json({ items: offers, next_cursor: null });
    if (url.pathname === '/api/rest/v1/offers' && method === 'POST') {
      const { terms, message } = body as { terms: Offer['rounds'][number]['terms']; message: string | null };
      offers = [
        offer({
          rounds: [
            { round: 1, proposed_by: 'client', terms, message, created_at: '2027-02-01T10:00:00.000Z' },
          ],
        }),
      ];
      return Response.json(offers[0], { status: 201 });
    }
    return undefined;
  });
}

beforeEach(() => {
  fake = signIn('client');
});
afterEach(() => vi.unstubAllGlobals());

// Decision 0028: the offer to a filmmaker who has not applied.
describe('a direct offer from the contract page', () => {
  it('starts from the filmmaker’s day rate times the job’s days, then shows the sent offer', async () => {
    const fetchMock = stubDirectApi();
    const router = renderRoute(PATTERN, ClientContractPage, `${JOB_PATH}/contract?talent=${maya.id}`);

    expect(await screen.findByRole('heading', { name: 'Offer to Maya Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hiring Maya Okafor' })).toHaveTextContent(
      /does not need to apply/,
    );
    // £650 a day (her rate) for the job's three days.
    expect(screen.getByLabelText('Amount (GBP)')).toHaveValue('1950');
    expect(screen.getByLabelText('Number of days')).toHaveValue('3');
    await user.type(screen.getByLabelText('Usage rights'), 'Online worldwide for two years');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?application=${APPLICATION_ID}`));
    expect(sent(fetchMock, 'POST', '/rest/v1/offers')).toEqual([
      expect.objectContaining({ job_id: JOB_ID, filmmaker_id: maya.id }),
    ]);
    expect(await screen.findByText('Offer sent to Maya Okafor')).toBeInTheDocument();
  });

  it('says plainly when the filmmaker has not verified their identity yet, and offers no form', async () => {
    stubDirectApi({ talent: talentRecord({ verified: false }) });
    renderRoute(PATTERN, ClientContractPage, `${JOB_PATH}/contract?talent=${maya.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Maya Okafor has not verified their identity yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send offer' })).not.toBeInTheDocument();
  });

  it('asks for a draft job to be published first', async () => {
    stubDirectApi({ status: 'draft' });
    renderRoute(PATTERN, ClientContractPage, `${JOB_PATH}/contract?talent=${maya.id}`);
    expect(await screen.findByRole('heading', { name: 'Publish the job first' })).toBeInTheDocument();
  });
});
