import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { ClientJobPage } from './client-job-page';
import {
  aJob,
  anApplication,
  JOB_ID,
  kit,
  page,
  PROJECT_ID,
  requestsTo,
  signInAs,
  stubApi,
} from './jobs-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup();
const PATTERN = '/client/dashboard/projects/:projectId/jobs/:jobId';
const URL_ = `/client/dashboard/projects/${PROJECT_ID}/jobs/${JOB_ID}`;

const maya = anApplication();
const sam = anApplication({
  id: 'a2000000-0000-4000-8000-000000000002',
  status: 'shortlisted',
  proposed_rate_minor: 55000,
  fit_score: 0.71,
  filmmaker: {
    name: 'Sam Reyes',
    username: null,
    primary_craft: 'camera operator',
    city: 'Bristol',
    verified: false,
    avatar_url: null,
  },
});

/** The job in `status`; applicants sorted as the server would for ?sort. */
function stubJobApi(job = aJob(), applicants = [maya, sam]) {
  let current = job;
  return stubApi(({ method, url }) => {
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}` && method === 'GET') return Response.json(current);
    const action = /^\/api\/rest\/v1\/jobs\/[^/]+\/(publish|unpublish|close)$/.exec(url.pathname)?.[1];
    if (action && method === 'POST') {
      current = {
        ...current,
        status: action === 'publish' ? 'published' : action === 'close' ? 'closed' : 'draft',
      };
      return Response.json(current);
    }
    if (url.pathname === '/api/rest/v1/applications') {
      const sort = url.searchParams.get('sort');
      const status = url.searchParams.get('status');
      const items = applicants
        .filter((application) => !status || application.status === status)
        .sort((a, b) =>
          sort === 'rate' ? a.proposed_rate_minor - b.proposed_rate_minor : b.fit_score - a.fit_score,
        );
      return Response.json(page(items));
    }
    return undefined;
  });
}

const actions = () => within(screen.getByRole('group', { name: 'Job actions' }));
const applicantNames = () =>
  within(screen.getByRole('list', { name: 'Applicants' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => signInAs('client'));
afterEach(() => vi.unstubAllGlobals());

describe('the client job page', () => {
  it('offers what the machine allows on a published job: unpublish and close, not publish', async () => {
    stubJobApi();
    renderRoute(PATTERN, ClientJobPage, URL_);
    expect(await screen.findByRole('heading', { name: 'Director of photography' })).toBeInTheDocument();
    expect(screen.getByText('Published', { selector: 'span' })).toBeInTheDocument();
    expect(actions().getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(actions().getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(actions().queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByText('£600 – £750 / day')).toBeInTheDocument();
  });

  it('publishes a draft, and shows the reason an admin gave for unpublishing it', async () => {
    const fetchMock = stubJobApi(
      aJob({ status: 'draft', unpublished_reason: 'The rate is below the minimum wage.' }),
    );
    renderRoute(PATTERN, ClientJobPage, URL_);
    expect(await screen.findByRole('alert')).toHaveTextContent('Reelhire unpublished this job');
    expect(screen.getByRole('alert')).toHaveTextContent('The rate is below the minimum wage.');
    expect(actions().queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
    await user.click(actions().getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Job published/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', `/rest/v1/jobs/${JOB_ID}/publish`)).toHaveLength(1);
    await waitFor(() => expect(actions().getByRole('button', { name: 'Unpublish' })).toBeInTheDocument());
  });

  it('asks before closing, and offers nothing on a closed job', async () => {
    const fetchMock = stubJobApi();
    renderRoute(PATTERN, ClientJobPage, URL_);
    await screen.findByRole('group', { name: 'Job actions' });
    await user.click(actions().getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('Job closed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', `/rest/v1/jobs/${JOB_ID}/close`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Job actions' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('lists the applicants by fit, then by rate, each with rate, fit, status and a link', async () => {
    const fetchMock = stubJobApi();
    const router = renderRoute(PATTERN, ClientJobPage, URL_);
    await screen.findByRole('list', { name: 'Applicants' });
    expect(applicantNames()[0]).toContain('Maya Okafor');
    const row = screen.getByRole('link', { name: /Maya Okafor/ });
    expect(row).toHaveAttribute('href', `${URL_}/applicants/${maya.id}`);
    expect(row).toHaveTextContent('Director of photography · London');
    expect(row).toHaveTextContent('£650 / day');
    expect(row).toHaveTextContent('Fit 92%');
    expect(row).toHaveTextContent('New');
    expect(within(row).getByLabelText('Verified identity')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: /Sam Reyes/ });
    expect(other).toHaveTextContent('Shortlisted');
    expect(within(other).queryByLabelText('Verified identity')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rate' }));
    expect(screen.getByRole('button', { name: 'Rate' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Best fit' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(applicantNames()[0]).toContain('Sam Reyes'));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('rate');
    const last = requestsTo(fetchMock, 'GET', '/rest/v1/applications').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ job_id: JOB_ID, sort: 'rate', limit: '20' });

    await user.selectOptions(screen.getByLabelText('Status'), 'Shortlisted');
    await waitFor(() => expect(applicantNames()).toHaveLength(1));
    expect(requestsTo(fetchMock, 'GET', '/rest/v1/applications').at(-1)!.url.searchParams.get('status')).toBe(
      'shortlisted',
    );
  });

  it('says honestly that nobody has applied yet', async () => {
    stubJobApi(aJob({ application_count: 0 }), []);
    renderRoute(PATTERN, ClientJobPage, URL_);
    expect(await screen.findByText('No applicants yet')).toBeInTheDocument();
    expect(screen.getByText(/Filmmakers who apply appear here/)).toBeInTheDocument();
  });
});
