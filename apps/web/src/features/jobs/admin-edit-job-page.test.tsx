import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { AdminEditJobPage } from './admin-edit-job-page';
import { aJob, JOB_ID, kit, requestsTo, signInAs, stubApi } from './jobs-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup({ delay: null });
const PATTERN = '/admin/jobs/:jobId/edit';
const URL_ = `/admin/jobs/${JOB_ID}/edit`;

/** GET and PUT the job (PUT keeps what was sent, with a new updated_at), and unpublish it. */
function stubJobApi(job = aJob()) {
  let current = job;
  return stubApi(({ method, url, body }) => {
    if (url.pathname !== `/api/rest/v1/jobs/${JOB_ID}` && !url.pathname.endsWith('/unpublish'))
      return undefined;
    if (method === 'GET') return Response.json(current);
    if (method === 'PUT') {
      current = { ...current, ...(body as object), updated_at: '2026-11-25T12:00:00Z' };
      return Response.json(current);
    }
    if (method === 'POST') {
      current = {
        ...current,
        status: 'draft',
        unpublished_reason: (body as { reason: string }).reason,
        updated_at: '2026-11-25T13:00:00Z',
      };
      return Response.json(current);
    }
    return undefined;
  });
}

beforeEach(() => signInAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('/admin/jobs/:jobId/edit', () => {
  it('shows whose job it is and where it stands, and saves the form through PUT', async () => {
    const fetchMock = stubJobApi();
    renderRoute(PATTERN, AdminEditJobPage, URL_);
    expect(await screen.findByLabelText('Job title')).toHaveValue('Director of photography');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit job' })).toBeInTheDocument();
    expect(screen.getByText('Northwind Films')).toBeInTheDocument();
    expect(screen.getByText('Spring campaign for Northwind')).toBeInTheDocument();
    expect(screen.getByText('Commercial')).toBeInTheDocument();
    expect(screen.getByText('2 applications')).toBeInTheDocument();
    expect(screen.getByText('Published', { selector: 'span' })).toBeInTheDocument();
    // Publishing is the client's call: an admin only saves.
    expect(screen.queryByRole('button', { name: 'Save and publish' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Job title'));
    await user.type(screen.getByLabelText('Job title'), 'Director of photography, two studio days');
    await user.clear(screen.getByLabelText('Highest rate (GBP)'));
    await user.type(screen.getByLabelText('Highest rate (GBP)'), '800');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Job saved')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'PUT', `/rest/v1/jobs/${JOB_ID}`);
    expect(sent!.body).toMatchObject({
      title: 'Director of photography, two studio days',
      rate_min_minor: 60000,
      rate_max_minor: 80000,
      craft: 'director of photography',
    });
    // The page reads the job again: its heading names what was saved.
    await waitFor(() =>
      expect(screen.getAllByText('Director of photography, two studio days').length).toBeGreaterThan(0),
    );
    expect(screen.getByLabelText('Job title')).toHaveValue('Director of photography, two studio days');
  });

  it('unpublishes with a required reason and then shows the reason the client reads', async () => {
    const fetchMock = stubJobApi();
    renderRoute(PATTERN, AdminEditJobPage, URL_);
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish job' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the client a reason');
    await user.type(within(dialog).getByLabelText('Reason for the client'), 'Please name the rate.');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish job' }));

    expect(await screen.findByText(/Unpublished by Reelhire, the client was told/)).toBeInTheDocument();
    expect(screen.getByText('Please name the rate.')).toBeInTheDocument();
    expect(screen.getByText('Draft', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', `/rest/v1/jobs/${JOB_ID}/unpublish`)[0]!.body).toEqual({
      reason: 'Please name the rate.',
    });
  });

  it('says plainly when there is no such job', async () => {
    stubApi(() => Response.json({ error: 'No such job' }, { status: 404 }));
    renderRoute(PATTERN, AdminEditJobPage, URL_);
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all jobs' })).toHaveAttribute('href', '/admin/jobs');
    expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
  });

  it('shows a closed job without a form', async () => {
    stubJobApi(aJob({ status: 'closed' }));
    renderRoute(PATTERN, AdminEditJobPage, URL_);
    expect(await screen.findByText('This job is closed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });
});
