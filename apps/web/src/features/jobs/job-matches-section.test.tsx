import type { JobMatch } from '@reelhire/shared/job-matches';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { ClientJobPage } from './client-job-page';
import { aJob, JOB_ID, kit, page, PROJECT_ID, requestsTo, signInAs, stubApi } from './jobs-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup();
const LOADED = { timeout: 10_000 };
const PATTERN = '/client/dashboard/projects/:projectId/jobs/:jobId';
const URL_ = `/client/dashboard/projects/${PROJECT_ID}/jobs/${JOB_ID}`;

const aMatch = (rank: number, name: string, score: number): JobMatch => ({
  rank,
  score,
  reasons: [
    { factor: 'location', points: 30, text: 'Based in London, where the shoot is' },
    { factor: 'budget', points: 25, text: 'Day rate £500, within the budget of £700' },
    { factor: 'rating', points: 0, text: 'No reviews yet' },
    { factor: 'reply', points: 0, text: 'No booking requests answered yet' },
  ],
  filmmaker: { id: `00000000-0000-4000-8000-00000000000${rank}`, name, username: null, headline: 'Gaffer' },
});

beforeEach(() => signInAs('client'));
afterEach(() => vi.unstubAllGlobals());

test('the client reads why each match ranks where it does and holds the top three in one step', async () => {
  const matches = [
    aMatch(1, 'Ada Lamp', 55),
    aMatch(2, 'Ben Lux', 40),
    aMatch(3, 'Cai Watt', 30),
    aMatch(4, 'Dee Volt', 10),
  ];
  const fetchMock = stubApi(({ url, method }) => {
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}`) return Response.json(aJob());
    if (url.pathname === '/api/rest/v1/applications') return Response.json(page([]));
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}/matches`) {
      return Response.json({ items: matches, considered: 4, shoot_days: ['2027-09-06', '2027-09-07'] });
    }
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}/matches/hold` && method === 'POST') {
      return Response.json({
        results: [
          { filmmaker_id: matches[0]!.filmmaker.id, hold_id: 'h1', status: 'first', error: null },
          { filmmaker_id: matches[1]!.filmmaker.id, hold_id: 'h2', status: 'second', error: null },
          {
            filmmaker_id: matches[2]!.filmmaker.id,
            hold_id: null,
            status: null,
            error: 'The filmmaker is already booked on some of these days',
          },
        ],
      });
    }
    return undefined;
  });
  renderRoute(PATTERN, ClientJobPage, URL_);

  const list = await screen.findByRole('list', { name: 'Matches for this job' }, LOADED);
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Ada Lamp', 'Ben Lux', 'Cai Watt', 'Dee Volt']);
  const why = screen.getByRole('list', { name: 'Why Ada Lamp ranks here' });
  expect(within(why).getByText('Based in London, where the shoot is')).toBeInTheDocument();
  expect(screen.getByText('55 points')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Hold the top three' }));
  // Nothing is held before the client sees what and confirms.
  expect(screen.getByText(/Place a first hold on .* for Ada Lamp, Ben Lux, Cai Watt/)).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', `/rest/v1/jobs/${JOB_ID}/matches/hold`)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Place the holds' }));
  const outcome = await screen.findByRole('status');
  expect(outcome).toHaveTextContent('Ada Lamp: first hold placed');
  expect(outcome).toHaveTextContent('Ben Lux: second hold placed');
  expect(outcome).toHaveTextContent(
    'Cai Watt: not held. The filmmaker is already booked on some of these days',
  );
  expect(requestsTo(fetchMock, 'POST', `/rest/v1/jobs/${JOB_ID}/matches/hold`)[0]!.body).toEqual({
    filmmaker_ids: matches.slice(0, 3).map((match) => match.filmmaker.id),
  });
});

test('no match says so honestly, and without shoot dates there is nothing to hold', async () => {
  stubApi(({ url }) => {
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}`) return Response.json(aJob());
    if (url.pathname === '/api/rest/v1/applications') return Response.json(page([]));
    return undefined;
  });
  renderRoute(PATTERN, ClientJobPage, URL_);
  expect(
    await screen.findByText(
      'No verified filmmaker of this craft is free on every shoot day right now.',
      {},
      LOADED,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Hold the top/ })).not.toBeInTheDocument();
});
