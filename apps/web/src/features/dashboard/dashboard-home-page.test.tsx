import type { DashboardRole, DashboardSummary } from '@reelhire/shared/dashboard';
import type { HiringActions } from '@reelhire/shared/hiring-actions';
import { statesAwaiting, type StateMachine } from '@reelhire/shared/state-machine';
import {
  MACHINES,
  MACHINE_KEYS,
  TO_DO_PARTIES,
  type ToDo,
  type ToDoParty,
  type ToDos,
} from '@reelhire/shared/to-dos';
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

const noToDos = (as: ToDoParty): ToDos => ({ as, count: 0, counts: {}, items: [] });

function signedIn(
  summary: DashboardSummary,
  hiring?: HiringActions,
  userType: 'filmmaker' | 'client' = 'filmmaker',
  toDos: ToDos = noToDos(userType),
) {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType, firstName: 'Maya', lastName: 'Okafor' })));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/dashboard/me')
        ? Response.json(summary)
        : String(input).includes('/dashboard/to-dos')
          ? Response.json(toDos)
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

it('lists invitations and holds on the filmmaker’s dates beside the to-dos, each with its link', async () => {
  signedIn(
    { filmmaker: role({ verified: true, verification_state: 'approved' }), client: null },
    {
      as: 'filmmaker',
      offers_to_answer: [],
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
  expect(await screen.findByRole('heading', { name: 'Also for you' })).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: /Harbour Films put a second hold on 1 – 2 Apr 2027/ }),
  ).toHaveAttribute('href', '/filmmaker/dashboard/bookings');
  expect(screen.getByRole('link', { name: /Harbour Films invited you to apply/ })).toHaveAttribute(
    'href',
    '/filmmaker/dashboard/jobs/job-2',
  );
});

it('tells a filmmaker with nothing to do that nothing waits, and shows no news card', async () => {
  signedIn(
    { filmmaker: role({ verified: true, verification_state: 'approved' }), client: null },
    { as: 'filmmaker', offers_to_answer: [], invitations: [], holds_on_your_dates: [] },
  );
  renderRoute('/filmmaker/dashboard', FilmmakerHome);
  expect(await screen.findByText(/^Nothing waits for you/)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Also for you' })).not.toBeInTheDocument();
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
  expect(screen.getByText('The budget is missing · edit the job and publish it again')).toBeInTheDocument();
});

const toDo = (overrides: Partial<ToDo> & Pick<ToDo, 'machine' | 'status' | 'action'>): ToDo => ({
  record_id: `${overrides.machine}-${overrides.status}`,
  title: 'Spring campaign film',
  counterpart_name: 'Northlight Films',
  due_at: '2027-03-08',
  project_id: 'project-1',
  job_id: 'job-1',
  application_id: 'application-1',
  booking_id: 'booking-1',
  milestone_id: 'milestone-1',
  counterpart_username: 'maya-okafor',
  note: null,
  ...overrides,
});
const list = (as: ToDoParty, items: ToDo[], count = items.length): ToDos => ({
  as,
  count,
  counts: {},
  items,
});
const approved = role({ verified: true, verification_state: 'approved' });
const emptyHiring = (as: ToDoParty): HiringActions =>
  as === 'client'
    ? {
        as,
        counters_to_answer: [],
        applicants_to_review: [],
        deadlines_soon: [],
        unpublished_by_reelhire: [],
        holds_to_confirm: [],
      }
    : { as, offers_to_answer: [], invitations: [], holds_on_your_dates: [] };

it('shows a filmmaker an offer that arrived and a revision asked for, with the count', async () => {
  signedIn(
    { filmmaker: approved, client: null },
    emptyHiring('filmmaker'),
    'filmmaker',
    list(
      'filmmaker',
      [
        toDo({
          machine: 'offer',
          status: 'sent',
          action: 'Accept, decline or counter the offer',
          due_at: '2027-03-08T10:00:00.000Z',
        }),
        toDo({ machine: 'milestone', status: 'revision_requested', action: 'Revise and resubmit' }),
      ],
      3,
    ),
  );
  renderRoute('/filmmaker/dashboard', FilmmakerHome);
  expect(await screen.findByRole('link', { name: /Accept, decline or counter the offer/ })).toHaveAttribute(
    'href',
    '/filmmaker/dashboard/contract/application-1',
  );
  expect(
    screen.getByText('“Spring campaign film” · Northlight Films · answer by 8 Mar 2027'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Revise and resubmit/ })).toHaveAttribute(
    'href',
    '/filmmaker/dashboard/bookings/booking-1',
  );
  expect(screen.getByLabelText('3 to do')).toHaveTextContent('3');
  expect(screen.getByText('and 1 more')).toBeInTheDocument();
});

