import type { TalentList, TalentSummary } from '@reelhire/shared/talent';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { PublicTalentPage } from './talent-pages';

const maya: TalentSummary = {
  id: '7d1c1d4e-0000-4000-8000-000000000001',
  username: 'maya-okafor',
  first_name: 'Maya',
  last_name: 'Okafor',
  avatar: null,
  headline: 'Director of photography for documentary and brand films',
  bio: null,
  city: 'London',
  country: 'GB',
  crafts: ['director of photography', 'camera operator'],
  years_experience: 12,
  day_rate_minor: 65000,
  half_day_rate_minor: 40000,
  currency: 'GBP',
  languages: ['English'],
  availability: 'limited',
  available_from: '2027-03-01',
  verified: true,
  rating_average: null,
  review_count: 0,
};

/** Answers the directory's searches: Maya unless the query says otherwise. */
function stubTalentApi(answer: (query: URLSearchParams) => TalentList) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    return Response.json(answer(url.searchParams));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const page = (
  items: TalentSummary[],
  total: number | null = items.length,
  nextCursor: string | null = null,
): TalentList => ({
  items,
  next_cursor: nextCursor,
  total,
});
const lastQuery = (fetchMock: ReturnType<typeof stubTalentApi>) =>
  new URL(String(fetchMock.mock.lastCall![0]), 'http://localhost').searchParams;

const user = userEvent.setup();

afterEach(() => vi.unstubAllGlobals());

