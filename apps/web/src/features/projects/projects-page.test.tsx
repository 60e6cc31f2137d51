import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { ProjectsPage } from './projects-page';
import { aProject, kit, pageOf, requestsTo, signInAsClient, stubApi } from './projects-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup();
const LIST = '/client/dashboard/projects';

beforeEach(signInAsClient);
afterEach(() => vi.unstubAllGlobals());

describe('the projects list', () => {
  it('shows each project with its status, jobs, dates, place and budget', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/rest/v1/projects'
        ? Response.json(
            pageOf([
              aProject(),
              aProject({
                id: 'p2',
                title: 'Night drive music video',
                production_type: 'music_video',
                status: 'open',
                job_count: 0,
                open_job_count: 0,
                budget_minor: null,
                shoot_dates: [],
                location: { remote: true, city: null, country: null },
              }),
            ]),
          )
        : undefined,
    );
    renderRoute(LIST, ProjectsPage);
    const card = await screen.findByRole('link', { name: /Spring campaign for Northwind/ });
    expect(card).toHaveAttribute('href', `${LIST}/${aProject().id}`);
    expect(card).toHaveTextContent('Commercial');
    expect(card).toHaveTextContent('Draft');
    expect(card).toHaveTextContent('2 jobs, 1 open');
    expect(card).toHaveTextContent('14 – 16 Mar 2027');
    expect(card).toHaveTextContent('London, United Kingdom');
    expect(card).toHaveTextContent('£12,000');
    const other = screen.getByRole('link', { name: /Night drive music video/ });
    expect(other).toHaveTextContent('Open for hiring');
    expect(other).toHaveTextContent('No jobs yet');
    expect(other).toHaveTextContent('Dates to be set');
    expect(other).toHaveTextContent('Remote');
    expect(other).toHaveTextContent('No budget set');
  });

  it('says there are no projects yet and offers to create one', async () => {
    stubApi(({ url }) => (url.pathname === '/api/rest/v1/projects' ? Response.json(pageOf([])) : undefined));
    renderRoute(LIST, ProjectsPage);
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    const create = screen.getAllByRole('link', { name: 'Create a project' });
    expect(create.at(-1)).toHaveAttribute('href', `${LIST}/create`);
    // Nothing to search before the first project.
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('puts the search and the status filter in the address bar and searches with them', async () => {
    const fetchMock = stubApi(({ url }) =>
      url.pathname === '/api/rest/v1/projects'
        ? Response.json(url.searchParams.get('status') === 'archived' ? pageOf([]) : pageOf([aProject()]))
        : undefined,
    );
    const router = renderRoute(LIST, ProjectsPage);
    await screen.findByRole('link', { name: /Spring campaign/ });
    await user.type(screen.getByRole('searchbox'), 'spring');
    await waitFor(() => expect(router.state.location.search).toBe('?q=spring'));
    const lastQuery = () => requestsTo(fetchMock, 'GET', '/rest/v1/projects').at(-1)!.url.searchParams;
    await waitFor(() => expect(lastQuery().get('q')).toBe('spring'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Archived');
    expect(router.state.location.search).toBe('?q=spring&status=archived');
    expect(await screen.findByText('No projects match')).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery())).toEqual({ q: 'spring', status: 'archived', limit: '20' });

    await user.click(within(screen.getByRole('search')).getByRole('button', { name: /Clear/ }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: /Spring campaign/ })).toBeInTheDocument();
  });

  it('opens with the filters of a shared link and loads more with the cursor', async () => {
    const fetchMock = stubApi(({ url }) => {
      if (url.pathname !== '/api/rest/v1/projects') return undefined;
      return url.searchParams.get('after') === 'c1'
        ? Response.json(pageOf([aProject({ id: 'p3', title: 'Older documentary' })]))
        : Response.json(pageOf([aProject()], 'c1'));
    });
    renderRoute(LIST, ProjectsPage, `${LIST}?status=draft`);
    await screen.findByRole('link', { name: /Spring campaign/ });
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Older documentary/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Spring campaign/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const last = requestsTo(fetchMock, 'GET', '/rest/v1/projects').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ status: 'draft', after: 'c1', limit: '20' });
  });
});
