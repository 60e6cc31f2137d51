import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { talentRecord } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { CreateProjectPage } from './project-form-page';
import { aProject, kit, requestsTo, signInAsClient, stubApi } from './projects-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup();
const CREATE = '/client/dashboard/projects/create';
const maya = talentRecord({ currency: 'EUR', city: 'Lisbon', country: 'PT' });

beforeEach(signInAsClient);
afterEach(() => vi.unstubAllGlobals());

// Decision 0028: a portfolio's 'Book' leads here with ?talent=<filmmaker id>.
describe('a new project for a filmmaker from their portfolio', () => {
  it('names who is being hired and starts in their city and currency', async () => {
    stubApi(({ url }) =>
      url.pathname === `/api/rest/v1/talent/${maya.id}` ? Response.json(maya) : undefined,
    );
    renderRoute(CREATE, CreateProjectPage, `${CREATE}?talent=${maya.id}`);

    const hiring = await screen.findByRole('region', { name: 'Hiring Maya Okafor' });
    expect(hiring).toHaveTextContent('Director of photography · Lisbon · €650 / day');
    expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument();
    expect(screen.getByLabelText('Project title')).toHaveValue('Shoot with Maya Okafor');
    expect(screen.getByLabelText('City')).toHaveValue('Lisbon');
    expect(screen.getByLabelText('Country')).toHaveValue('PT');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
  });

  it('carries the filmmaker on to the job once the project is saved', async () => {
    const fetchMock = stubApi(({ method, url, body }) => {
      if (url.pathname === `/api/rest/v1/talent/${maya.id}`) return Response.json(maya);
      if (method === 'POST' && url.pathname === '/api/rest/v1/projects') {
        return Response.json(aProject({ id: 'new-project', ...(body as object) }), { status: 201 });
      }
      return undefined;
    });
    const router = renderRoute(CREATE, CreateProjectPage, `${CREATE}?talent=${maya.id}`);
    await screen.findByRole('region', { name: 'Hiring Maya Okafor' });
    await user.selectOptions(screen.getByLabelText('Production type'), 'Music video');
    await user.click(screen.getByRole('button', { name: 'Create project and continue' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/client/dashboard/projects/new-project/add-job'),
    );
    expect(router.state.location.search).toBe(`?talent=${maya.id}`);
    expect(requestsTo(fetchMock, 'POST', '/rest/v1/projects')[0]!.body).toMatchObject({
      title: 'Shoot with Maya Okafor',
      currency: 'EUR',
      location: { remote: false, city: 'Lisbon', country: 'PT' },
    });
  });

  it('is an ordinary blank project when the filmmaker cannot be loaded', async () => {
    stubApi(() => undefined);
    renderRoute(CREATE, CreateProjectPage, `${CREATE}?talent=${maya.id}`);
    expect(await screen.findByText(/We could not load the filmmaker you chose/)).toBeInTheDocument();
    expect(screen.getByLabelText('Project title')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create project' })).toBeInTheDocument();
  });
});
