import type { ClaimPreview } from '@reelhire/shared/claims';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { clientRecord } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { takeReturnTo } from '@/lib/return-to';
import { ClaimJobPage } from './claim-job-page';
import { pages } from './routes';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const URL_HERE = `/claim-job/${TOKEN}`;

const preview = (overrides: Partial<ClaimPreview> = {}): ClaimPreview => ({
  state: 'open',
  test: false,
  expires_at: '2027-01-08T10:00:00.000Z',
  project: {
    title: 'Spring campaign for Fieldhouse Coffee',
    production_type: 'commercial',
    description: 'A 30-second spot and cut-downs for social.',
    shoot_dates: [{ start: '2027-03-01', end: '2027-03-02' }],
    location: { remote: false, city: 'London', country: 'GB' },
    budget_minor: 1_500_000,
    currency: 'GBP',
    reference_links: ['https://example.com/moodboard'],
  },
  job: {
    title: 'Director of photography',
    craft: 'director of photography',
    description: 'Light and shoot two days on an Alexa Mini with our gaffer and 1st AC.',
    deliverables: null,
    rate_type: 'day',
    rate_min_minor: 60_000,
    rate_max_minor: 80_000,
    currency: 'GBP',
    dates: [{ start: '2027-03-01', end: '2027-03-02' }],
    location: { remote: false, city: 'London', country: 'GB' },
    required_kit: 'Alexa Mini and a set of primes',
    openings: 1,
    application_deadline: null,
  },
  ...overrides,
});

type Answer = { status: number; body: unknown };

/** The claim API: the preview answers `previewAnswer`, a claim answers `claimAnswer`; records for the guard. */
function stubApi({
  previewAnswer = { status: 200, body: preview() },
  claimAnswer = { status: 200, body: { project_id: 'project-1', job_id: 'job-1' } },
  client = { verified: false, setup: true },
}: {
  previewAnswer?: Answer;
  claimAnswer?: Answer;
  client?: { verified: boolean; setup: boolean } | null;
} = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = ({ status, body }: Answer) => Response.json(body, { status });
    if (url.pathname === `/api/rest/v1/claims/${TOKEN}` && !init?.method) return reply(previewAnswer);
    if (url.pathname === `/api/rest/v1/claims/${TOKEN}/claim` && init?.method === 'POST')
      return reply(claimAnswer);
    if (url.pathname === '/api/rest/v1/clients') return Response.json(client ? [clientRecord(client)] : []);
    if (url.pathname === '/api/rest/v1/filmmakers') return Response.json([]);
    return Response.json({ error: `Unexpected ${url.pathname}` }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signIn(userType: string) {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType })));
}

