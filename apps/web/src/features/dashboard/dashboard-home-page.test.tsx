import type { DashboardRole, DashboardSummary } from '@reelhire/shared/dashboard';
import type { HiringActions } from '@reelhire/shared/hiring-actions';
import { screen } from '@testing-library/react';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { DashboardHomePage } from './dashboard-home-page';
import { filmmakerRecord } from '@/test/fake-records';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const role = (overrides: Partial<DashboardRole>): DashboardRole => ({
  setup: true,
  verified: false,
  completeness: 53,
  missing: [],
  suggestions: [{ step: 'basic', field: 'avatar', message: 'Add a profile photo' }],
  verification_state: 'none',
  rejection_reason: null,
  public_path: '/portfolio/maya-okafor',
  display_name: 'Maya Okafor',
  ...overrides,
});

function signedIn(
  summary: DashboardSummary,
  hiring?: HiringActions,
  userType: 'filmmaker' | 'client' = 'filmmaker',
) {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType, firstName: 'Maya', lastName: 'Okafor' })));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/dashboard/me')
        ? Response.json(summary)
        : String(input).includes('/dashboard/hiring')
          ? Response.json(hiring ?? { error: 'not stubbed' }, { status: hiring ? 200 : 500 })
          : Response.json(
              String(input).includes('/filmmakers')
                ? [filmmakerRecord({ verified: false, setup: true })]
                : [],
            ),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

const FilmmakerHome = () => <DashboardHomePage role="filmmaker" />;

it('shows completeness, the verification state and sends a live unverified filmmaker to verify', async () => {
  signedIn({ filmmaker: role({}), client: null });
  renderRoute('/filmmaker/dashboard', FilmmakerHome);
  expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Verify your identity/ })).toHaveAttribute(
    'href',
    '/filmmaker/verify-identity',
  );
  expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
    'aria-valuenow',
    '53',
  );
  expect(screen.getByText('53% complete')).toBeInTheDocument();
  expect(screen.getByText('Not verified yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /View your public page/ })).toHaveAttribute(
    'href',
    '/portfolio/maya-okafor',
  );
  expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    '/filmmaker/dashboard/account',
  );
});

it('tells a rejected filmmaker why, and a pending one to wait', async () => {
  signedIn({
    filmmaker: role({ verification_state: 'rejected', rejection_reason: 'The passport photo is blurred' }),
    client: null,
  });
  renderRoute('/filmmaker/dashboard', FilmmakerHome);
  expect(await screen.findByRole('heading', { name: 'Send your documents again' })).toBeInTheDocument();
  expect(screen.getByText('Reason: The passport photo is blurred')).toBeInTheDocument();
});

it('says when everything is done', async () => {
  signedIn({
    filmmaker: role({ verified: true, verification_state: 'approved', suggestions: [], completeness: 100 }),
    client: null,
  });
  renderRoute('/filmmaker/dashboard', FilmmakerHome);
  expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeInTheDocument();
  expect(screen.getByText('Identity verified')).toBeInTheDocument();
});

it('lists what needs the filmmaker now, each with its link, and says so when nothing does', async () => {
  signedIn(
    { filmmaker: role({ verified: true, verification_state: 'approved' }), client: null },
    {
      as: 'filmmaker',
      offers_to_answer: [
        {
          offer_id: 'offer-1',
          application_id: 'application-1',
          job_id: 'job-1',
          project_id: 'project-1',
          job_title: 'DoP for a brand film',
          counterpart_name: 'Northlight Studios',
          amount_minor: 130_000,
          currency: 'GBP',
          expires_at: '2027-03-08T10:00:00.000Z',
        },
      ],
      invitations: [
        {
          job_id: 'job-2',
          job_title: 'Camera operator',
          client_name: 'Harbour Films',
          application_deadline: null,
          invited_at: '2027-03-01T10:00:00.000Z',
        },
      ],
      holds_on_your_dates: [
        {
          hold_id: 'hold-1',
          status: 'second',
          title: 'Spring spot',
          counterpart_name: 'Harbour Films',
          first_day: '2027-04-01',
          last_day: '2027-04-02',
          confirm_by: null,
          promoted: false,
        },
      ],
    },
  );
  renderRoute('/filmmaker/dashboard', FilmmakerHome);
  expect(await screen.findByRole('heading', { name: 'Needs your attention' })).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: /Northlight Studios sent you an offer for “DoP for a brand film”/ }),
  ).toHaveAttribute('href', '/filmmaker/dashboard/contract/application-1');
  expect(screen.getByText('£1,300 · answer by 8 Mar 2027')).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: /Harbour Films put a second hold on 1 – 2 Apr 2027/ }),
  ).toHaveAttribute('href', '/filmmaker/dashboard/bookings');
  expect(screen.getByRole('link', { name: /Harbour Films invited you to apply/ })).toHaveAttribute(
    'href',
    '/filmmaker/dashboard/jobs/job-2',
  );
});

it('tells a filmmaker with nothing to answer that nothing waits', async () => {
  signedIn(
    { filmmaker: role({ verified: true, verification_state: 'approved' }), client: null },
    { as: 'filmmaker', offers_to_answer: [], invitations: [], holds_on_your_dates: [] },
  );
  renderRoute('/filmmaker/dashboard', FilmmakerHome);
  expect(
    await screen.findByText(
      'Nothing waits for you: no offers to answer, no invitations to apply and no holds on your dates.',
    ),
  ).toBeInTheDocument();
});

it('tells a client which job Reelhire unpublished and why, leading to the job', async () => {
  signedIn(
    { filmmaker: null, client: role({ verified: true, verification_state: 'approved' }) },
    {
      as: 'client',
      counters_to_answer: [],
      applicants_to_review: [],
      deadlines_soon: [],
      unpublished_by_reelhire: [
        {
          job_id: 'job-3',
          project_id: 'project-3',
          job_title: 'Editor for a spot',
          reason: 'The budget is missing',
          unpublished_at: '2027-03-01T10:00:00.000Z',
        },
      ],
      holds_to_confirm: [
        {
          hold_id: 'hold-2',
          status: 'first',
          title: 'Spring spot',
          counterpart_name: 'Maya Okafor',
          first_day: '2027-04-01',
          last_day: '2027-04-01',
          confirm_by: '2027-03-04T10:00:00.000Z',
          promoted: true,
        },
      ],
    },
    'client',
  );
  renderRoute('/client/dashboard', () => <DashboardHomePage role="client" />);
  expect(
    await screen.findByRole('link', { name: /Reelhire unpublished “Editor for a spot”/ }),
  ).toHaveAttribute('href', '/client/dashboard/projects/project-3/jobs/job-3');
  expect(
    screen.getByRole('link', { name: /Your hold on Maya Okafor moved up to first for 1 Apr 2027/ }),
  ).toHaveAttribute('href', '/client/dashboard#holds');
  expect(screen.getByText('The budget is missing · edit the job and publish it again')).toBeInTheDocument();
});
