import type { Job } from '@reelhire/shared/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { AdminEditJobPage } from './admin-edit-job-page';
import { AdminJobsPage } from './admin-jobs-page';
import { aJob, JOB_ID, kit, page, requestsTo, signInAs, stubApi } from './jobs-test-kit';
import { pages } from './routes';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup();
const LIST = '/admin/jobs';

const gaffer = aJob({
  id: '9a7e2c10-0000-4000-8000-000000000002',
  title: 'Gaffer for a night exterior',
  craft: 'gaffer',
  status: 'draft',
  published_at: null,
  unpublished_reason: 'Please state the rate in the job, not a link to it.',
  project: { title: 'Harbour lights music video', production_type: 'music_video' },
  client: { company_name: 'Harbour Records', verified: false },
  dates: [],
  created_at: '2026-11-18T09:00:00Z',
});
const claimDraft = aJob({
  id: '9a7e2c10-0000-4000-8000-000000000003',
  title: 'Editor for a brand film',
  craft: 'editor',
  client_id: '',
  status: 'draft',
  published_at: null,
  client: { company_name: null, verified: false },
});

/** GET /admin/jobs over `jobs` (q matches titles, status filters, `after=c1` is page two); unpublish. */
function stubAdminApi(jobs: Job[] = [aJob(), gaffer], second: Job[] = []) {
  let current = [...jobs, ...second];
  return stubApi(({ method, url, body }) => {
    if (url.pathname === '/api/rest/v1/admin/jobs' && method === 'GET') {
      const q = url.searchParams.get('q')?.toLowerCase();
      const status = url.searchParams.get('status');
      const after = url.searchParams.get('after');
      const pool = current.filter((job) => (after ? second : jobs).some((one) => one.id === job.id));
      const items = pool.filter(
        (job) => (!q || job.title.toLowerCase().includes(q)) && (!status || job.status === status),
      );
      return Response.json(page(items, !after && second.length > 0 ? 'c1' : null));
    }
    const unpublish = /^\/api\/rest\/v1\/jobs\/([^/]+)\/unpublish$/.exec(url.pathname);
    if (unpublish && method === 'POST') {
      const reason = (body as { reason?: string }).reason ?? null;
      current = current.map((job) =>
        job.id === unpublish[1] ? { ...job, status: 'draft', unpublished_reason: reason } : job,
      );
      return Response.json(current.find((job) => job.id === unpublish[1]));
    }
    return undefined;
  });
}

const row = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

