import type { Invitation } from '@reelhire/shared/invitations';
import type { Job } from '@reelhire/shared/jobs';
import type { Project } from '@reelhire/shared/projects';
import type { TalentSummary } from '@reelhire/shared/talent';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { clientRecord, filmmakerRecord } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { PortfolioPage } from './portfolio-page';
import { ClientTalentPage, PublicTalentPage } from './talent-pages';

const kit: { fake: FakeAuthClient } = { fake: createFakeAuthClient() };
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup();

const MAYA_ID = '7d1c1d4e-0000-4000-8000-000000000001';
const maya: TalentSummary = {
  id: MAYA_ID,
  username: 'maya-okafor',
  first_name: 'Maya',
  last_name: 'Okafor',
  avatar: null,
  headline: 'Director of photography for documentary and brand films',
  bio: null,
  city: 'London',
  country: 'GB',
  crafts: ['director of photography'],
  years_experience: 12,
  day_rate_minor: 65000,
  half_day_rate_minor: 40000,
  currency: 'GBP',
  languages: ['English'],
  availability: 'available',
  available_from: null,
  verified: true,
  rating_average: null,
  review_count: 0,
};

function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: '5b0c8a52-0000-4000-8000-000000000001',
    client_id: 'client-1',
    title: 'Spring campaign',
    production_type: 'commercial',
    description: null,
    shoot_dates: [],
    location: { remote: false, city: 'London', country: 'GB' },
    budget_minor: null,
    currency: 'GBP',
    reference_links: [],
    reference_files: [],
    status: 'open',
    job_count: 3,
    open_job_count: 2,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: '9a7e2c10-0000-4000-8000-000000000001',
    project_id: aProject().id,
    client_id: 'client-1',
    title: 'Director of photography',
    craft: 'director of photography',
    description: 'Lighting and camera for three spots.',
    deliverables: null,
    rate_type: 'day',
    rate_min_minor: 60000,
    rate_max_minor: 75000,
    currency: 'GBP',
    dates: [{ start: '2027-03-14', end: '2027-03-16' }],
    location: { remote: false, city: 'London', country: 'GB' },
    required_kit: null,
    openings: 1,
    openings_filled: 0,
    application_deadline: '2027-02-20',
    status: 'published',
    unpublished_reason: null,
    published_at: '2026-11-20T10:00:00Z',
    project: { title: 'Spring campaign', production_type: 'commercial' },
    client: { company_name: 'Northwind', verified: true },
    application_count: 0,
    created_at: '2026-11-19T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

const dop = aJob();
const gaffer = aJob({ id: '9a7e2c10-0000-4000-8000-000000000002', title: 'Gaffer', craft: 'gaffer' });
const draft = aJob({ id: '9a7e2c10-0000-4000-8000-000000000003', title: 'Editor (draft)', status: 'draft' });

function anInvitation(job: Job, message: string | null = null): Invitation {
  return {
    id: `inv-${job.id}`,
    job_id: job.id,
    filmmaker_id: MAYA_ID,
    message,
    job: {
      title: job.title,
      project_id: job.project_id,
      status: job.status,
      craft: job.craft,
      application_deadline: job.application_deadline,
    },
    client_name: 'Northwind',
    filmmaker_name: 'Maya Okafor',
    applied: false,
    created_at: '2026-11-24T10:00:00Z',
  };
}

function signIn(userType: 'client' | 'filmmaker') {
  storeSessionMarker();
  kit.fake = createFakeAuthClient(fakeSession(fakeUser({ id: `${userType}-user-1`, userType })));
}

interface Answers {
  projects?: Project[];
  jobs?: Record<string, Job[]>;
  invited?: Invitation[];
  invite?: (body: { job_id: string; message: string | null }) => Response;
  userType?: 'client' | 'filmmaker';
}

/** The client's account, the directory with Maya, their projects and jobs, and the invitations sent. */
function stubApi({
  projects = [aProject(), aProject({ id: 'p-empty', title: 'Idea', open_job_count: 0 })],
  jobs = { [aProject().id]: [dop, draft, gaffer] },
  invited = [],
  invite,
  userType = 'client',
}: Answers = {}) {
  const sent = [...invited];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/api/rest/v1', '');
    if (path === '/filmmakers') return Response.json(userType === 'filmmaker' ? [filmmakerRecord()] : []);
    if (path === '/clients')
      return Response.json(userType === 'client' ? [clientRecord({ setup: true })] : []);
    if (path === `/talent/${MAYA_ID}`) {
      return Response.json({
        ...maya,
        equipment: [],
        travel_radius_km: null,
        showreel: null,
        work_links: [],
        portfolio_images: [],
        service_images: [],
        credits: [],
        reviews: { rating: { average: null, count: 0 }, latest: [] },
      });
    }
    if (path === '/talent') return Response.json({ items: [maya], next_cursor: null, total: 1 });
    if (path === '/projects') return Response.json({ items: projects, next_cursor: null });
    const projectJobs = /^\/projects\/([^/]+)\/jobs$/.exec(path);
    if (projectJobs) return Response.json({ items: jobs[projectJobs[1]!] ?? [], next_cursor: null });
    if (path === '/invitations' && method === 'GET') {
      return Response.json({
        items: sent.filter((each) => each.filmmaker_id === url.searchParams.get('filmmaker_id')),
      });
    }
    if (path === '/invitations' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { job_id: string; message: string | null };
      const refused = invite?.(body);
      if (refused) return refused;
      const job = [dop, gaffer].find((each) => each.id === body.job_id)!;
      const created = anInvitation(job, body.message);
      sent.push(created);
      return Response.json(created, { status: 201 });
    }
    return Response.json({ error: `Unexpected ${method} ${url.pathname}` }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requests = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return (init?.method ?? 'GET') === method && url.pathname === `/api/rest/v1${path}`;
  });

