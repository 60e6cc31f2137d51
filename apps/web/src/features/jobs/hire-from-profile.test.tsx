import type { Project } from '@reelhire/shared/projects';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { talentRecord } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { ClientJobPage } from './client-job-page';
import { AddJobPage } from './job-form-page';
import { aJob, JOB_ID, kit, page, PROJECT_ID, requestsTo, signInAs, stubApi } from './jobs-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup();
const ADD = '/client/dashboard/projects/:projectId/add-job';
const JOB = '/client/dashboard/projects/:projectId/jobs/:jobId';
const PROJECT = `/client/dashboard/projects/${PROJECT_ID}`;
const maya = talentRecord();

const project: Project = {
  id: PROJECT_ID,
  client_id: 'client-1',
  title: 'Shoot with Maya Okafor',
  production_type: 'music_video',
  description: null,
  shoot_dates: [{ start: '2027-03-14', end: '2027-03-15' }],
  location: { remote: false, city: '', country: null },
  budget_minor: null,
  currency: 'GBP',
  reference_links: [],
  reference_files: [],
  status: 'draft',
  job_count: 0,
  open_job_count: 0,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

function stubHireApi(job = aJob({ title: 'Director of photography' })) {
  return stubApi(({ method, url, body }) => {
    if (url.pathname === `/api/rest/v1/talent/${maya.id}`) return Response.json(maya);
    if (url.pathname === `/api/rest/v1/projects/${PROJECT_ID}`) return Response.json(project);
    if (url.pathname === '/api/rest/v1/jobs' && method === 'POST') {
      return Response.json(aJob({ ...(body as object), status: 'draft' }), { status: 201 });
    }
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}/publish`) return Response.json(job);
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}`) return Response.json(job);
    if (url.pathname === '/api/rest/v1/applications') return Response.json(page([]));
    return undefined;
  });
}

beforeEach(() => signInAs('client'));
afterEach(() => vi.unstubAllGlobals());

// Decision 0028: step 2 and 3 of hiring from a portfolio.
describe('a job for a filmmaker from their portfolio', () => {
  it('starts with their craft, day rate and city, and leads to the offer once published', async () => {
    const fetchMock = stubHireApi();
    const router = renderRoute(ADD, AddJobPage, `${PROJECT}/add-job?talent=${maya.id}`);

    expect(await screen.findByRole('region', { name: 'Hiring Maya Okafor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('Director of photography');
    expect(screen.getByLabelText('Craft')).toHaveValue('director of photography');
    expect(screen.getByLabelText('Rate type')).toHaveValue('day');
    expect(screen.getByLabelText('Lowest rate (GBP)')).toHaveValue('650');
    expect(screen.getByLabelText('Highest rate (GBP)')).toHaveValue('650');
    // The project named no city, so the job starts in hers.
    expect(screen.getByLabelText('City')).toHaveValue('Bristol');

    await user.type(screen.getByLabelText('Description'), 'Two days on a music video in a warehouse.');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PROJECT}/jobs/${JOB_ID}`));
    expect(router.state.location.search).toBe(`?talent=${maya.id}`);
    expect(requestsTo(fetchMock, 'POST', '/rest/v1/jobs')[0]!.body).toMatchObject({
      craft: 'director of photography',
      rate_type: 'day',
      rate_min_minor: 65000,
      rate_max_minor: 65000,
      location: { remote: false, city: 'Bristol', country: 'GB' },
    });
  });

  it('offers "Send Maya Okafor an offer" on the published job page', async () => {
    stubHireApi();
    renderRoute(JOB, ClientJobPage, `${PROJECT}/jobs/${JOB_ID}?talent=${maya.id}`);
    const send = await screen.findByRole('link', { name: 'Send Maya Okafor an offer' });
    expect(send).toHaveAttribute('href', `${PROJECT}/jobs/${JOB_ID}/contract?talent=${maya.id}`);
  });

  it('asks for the job to be published first when it is a draft', async () => {
    stubHireApi(aJob({ status: 'draft', published_at: null }));
    renderRoute(JOB, ClientJobPage, `${PROJECT}/jobs/${JOB_ID}?talent=${maya.id}`);
    expect(
      await screen.findByText(/Publish the job first: a draft cannot take an offer/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /an offer/ })).not.toBeInTheDocument();
  });
});