beforeEach(() => signInAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('/admin/jobs', () => {
  it('are the pages of the routes', async () => {
    expect(await pages['/admin/jobs'].load()).toBe(AdminJobsPage);
    expect(await pages['/admin/jobs/:jobId/edit'].load()).toBe(AdminEditJobPage);
  });

  it('lists every job with its client, project, craft, status, dates and links', async () => {
    stubAdminApi([aJob(), gaffer, claimDraft]);
    renderRoute(LIST, AdminJobsPage);
    await screen.findByRole('heading', { level: 2, name: 'Director of photography' });
    const dop = within(row('Director of photography'));
    expect(dop.getByText('Northwind Films')).toBeInTheDocument();
    expect(dop.getByLabelText('Verified client')).toBeInTheDocument();
    expect(dop.getByText('Spring campaign for Northwind')).toBeInTheDocument();
    expect(dop.getByText('Published')).toBeInTheDocument();
    expect(dop.getByText('14 – 16 Mar 2027')).toBeInTheDocument();
    expect(dop.getByText('19 Nov 2026')).toBeInTheDocument();
    expect(dop.getByText('Published 20 Nov 2026')).toBeInTheDocument();
    expect(dop.getByRole('link', { name: 'Edit Director of photography' })).toHaveAttribute(
      'href',
      `/admin/jobs/${JOB_ID}/edit`,
    );
    expect(dop.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();

    const light = within(row('Gaffer for a night exterior'));
    expect(light.getByText('Harbour Records')).toBeInTheDocument();
    expect(light.getByText('Gaffer')).toBeInTheDocument();
    expect(light.getByText('Draft')).toBeInTheDocument();
    expect(light.getByText('Dates to be set')).toBeInTheDocument();
    expect(light.getByText(/Please state the rate in the job/)).toBeInTheDocument();
    // Only a published job can be unpublished.
    expect(light.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();

    expect(within(row('Editor for a brand film')).getByText(/No client yet/)).toBeInTheDocument();

    // View shows the job as filmmakers read it.
    await user.click(dop.getByRole('button', { name: 'View Director of photography' }));
    const dialog = await screen.findByRole('dialog', { name: 'Director of photography' });
    expect(within(dialog).getByText('£600 – £750 / day')).toBeInTheDocument();
    expect(within(dialog).getByText(/Lighting and camera for three commercial spots/)).toBeInTheDocument();
  });

  it('puts the search and the status in the address bar and asks the API with them', async () => {
    const fetchMock = stubAdminApi();
    const router = renderRoute(LIST, AdminJobsPage);
    await screen.findByRole('heading', { level: 2, name: 'Director of photography' });
    await user.type(screen.getByRole('searchbox'), 'gaffer');
    await waitFor(() => expect(router.state.location.search).toBe('?q=gaffer'));
    const lastQuery = () => requestsTo(fetchMock, 'GET', '/rest/v1/admin/jobs').at(-1)!.url.searchParams;
    await waitFor(() => expect(lastQuery().get('q')).toBe('gaffer'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Director of photography' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Gaffer for a night exterior' }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    expect(router.state.location.search).toBe('?q=gaffer&status=published');
    expect(await screen.findByText('No jobs match')).toBeInTheDocument();
    expect(screen.getByText(/No published job matches “gaffer”/)).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery())).toEqual({ q: 'gaffer', status: 'published', limit: '20' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Director of photography' })).toBeInTheDocument();
  });

  it('opens with the filters of a shared link and loads more with the cursor', async () => {
    const older = aJob({ id: '9a7e2c10-0000-4000-8000-000000000009', title: 'Sound recordist' });
    const fetchMock = stubAdminApi([aJob()], [older]);
    renderRoute(LIST, AdminJobsPage, `${LIST}?status=published`);
    await screen.findByRole('heading', { level: 2, name: 'Director of photography' });
    expect(screen.getByLabelText('Status')).toHaveValue('published');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sound recordist' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Director of photography' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const last = requestsTo(fetchMock, 'GET', '/rest/v1/admin/jobs').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ status: 'published', after: 'c1', limit: '20' });
  });

  it('says honestly when there are no jobs at all', async () => {
    stubAdminApi([]);
    renderRoute(LIST, AdminJobsPage);
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
  });

  it('unpublishes only with a reason, which it sends; the row then shows the job as a draft', async () => {
    const fetchMock = stubAdminApi();
    renderRoute(LIST, AdminJobsPage);
    await screen.findByRole('heading', { level: 2, name: 'Director of photography' });
    await user.click(within(row('Director of photography')).getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: /Unpublish “Director of photography”/ });
    expect(dialog).toHaveTextContent('Northwind Films sees your reason on the job');

    await user.click(within(dialog).getByRole('button', { name: 'Unpublish job' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Give the client a reason, so they know what to fix.',
    );
    expect(within(dialog).getByLabelText('Reason for the client')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'POST', `/rest/v1/jobs/${JOB_ID}/unpublish`)).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText('Reason for the client'),
      'The day rate is below the union minimum; please raise it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST', `/rest/v1/jobs/${JOB_ID}/unpublish`).map((r) => r.body)).toEqual([
      { reason: 'The day rate is below the union minimum; please raise it.' },
    ]);
    expect(await screen.findByText('Job unpublished')).toBeInTheDocument();
    const updated = within(row('Director of photography'));
    await waitFor(() => expect(updated.getByText('Draft')).toBeInTheDocument());
    expect(updated.getByText(/The day rate is below the union minimum/)).toBeInTheDocument();
    expect(updated.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('says in the dialog why the server refused, naming the job’s state now', async () => {
    stubApi(({ method, url }) => {
      if (url.pathname === '/api/rest/v1/admin/jobs') return Response.json(page([aJob()]));
      if (method === 'POST' && url.pathname.endsWith('/unpublish')) {
        return Response.json(
          { error: 'This job is closed and cannot be unpublished', status: 'closed' },
          { status: 409 },
        );
      }
      return undefined;
    });
    renderRoute(LIST, AdminJobsPage);
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for the client'), 'Duplicate of another job.');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish job' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('It is now: Closed.');
  });
});
