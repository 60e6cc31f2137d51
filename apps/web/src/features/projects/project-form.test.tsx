import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { CreateProjectPage, EditProjectPage } from './project-form-page';
import { aProject, kit, requestsTo, signInAsClient, stubApi } from './projects-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup();
const CREATE = '/client/dashboard/projects/create';
const EDIT = '/client/dashboard/projects/:projectId/edit';

beforeEach(signInAsClient);
afterEach(() => vi.unstubAllGlobals());

describe('the project form', () => {
  it('shows the shared schema’s errors beside the fields and sends nothing', async () => {
    const fetchMock = stubApi(() => undefined);
    renderRoute(CREATE, CreateProjectPage);
    await user.type(screen.getByLabelText('Project title'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Add dates' }));
    await user.type(screen.getByLabelText('From (range 1)'), '2027-03-16');
    await user.type(screen.getByLabelText('To (range 1)'), '2027-03-14');
    await user.type(screen.getByLabelText('Budget'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByLabelText('Reference link 1'), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    expect(await screen.findByText('A title needs at least 3 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Project title')).toHaveAccessibleDescription(
      'A title needs at least 3 characters',
    );
    expect(screen.getByText('Choose a production type from the list')).toBeInTheDocument();
    expect(screen.getByText('A date range must end on or after its start')).toBeInTheDocument();
    expect(screen.getByText('Say where the work happens, or mark it remote')).toBeInTheDocument();
    expect(screen.getByText('The budget must be a number')).toBeInTheDocument();
    expect(screen.getByText(/Each reference link must be a web address/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/rest/v1/projects')).toHaveLength(0);
  });

  it('posts a valid project with the budget in minor units and goes to it', async () => {
    const fetchMock = stubApi(({ method, url, body }) =>
      method === 'POST' && url.pathname === '/api/rest/v1/projects'
        ? Response.json(aProject({ id: 'new-project', ...(body as object) }), { status: 201 })
        : undefined,
    );
    const router = renderRoute(CREATE, CreateProjectPage);
    await user.type(screen.getByLabelText('Project title'), 'Spring campaign for Northwind');
    await user.selectOptions(screen.getByLabelText('Production type'), 'Commercial');
    await user.click(screen.getByRole('button', { name: 'Add dates' }));
    await user.type(screen.getByLabelText('From (range 1)'), '2027-03-14');
    await user.type(screen.getByLabelText('To (range 1)'), '2027-03-16');
    await user.click(screen.getByRole('button', { name: 'Add another date range' }));
    await user.type(screen.getByLabelText('From (range 2)'), '2027-03-02');
    await user.type(screen.getByLabelText('To (range 2)'), '2027-03-02');
    await user.type(screen.getByLabelText('City'), 'London');
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.type(screen.getByLabelText('Budget'), '12500.50');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByLabelText('Reference link 1'), 'https://example.com/board');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/client/dashboard/projects/new-project'),
    );
    expect(await screen.findByText('Project created')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'POST', '/rest/v1/projects');
    expect(sent!.body).toEqual({
      title: 'Spring campaign for Northwind',
      production_type: 'commercial',
      description: null,
      // Sorted by their start, as the schema keeps them.
      shoot_dates: [
        { start: '2027-03-02', end: '2027-03-02' },
        { start: '2027-03-14', end: '2027-03-16' },
      ],
      location: { remote: false, city: 'London', country: 'GB' },
      budget_minor: 1_250_050,
      currency: 'EUR',
      reference_links: ['https://example.com/board'],
      reference_file_ids: [],
    });
  });

  it('edits a project with its values filled in and says why the server refused a save', async () => {
    const fetchMock = stubApi(({ method, url }) => {
      if (url.pathname !== `/api/rest/v1/projects/${aProject().id}`) return undefined;
      if (method === 'GET') return Response.json(aProject());
      return Response.json({ error: 'This project is archived', status: 'archived' }, { status: 409 });
    });
    renderRoute(EDIT, EditProjectPage, `/client/dashboard/projects/${aProject().id}/edit`);
    expect(await screen.findByLabelText('Project title')).toHaveValue('Spring campaign for Northwind');
    expect(screen.getByLabelText('Budget')).toHaveValue('12000');
    expect(screen.getByLabelText('From (range 1)')).toHaveValue('2027-03-14');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This project is archived')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'PUT', `/rest/v1/projects/${aProject().id}`);
    expect(sent!.body).toMatchObject({ budget_minor: 1_200_000, currency: 'GBP' });
  });

  it('asks before leaving with unsaved changes, and leaves freely when nothing changed', async () => {
    stubApi(() => undefined);
    const router = renderRoute(CREATE, CreateProjectPage);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/dashboard/projects'));
    await router.navigate(CREATE);
    await user.type(await screen.findByLabelText('Project title'), 'Spring campaign');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to this project are not saved yet.');
    expect(router.state.location.pathname).toBe(CREATE);
  });
});
