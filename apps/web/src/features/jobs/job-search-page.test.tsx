import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { JobSearchPage } from './job-search-page';
import { aJob, kit, page, requestsTo, signInAs, stubApi } from './jobs-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const user = userEvent.setup();
const JOBS = '/filmmaker/dashboard/jobs';

const gaffer = aJob({
  id: 'j2',
  title: 'Gaffer for a music video night shoot',
  craft: 'gaffer',
  rate_type: 'fixed',
  rate_min_minor: 120000,
  rate_max_minor: 120000,
  location: { remote: true, city: null, country: null },
  project: { title: 'Night drive', production_type: 'music_video' },
  client: { company_name: null, verified: false },
});

/** Answers searches: the DoP job and a cursor, then the gaffer job on the next page. */
function stubSearch(
  answer = (query: URLSearchParams) => (query.get('after') ? page([gaffer]) : page([aJob()], 'c1')),
) {
  return stubApi(({ url }) =>
    url.pathname === '/api/rest/v1/jobs' ? Response.json(answer(url.searchParams)) : undefined,
  );
}
const lastSearch = (fetchMock: ReturnType<typeof stubSearch>) =>
  Object.fromEntries(requestsTo(fetchMock, 'GET', '/rest/v1/jobs').at(-1)!.url.searchParams);

beforeEach(() => signInAs('filmmaker'));
afterEach(() => vi.unstubAllGlobals());

describe('the job search', () => {
  it('shows each job with its production, client, craft, dates, place, rate and when it was posted', async () => {
    stubSearch();
    renderRoute(JOBS, JobSearchPage);
    const card = await screen.findByRole('link', { name: /Director of photography/ });
    expect(card).toHaveAttribute('href', `${JOBS}/${aJob().id}`);
    expect(card).toHaveTextContent('Northwind Films');
    expect(within(card).getByLabelText('Verified client')).toBeInTheDocument();
    expect(card).toHaveTextContent('Commercial');
    expect(card).toHaveTextContent('14 – 16 Mar 2027');
    expect(card).toHaveTextContent('London, United Kingdom');
    expect(card).toHaveTextContent('£600 – £750 / day');
    expect(card).toHaveTextContent(/Posted (today|yesterday|\d+ days ago|on )/);
  });

  it('loads the next page with the cursor and keeps the first', async () => {
    const fetchMock = stubSearch();
    renderRoute(JOBS, JobSearchPage);
    await screen.findByRole('link', { name: /Director of photography/ });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const gafferCard = await screen.findByRole('link', { name: /Gaffer for a music video/ });
    expect(gafferCard).toHaveTextContent('Music video');
    expect(gafferCard).toHaveTextContent('A Reelhire client');
    expect(gafferCard).toHaveTextContent('Remote');
    expect(gafferCard).toHaveTextContent('£1,200');
    expect(screen.getByRole('link', { name: /Director of photography/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(lastSearch(fetchMock)).toEqual({ after: 'c1', limit: '20' });
  });

  it('writes every filter to the query string and searches with it', async () => {
    const fetchMock = stubSearch(() => page([aJob()]));
    const router = renderRoute(JOBS, JobSearchPage);
    await screen.findByRole('link', { name: /Director of photography/ });
    const query = () => Object.fromEntries(new URLSearchParams(router.state.location.search));

    await user.type(screen.getByRole('searchbox'), 'studio');
    await waitFor(() => expect(query().q).toBe('studio'));
    await waitFor(() => expect(lastSearch(fetchMock).q).toBe('studio'));
    await user.selectOptions(screen.getByLabelText('Craft'), 'Director of photography');
    await user.selectOptions(screen.getByLabelText('Production type'), 'Commercial');
    await user.selectOptions(screen.getByLabelText('Rate type'), 'Day rate');
    await user.click(screen.getByRole('checkbox', { name: 'Remote jobs only' }));
    await user.type(screen.getByLabelText('Working from'), '2027-03-01');
    await user.type(screen.getByLabelText('Working until'), '2027-03-31');
    await user.type(screen.getByLabelText('City'), 'London');
    await waitFor(() => expect(query().city).toBe('London'));
    await user.type(screen.getByLabelText('Lowest rate'), '500');
    await waitFor(() => expect(query().rate_min_minor).toBe('50000'));
    await user.type(screen.getByLabelText('Highest rate'), '800.50');
    await waitFor(() => expect(query().rate_max_minor).toBe('80050'));

    const expected = {
      q: 'studio',
      craft: 'director of photography',
      production_type: 'commercial',
      rate_type: 'day',
      remote: 'true',
      date_from: '2027-03-01',
      date_to: '2027-03-31',
      city: 'London',
      rate_min_minor: '50000',
      rate_max_minor: '80050',
    };
    expect(query()).toEqual(expected);
    await waitFor(() => expect(lastSearch(fetchMock)).toEqual({ ...expected, limit: '20' }));
  });

  it('opens a shared link with its filters, says when nothing matches and clears them', async () => {
    stubSearch((query) => (query.get('craft') ? page([]) : page([aJob()])));
    const router = renderRoute(JOBS, JobSearchPage, `${JOBS}?craft=gaffer&rate_min_minor=40000`);
    expect(await screen.findByText('No open jobs match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Craft')).toHaveValue('gaffer');
    expect(screen.getByLabelText('Lowest rate')).toHaveValue('400');
    await user.click(screen.getAllByRole('button', { name: /Clear filters/ })[0]!);
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: /Director of photography/ })).toBeInTheDocument();
  });

  it('says honestly when there are no open jobs at all', async () => {
    stubSearch(() => page([]));
    renderRoute(JOBS, JobSearchPage);
    expect(await screen.findByText('No open jobs right now')).toBeInTheDocument();
  });
});

describe('best matches for you (decision 0093)', () => {
  const stubBest = (items: unknown[]) =>
    stubApi(({ url }) => {
      if (url.pathname === '/api/rest/v1/jobs/best-matches') return Response.json({ items });
      if (url.pathname === '/api/rest/v1/jobs') return Response.json(page([aJob()]));
      return undefined;
    });

  it('shows the jobs that fit the filmmaker above the search, each with why', async () => {
    const reasons = [
      { factor: 'location', points: 30, text: 'In London, where you are based' },
      { factor: 'budget', points: 25, text: 'Pays up to £700; your day rate £550' },
      { factor: 'days', points: 0, text: 'Free on all 3 shoot days' },
    ];
    stubBest([{ score: 55, reasons, job: gaffer }]);
    renderRoute(JOBS, JobSearchPage);
    const best = await screen.findByRole('list', { name: 'Best matches for you' });
    expect(
      within(best).getByRole('link', { name: /Gaffer for a music video night shoot/ }),
    ).toBeInTheDocument();
    const why = within(best).getByRole('list', { name: 'Why Gaffer for a music video night shoot fits you' });
    expect(why).toHaveTextContent('In London, where you are based');
    expect(why).toHaveTextContent('Free on all 3 shoot days');
  });

  it('says so when no open job fits', async () => {
    stubBest([]);
    renderRoute(JOBS, JobSearchPage);
    expect(
      await screen.findByText(/No open job of your crafts fits your free days right now/),
    ).toBeInTheDocument();
  });
});