it('shows a client an unfunded milestone, a delivery to approve and a counter that came back', async () => {
  signedIn(
    { filmmaker: null, client: approved },
    emptyHiring('client'),
    'client',
    list('client', [
      toDo({ machine: 'milestone_funding', status: 'unfunded', action: 'Fund the milestone' }),
      toDo({
        machine: 'milestone',
        status: 'submitted',
        action: 'Review the delivery: approve it or ask for a revision',
      }),
      toDo({ machine: 'offer', status: 'countered', action: 'Answer the counter-offer' }),
    ]),
  );
  renderRoute('/client/dashboard', () => <DashboardHomePage role="client" />);
  expect(await screen.findByRole('link', { name: /Fund the milestone/ })).toHaveAttribute(
    'href',
    '/client/dashboard/projects/project-1/jobs/job-1/payment',
  );
  expect(screen.getByRole('link', { name: /Review the delivery/ })).toHaveAttribute(
    'href',
    '/client/dashboard/projects/project-1/jobs/job-1',
  );
  expect(screen.getByRole('link', { name: /Answer the counter-offer/ })).toHaveAttribute(
    'href',
    '/client/dashboard/projects/project-1/jobs/job-1/contract?application=application-1',
  );
  expect(screen.getByLabelText('3 to do')).toBeInTheDocument();
  expect(screen.queryByText(/^Nothing waits for you/)).not.toBeInTheDocument();
});

// Every state of every machine whose turn is a side's: its to-do shows on that side's home, with a link.
const turnCases = MACHINE_KEYS.flatMap((machine) =>
  TO_DO_PARTIES.flatMap((party) => {
    const table = MACHINES[machine] as StateMachine<string, string>;
    return statesAwaiting(table, party).map((status) => ({
      machine,
      party,
      status,
      action: table.turns[status]!.action,
    }));
  }),
);

it.each(turnCases)(
  '$machine $status: the $party home shows “$action”',
  async ({ machine, party, status, action }) => {
    signedIn(
      party === 'client' ? { filmmaker: null, client: approved } : { filmmaker: approved, client: null },
      emptyHiring(party),
      party,
      list(party, [toDo({ machine, status, action })]),
    );
    renderRoute(`/${party}/dashboard`, () => <DashboardHomePage role={party} />);
    const link = await screen.findByRole('link', {
      name: new RegExp(action.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/(${party}/dashboard|book/)`));
    expect(screen.getByLabelText('1 to do')).toBeInTheDocument();
  },
);

// Decision 0076: the to-dos (the home's largest content) are asked for while the summary is still on its way,
// not a round trip after it; one read each, the card using the page's answer.
it('asks for the to-dos, hiring actions and booking requests alongside the summary, once each', async () => {
  let answerSummary: (() => void) | undefined;
  const summaryAnswered = new Promise<void>((resolve) => (answerSummary = resolve));
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'filmmaker', firstName: 'Maya' })));
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('/dashboard/me')) {
        await summaryAnswered;
        return Response.json({ filmmaker: role({}), client: null });
      }
      if (url.includes('/dashboard/to-dos')) return Response.json(noToDos('filmmaker'));
      if (url.includes('/dashboard/hiring')) return Response.json({ error: 'not stubbed' }, { status: 500 });
      return Response.json(
        url.includes('/filmmakers') ? [filmmakerRecord({ verified: false, setup: true })] : [],
      );
    }),
  );
  renderRoute('/filmmaker/dashboard', FilmmakerHome);
  await vi.waitFor(() => expect(calls.some((url) => url.includes('/dashboard/to-dos'))).toBe(true));
  expect(calls.some((url) => url.includes('/bookings?as=filmmaker&open_requests=true'))).toBe(true);
  answerSummary!();
  expect(await screen.findByText(/Nothing waits for you/)).toBeInTheDocument();
  expect(calls.filter((url) => url.includes('/dashboard/to-dos'))).toHaveLength(1);
});