beforeEach(() => {
  window.localStorage.clear();
  fake = createFakeAuthClient(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/claim-job/:token', () => {
  it('is the page of the route', async () => {
    expect(await pages['/claim-job/:token'].load()).toBe(ClaimJobPage);
  });

  it('shows a signed-out visitor the job and project, and sends them through client sign-up and back', async () => {
    stubApi();
    const router = renderRoute('/claim-job/:token', ClaimJobPage, URL_HERE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Director of photography' }),
    ).toBeInTheDocument();
    expect(screen.getByText('£600 – £800 / day (day rate)')).toBeInTheDocument();
    expect(screen.getByText('£15,000')).toBeInTheDocument();
    expect(screen.getAllByText('1 Mar 2027 – 2 Mar 2027')).toHaveLength(2);
    expect(screen.getAllByText('London, United Kingdom')).toHaveLength(2);
    expect(screen.getByText(/until 8 Jan 2027/)).toBeInTheDocument();
    expect(screen.queryByText(/Test draft/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Sign up as a client to claim' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?role=client');
    // After sign-up and the client profile, the setup's last step takes the visitor back here.
    expect(takeReturnTo()).toBe(URL_HERE);
  });

  it('lets an unverified client claim it, then sends them to verify their identity before the project opens', async () => {
    signIn('client');
    stubApi();
    const router = renderRoute('/claim-job/:token', ClaimJobPage, URL_HERE);

    await user.click(await screen.findByRole('button', { name: 'Claim this job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/verify-identity'));
    expect(await screen.findByText('The job is yours')).toBeInTheDocument();
    expect(screen.getByText(/Verify your identity to open and publish them/)).toBeInTheDocument();
  });

  it('lets a verified client claim it, then opens the project in their dashboard', async () => {
    signIn('client');
    const fetchMock = stubApi({ client: { verified: true, setup: true } });
    const router = renderRoute('/claim-job/:token', ClaimJobPage, URL_HERE);

    await user.click(await screen.findByRole('button', { name: 'Claim this job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/dashboard/projects/project-1'));
    expect(await screen.findByText('The job is yours')).toBeInTheDocument();
    const claimCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/claim'));
    expect(new Headers(claimCall![1]!.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('asks a client without a finished profile to set it up first, then come back', async () => {
    signIn('client');
    stubApi({ client: null });
    const router = renderRoute('/claim-job/:token', ClaimJobPage, URL_HERE);

    await user.click(await screen.findByRole('button', { name: 'Set up your client profile to claim' }));
    expect(router.state.location.pathname).toBe('/client/profile-setup/basic');
    expect(takeReturnTo()).toBe(URL_HERE);
  });

  it('tells a filmmaker that jobs are claimed by clients, with no claim button', async () => {
    signIn('filmmaker');
    stubApi();
    renderRoute('/claim-job/:token', ClaimJobPage, URL_HERE);

    expect(await screen.findByText(/Jobs are claimed by client accounts/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim this job' })).not.toBeInTheDocument();
  });

  it('shows a test draft with its banner and no way to claim it', async () => {
    signIn('client');
    stubApi({ previewAnswer: { status: 200, body: preview({ test: true }) } });
    renderRoute('/claim-job/:token', ClaimJobPage, URL_HERE);

    expect(await screen.findByRole('status')).toHaveTextContent('Test draft: preview only');
    expect(screen.getByRole('heading', { level: 1, name: 'Director of photography' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign up/ })).not.toBeInTheDocument();
  });

  it('has a page of its own for an expired link', async () => {
    stubApi({
      previewAnswer: { status: 410, body: { error: 'This claim link has expired', state: 'expired' } },
    });
    renderRoute('/claim-job/:token', ClaimJobPage, URL_HERE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This claim link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Claim links work for 14 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/support');
  });

  it('has a page of its own for a used link, pointing a client to their projects', async () => {
    signIn('client');
    stubApi({
      previewAnswer: {
        status: 410,
        body: { error: 'This claim link has already been used', state: 'claimed' },
      },
    });
    renderRoute('/claim-job/:token', ClaimJobPage, URL_HERE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job has already been claimed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute(
      'href',
      '/client/dashboard/projects',
    );
  });

  it('has a page of its own for an unknown link', async () => {
    stubApi({ previewAnswer: { status: 404, body: { error: 'Not valid', state: 'unknown' } } });
    renderRoute('/claim-job/:token', ClaimJobPage, URL_HERE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim link not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link does not lead to a job')).toBeInTheDocument();
  });

  it('says so when the link was used in the meantime, and then shows the used-link page', async () => {
    signIn('client');
    const used = { status: 410, body: { error: 'This claim link has already been used', state: 'claimed' } };
    const answers = { previewAnswer: { status: 200, body: preview() } as Answer, claimAnswer: used };
    stubApi(answers);
    renderRoute('/claim-job/:token', ClaimJobPage, URL_HERE);

    const button = await screen.findByRole('button', { name: 'Claim this job' });
    answers.previewAnswer = used;
    stubApi(answers);
    await user.click(button);
    expect(await screen.findByText('This claim link has already been used')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job has already been claimed' }),
    ).toBeInTheDocument();
  });
});
