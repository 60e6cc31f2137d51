import type { Project } from '@reelhire/shared/projects';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { AddJobPage, EditJobPage } from './job-form-page';
import { aJob, JOB_ID, kit, PROJECT_ID, requestsTo, signInAs, stubApi } from './jobs-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup();
const ADD = '/client/dashboard/projects/:projectId/add-job';
const EDIT = '/client/dashboard/projects/:projectId/jobs/:jobId/edit';
const PROJECT = `/client/dashboard/projects/${PROJECT_ID}`;

const project: Project = {
  id: PROJECT_ID,
  client_id: 'client-1',
  title: 'Spring campaign for Northwind',
  production_type: 'commercial',
  description: null,
  shoot_dates: [{ start: '2027-03-14', end: '2027-03-16' }],
  location: { remote: false, city: 'Lyon', country: 'FR' },
  budget_minor: null,
  currency: 'EUR',
  reference_links: [],
  reference_files: [],
  status: 'draft',
  job_count: 0,
  open_job_count: 0,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

function stubJobsApi() {
  return stubApi(({ method, url, body }) => {
    if (url.pathname === `/api/rest/v1/projects/${PROJECT_ID}`) return Response.json(project);
    if (url.pathname === '/api/rest/v1/jobs' && method === 'POST') {
      return Response.json(aJob({ ...(body as object), status: 'draft', currency: 'EUR' }), { status: 201 });
    }
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}/publish`) return Response.json(aJob());
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}` && method === 'GET') return Response.json(aJob());
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}` && method === 'PUT') return Response.json(aJob());
    return undefined;
  });
}

beforeEach(() => signInAs('client'));
afterEach(() => vi.unstubAllGlobals());

describe('the job form', () => {
  it('starts on the project’s dates and place and shows the schema’s errors', async () => {
    const fetchMock = stubJobsApi();
    renderRoute(ADD, AddJobPage, `${PROJECT}/add-job`);
    expect(await screen.findByLabelText('From (range 1)')).toHaveValue('2027-03-14');
    expect(screen.getByLabelText('City')).toHaveValue('Lyon');
    expect(screen.getByLabelText('Lowest rate (EUR)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Job title'), 'DoP');
    await user.type(screen.getByLabelText('Lowest rate (EUR)'), '700');
    await user.type(screen.getByLabelText('Highest rate (EUR)'), '500');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose a craft from the list')).toBeInTheDocument();
    expect(screen.getByText('A description needs at least 20 characters')).toBeInTheDocument();
    // The rates' own rule runs once every field is readable.
    await user.type(screen.getByLabelText('Job title'), ' for three days');
    await user.selectOptions(screen.getByLabelText('Craft'), 'Director of photography');
    await user.type(screen.getByLabelText('Description'), 'Lighting and camera for three spots.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The highest rate cannot be lower than the lowest')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/rest/v1/jobs')).toHaveLength(0);
  });

  it('saves and publishes with rates in minor units of the project’s currency', async () => {
    const fetchMock = stubJobsApi();
    const router = renderRoute(ADD, AddJobPage, `${PROJECT}/add-job`);
    await user.type(await screen.findByLabelText('Job title'), 'Director of photography');
    await user.selectOptions(screen.getByLabelText('Craft'), 'Director of photography');
    await user.type(screen.getByLabelText('Description'), 'Lighting and camera for three spots.');
    await user.selectOptions(screen.getByLabelText('Rate type'), 'Day rate');
    await user.type(screen.getByLabelText('Lowest rate (EUR)'), '550');
    await user.type(screen.getByLabelText('Highest rate (EUR)'), '700.50');
    await user.clear(screen.getByLabelText('Openings'));
    await user.type(screen.getByLabelText('Openings'), '2');
    await user.type(screen.getByLabelText('Application deadline (optional)'), '2027-03-01');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`${PROJECT}/jobs/${JOB_ID}`));
    expect(await screen.findByText('Job published')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'POST', '/rest/v1/jobs');
    expect(sent!.body).toEqual({
      project_id: PROJECT_ID,
      title: 'Director of photography',
      craft: 'director of photography',
      description: 'Lighting and camera for three spots.',
      deliverables: null,
      rate_type: 'day',
      rate_min_minor: 55000,
      rate_max_minor: 70050,
      dates: [{ start: '2027-03-14', end: '2027-03-16' }],
      location: { remote: false, city: 'Lyon', country: 'FR' },
      required_kit: null,
      openings: 2,
      application_deadline: '2027-03-01',
    });
    expect(requestsTo(fetchMock, 'POST', `/rest/v1/jobs/${JOB_ID}/publish`)).toHaveLength(1);
  });

  it('edits a published job without offering to publish it again', async () => {
    const fetchMock = stubJobsApi();
    renderRoute(EDIT, EditJobPage, `${PROJECT}/jobs/${JOB_ID}/edit`);
    expect(await screen.findByLabelText('Highest rate (GBP)')).toHaveValue('750');
    expect(screen.queryByRole('button', { name: 'Save and publish' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Job saved')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'PUT', `/rest/v1/jobs/${JOB_ID}`);
    expect(sent!.body).toMatchObject({ rate_min_minor: 60000, rate_max_minor: 75000 });
  });
});
