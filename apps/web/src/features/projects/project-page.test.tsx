import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { ProjectPage } from './project-page';
import { aJob, aProject, kit, requestsTo, signInAsClient, stubApi } from './projects-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup();
const PATTERN = '/client/dashboard/projects/:projectId';
const URL_ = `/client/dashboard/projects/${aProject().id}`;

function stubProjectApi(
  project = aProject(),
  jobs = [
    aJob(),
    aJob({ id: 'j2', title: 'Gaffer', craft: 'gaffer', status: 'draft', application_count: 0 }),
  ],
) {
  let current = project;
  return stubApi(({ method, url }) => {
    if (url.pathname === `/api/rest/v1/projects/${project.id}`) return Response.json(current);
    if (url.pathname === `/api/rest/v1/projects/${project.id}/jobs`)
      return Response.json({ items: jobs, next_cursor: null });
    if (method === 'POST' && url.pathname === `/api/rest/v1/projects/${project.id}/archive`) {
      current = { ...current, status: 'archived' };
      return Response.json(current);
    }
    if (method === 'POST' && url.pathname === `/api/rest/v1/projects/${project.id}/open`) {
      return Response.json(
        { error: 'This project is open, so it cannot be changed that way now', status: 'open' },
        { status: 409 },
      );
    }
    return undefined;
  });
}

const actions = () => within(screen.getByRole('group', { name: 'Project actions' }));

beforeEach(signInAsClient);
afterEach(() => vi.unstubAllGlobals());

describe('the project page', () => {
  it('shows the project, the actions its machine offers and its jobs with their applicants', async () => {
    stubProjectApi();
    renderRoute(PATTERN, ProjectPage, URL_);
    expect(await screen.findByRole('heading', { name: 'Spring campaign for Northwind' })).toBeInTheDocument();
    expect(screen.getByText('14 – 16 Mar 2027')).toBeInTheDocument();
    expect(screen.getByText('£12,000')).toBeInTheDocument();
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Open for hiring', 'Start production', 'Archive']);
    const dop = await screen.findByRole('link', { name: /Director of photography/ });
    expect(dop).toHaveAttribute('href', `${URL_}/jobs/${aJob().id}`);
    expect(dop).toHaveTextContent('3 applicants');
    expect(dop).toHaveTextContent('Published');
    expect(dop).toHaveTextContent('£600–£750 / day');
    expect(screen.getByRole('link', { name: /Gaffer/ })).toHaveTextContent('No applicants yet');
    expect(screen.getByRole('link', { name: 'Add a job' })).toHaveAttribute('href', `${URL_}/add-job`);
  });

  it('shows the whole title of each job, wrapping it rather than cutting it off', async () => {
    const title = 'Editor for a brand film and three social cut-downs in 9:16 and 1:1';
    stubProjectApi(aProject(), [aJob({ title })]);
    renderRoute(PATTERN, ProjectPage, URL_);
    const heading = await screen.findByText(title);
    expect(heading.className).not.toContain('truncate');
    expect(heading.className).toContain('break-words');
  });

  it('archives, then offers only Restore; a refused move says what the project is now', async () => {
    const fetchMock = stubProjectApi();
    renderRoute(PATTERN, ProjectPage, URL_);
    await screen.findByRole('group', { name: 'Project actions' });
    await user.click(actions().getByRole('button', { name: 'Open for hiring' }));
    expect(
      await screen.findByText('This project is open, so it cannot be changed that way now'),
    ).toBeInTheDocument();
    expect(screen.getByText('It is now: Open for hiring.')).toBeInTheDocument();

    await user.click(actions().getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(
        actions()
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Restore']),
    );
    expect(requestsTo(fetchMock, 'POST', `/rest/v1/projects/${aProject().id}/archive`)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a job' })).not.toBeInTheDocument();
  });

  it('says when a project has no jobs yet and offers to add one', async () => {
    stubProjectApi(aProject({ job_count: 0, open_job_count: 0 }), []);
    renderRoute(PATTERN, ProjectPage, URL_);
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a job' })).toHaveAttribute('href', `${URL_}/add-job`);
  });
});