async function openDialog() {
  await user.click(await screen.findByRole('button', { name: 'Invite to a job' }));
  return screen.findByRole('dialog', { name: 'Invite Maya Okafor to a job' });
}

beforeEach(() => signIn('client'));
afterEach(() => vi.unstubAllGlobals());

describe('inviting a filmmaker to a job from the talent directory', () => {
  it('lists only published jobs, sends the invitation with its message, then shows the job as invited', async () => {
    const fetchMock = stubApi({ invited: [anInvitation(gaffer)] });
    renderRoute('/client/dashboard/talent', ClientTalentPage);
    const dialog = await openDialog();

    const dopChoice = await within(dialog).findByRole('radio', { name: /Director of photography/ });
    const gafferChoice = within(dialog).getByRole('radio', { name: /Gaffer/ });
    expect(within(dialog).queryByRole('radio', { name: /Editor/ })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(dopChoice).toBeChecked();
    expect(dopChoice.closest('label')).toHaveTextContent(
      'Spring campaign · Director of photography · apply by 20 Feb 2027',
    );
    // Already invited to the gaffer job: it says so and cannot be chosen again.
    expect(gafferChoice).toBeDisabled();
    expect(gafferChoice.closest('label')).toHaveTextContent('Invited');
    // The project without a published job is not read at all.
    expect(requests(fetchMock, 'GET', '/projects/p-empty/jobs')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Loved your night work.');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Maya Okafor is invited to apply')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = requests(fetchMock, 'POST', '/invitations')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      job_id: dop.id,
      filmmaker_id: MAYA_ID,
      message: 'Loved your night work.',
    });

    const again = await openDialog();
    await waitFor(() =>
      expect(within(again).getByRole('radio', { name: /Director of photography/ })).toBeDisabled(),
    );
    expect(again).toHaveTextContent('You have invited Maya to each of your published jobs');
    expect(within(again).queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('says honestly when the client has no published job, with the way to create one', async () => {
    stubApi({ projects: [aProject({ open_job_count: 0 })] });
    renderRoute('/client/dashboard/talent', ClientTalentPage);
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/You have no published job yet/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Start a project' })).toHaveAttribute(
      'href',
      '/client/dashboard/projects/create',
    );
    expect(within(dialog).getByRole('link', { name: 'Your projects' })).toHaveAttribute(
      'href',
      '/client/dashboard/projects',
    );
    expect(within(dialog).queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('shows the reason when the invitation is refused, and keeps the dialog open', async () => {
    stubApi({
      invite: () =>
        Response.json(
          { error: 'Publish the job before inviting filmmakers to apply', status: 'draft' },
          { status: 409 },
        ),
    });
    renderRoute('/client/dashboard/talent', ClientTalentPage);
    const dialog = await openDialog();
    await within(dialog).findByRole('radio', { name: /Director of photography/ });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Publish the job before inviting filmmakers to apply',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says when the jobs could not be loaded', async () => {
    const fetchMock = stubApi();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      new URL(String(input), 'http://localhost').pathname === '/api/rest/v1/projects'
        ? Response.json({ error: 'The database is resting' }, { status: 500 })
        : answer(input, init),
    );
    renderRoute('/client/dashboard/talent', ClientTalentPage);
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your jobs could not be loaded',
    );
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is offered to clients only: a filmmaker browsing the directory sees no invite button', async () => {
    signIn('filmmaker');
    stubApi({ userType: 'filmmaker' });
    renderRoute('/talent', PublicTalentPage);
    expect(await screen.findByRole('link', { name: /Maya Okafor/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite to a job' })).not.toBeInTheDocument();
  });

  it('is on the public directory too when a client browses it', async () => {
    stubApi();
    renderRoute('/talent', PublicTalentPage);
    await openDialog();
  });

  it("is on a filmmaker's portfolio beside Book and Message", async () => {
    stubApi();
    renderRoute('/client/dashboard/talent/:talentId', PortfolioPage, `/client/dashboard/talent/${MAYA_ID}`);
    expect(await screen.findByRole('link', { name: 'Book' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toBeInTheDocument();
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('radio', { name: /Director of photography/ })).toBeChecked();
  });
});