describe('talent directory filters', () => {
  it('shows the results with craft labels, location, rate and availability', async () => {
    stubTalentApi(() => page([maya]));
    renderRoute('/talent', PublicTalentPage);
    expect(await screen.findByText('1 filmmaker')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: /Maya Okafor/ });
    expect(card).toHaveAttribute('href', '/portfolio/maya-okafor');
    expect(card).toHaveTextContent('Director of photography');
    expect(card).toHaveTextContent('London, United Kingdom');
    expect(card).toHaveTextContent('£650 / day');
    expect(card).toHaveTextContent('Limited availability until 1 Mar 2027');
  });

  it('writes the search box to the query string once typing pauses, and searches with it', async () => {
    const fetchMock = stubTalentApi(() => page([maya]));
    const router = renderRoute('/talent', PublicTalentPage);
    await screen.findByText('1 filmmaker');
    const calls = fetchMock.mock.calls.length;
    await user.type(screen.getByRole('searchbox'), 'dop london');
    // Not one search per letter.
    expect(fetchMock.mock.calls.length).toBe(calls);
    await waitFor(() => expect(router.state.location.search).toBe('?q=dop+london'));
    await waitFor(() => expect(lastQuery(fetchMock).get('q')).toBe('dop london'));
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
  });

  it('binds craft, city, rate range, availability and verified-only to the query string', async () => {
    const fetchMock = stubTalentApi(() => page([maya]));
    const router = renderRoute('/talent', PublicTalentPage, '/talent?page=2');
    await screen.findByText('1 filmmaker');
    await user.selectOptions(screen.getByLabelText('Craft'), 'Director of photography');
    const query = () => new URLSearchParams(router.state.location.search);
    expect(query().get('craft')).toBe('director of photography');
    // An old link's page number goes: results start from the top.
    expect(query().has('page')).toBe(false);

    await user.type(screen.getByLabelText('City'), 'London');
    await user.type(screen.getByLabelText('Lowest day rate'), '500');
    await user.type(screen.getByLabelText('Highest day rate'), '800.50');
    await waitFor(() => expect(query().get('max_rate')).toBe('80050'));
    expect(query().get('city')).toBe('London');
    // Rates are typed in pounds and sent in pence, with the currency they are in.
    expect(query().get('min_rate')).toBe('50000');
    expect(query().get('currency')).toBe('GBP');
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');

    await user.selectOptions(screen.getByLabelText('Availability'), 'Available');
    await user.click(screen.getByRole('checkbox', { name: 'Verified filmmakers only' }));
    expect(query().get('availability')).toBe('available');
    expect(query().get('verified_only')).toBe('true');

    await waitFor(() =>
      expect(Object.fromEntries(lastQuery(fetchMock))).toEqual({
        craft: 'director of photography',
        city: 'London',
        currency: 'GBP',
        min_rate: '50000',
        max_rate: '80050',
        availability: 'available',
        verified_only: 'true',
        limit: '24',
      }),
    );
  });

  it('opens with the filters of a shared link already applied', async () => {
    const fetchMock = stubTalentApi(() => page([maya]));
    renderRoute(
      '/talent',
      PublicTalentPage,
      '/talent?q=okafor&craft=editor&currency=EUR&min_rate=40000&page=3',
    );
    await screen.findByText('1 filmmaker');
    expect(screen.getByRole('searchbox')).toHaveValue('okafor');
    expect(screen.getByLabelText('Craft')).toHaveValue('editor');
    expect(screen.getByLabelText('Lowest day rate')).toHaveValue('400');
    expect(Object.fromEntries(lastQuery(fetchMock))).toEqual({
      q: 'okafor',
      craft: 'editor',
      currency: 'EUR',
      min_rate: '40000',
      limit: '24',
    });
  });

  it('adds and removes "available on these dates" in the query string and the search', async () => {
    const fetchMock = stubTalentApi(() => page([maya]));
    renderRoute('/talent', PublicTalentPage, '/talent?available_on=2027-03-05');
    await screen.findByText('1 filmmaker');
    expect(lastQuery(fetchMock).get('available_on')).toBe('2027-03-05');
    const dates = screen.getByRole('list', { name: 'Dates they must be free on' });
    expect(dates).toHaveTextContent('5 Mar 2027');

    const input = screen.getByLabelText('A date they must be free on');
    await user.type(input, '2027-03-02');
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    await waitFor(() => expect(lastQuery(fetchMock).get('available_on')).toBe('2027-03-02,2027-03-05'));
    expect(input).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove 5 Mar 2027' }));
    await waitFor(() => expect(lastQuery(fetchMock).get('available_on')).toBe('2027-03-02'));
    await user.click(screen.getByRole('button', { name: 'Remove 2 Mar 2027' }));
    await waitFor(() => expect(lastQuery(fetchMock).has('available_on')).toBe(false));
    expect(screen.getByText('Any dates')).toBeInTheDocument();
  });

  it('says honestly when nothing matches, and clears the filters', async () => {
    stubTalentApi((query) => (query.get('craft') ? page([]) : page([maya])));
    const router = renderRoute('/talent', PublicTalentPage, '/talent?craft=grip&q=night');
    expect(await screen.findByText('No filmmakers match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /Clear filters/ })[0]!);
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('1 filmmaker')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByLabelText('Craft')).toHaveValue('');
  });

  it('shows more results a keyset page at a time, with the total from the first page', async () => {
    const ines = {
      ...maya,
      id: '7d1c1d4e-0000-4000-8000-000000000002',
      username: 'ines',
      first_name: 'Ines',
    };
    const fetchMock = stubTalentApi((query) =>
      query.get('after') === 'cursor-1' ? page([ines], null) : page([maya], 2, 'cursor-1'),
    );
    renderRoute('/talent', PublicTalentPage, '/talent?craft=editor');
    expect(await screen.findByText('2 filmmakers')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more filmmakers' }));
    expect(await screen.findByRole('link', { name: /Ines Okafor/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Maya Okafor/ })).toBeInTheDocument();
    expect(screen.getByText('2 filmmakers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more filmmakers' })).not.toBeInTheDocument();
    expect(Object.fromEntries(lastQuery(fetchMock))).toEqual({
      craft: 'editor',
      limit: '24',
      after: 'cursor-1',
    });
  });

  it('says "1,000+" when the count stopped at its cap, and the exact number otherwise', async () => {
    stubTalentApi((query) =>
      query.get('q')
        ? page([maya], 1234, 'cursor-1')
        : { ...page([maya], 1000, 'cursor-1'), total_capped: true },
    );
    renderRoute('/talent', PublicTalentPage);
    expect(await screen.findByText('1,000+ filmmakers')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1,000+')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'editor');
    expect(await screen.findByText('1,234 filmmakers')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1,234')).toBeInTheDocument();
  });
});
