import { datesFrom } from '@reelhire/shared/availability';
import type { Talent } from '@reelhire/shared/talent';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { PortfolioPage } from './portfolio-page';

const maya: Talent = {
  id: '7d1c1d4e-0000-4000-8000-000000000001',
  username: 'maya-okafor',
  first_name: 'Maya',
  last_name: 'Okafor',
  avatar: null,
  headline: 'Director of photography for documentary and brand films',
  bio: 'Twelve years behind the camera.',
  city: 'London',
  country: 'GB',
  crafts: ['director of photography', 'first assistant camera'],
  years_experience: 12,
  day_rate_minor: 65000,
  half_day_rate_minor: 40000,
  currency: 'GBP',
  languages: ['English', 'Yoruba'],
  availability: 'unavailable',
  available_from: '2027-03-01',
  verified: true,
  rating_average: null,
  review_count: 0,
  reviews: { rating: { average: null, count: 0 }, latest: [] },
  equipment: ['Sony FX6 kit', 'Canon CN-E primes'],
  travel_radius_km: 500,
  showreel: {
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    provider: 'youtube',
    video_id: 'aqz-KE-bpKQ',
    embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  },
  work_links: [
    {
      url: 'https://vimeo.com/1084537',
      provider: 'vimeo',
      video_id: '1084537',
      embed_url: 'https://player.vimeo.com/video/1084537',
      title: 'Brand film',
    },
    {
      url: 'https://mayaokafor.example/stills',
      provider: 'other',
      video_id: null,
      embed_url: null,
      title: 'Stills',
    },
  ],
  portfolio_images: [{ file_id: '7d1c1d4e-0000-4000-8000-0000000000f1', url: null, mime_type: null }],
  service_images: [],
  credits: [{ title: 'Salt Roads', role: 'Director of photography', year: 2024, client: 'Channel 4' }],
};

const user = userEvent.setup();

afterEach(() => vi.unstubAllGlobals());

describe('the public portfolio page', () => {
  it('shows rates, languages, kit, availability, showreel, work and credits', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/rest/v1/availability') return Response.json(maya);
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      const days = datesFrom(from, to).map((date) => ({
        date,
        am: 'free',
        pm: date === to ? 'booked' : 'free',
      }));
      return Response.json({ filmmaker_id: maya.id, from, to, view: 'public', days });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/portfolio/:username', PortfolioPage, '/portfolio/maya-okafor');

    expect(await screen.findByRole('heading', { level: 1, name: /Maya Okafor/ })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/rest/v1/talent/maya-okafor');
    expect(screen.getByText('£650')).toBeInTheDocument();
    expect(screen.getByText('£400')).toBeInTheDocument();
    expect(screen.getByText(/half day/)).toBeInTheDocument();
    expect(screen.getByText('1st AC / focus puller')).toBeInTheDocument();
    expect(screen.getByText('Not available until 1 Mar 2027')).toBeInTheDocument();
    expect(screen.getByText('London, United Kingdom')).toBeInTheDocument();
    expect(screen.getByText(/Travels up to 500 km/)).toBeInTheDocument();
    expect(screen.getByText('English, Yoruba')).toBeInTheDocument();
    expect(screen.getByText('Canon CN-E primes')).toBeInTheDocument();

    // Nothing is framed until the visitor presses play; then only the two players the CSP allows.
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Play Maya Okafor: showreel' }));
    expect(screen.getByTitle('Maya Okafor: showreel')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    await user.click(screen.getByRole('button', { name: 'Play Brand film' }));
    expect(screen.getByTitle('Brand film')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/1084537?autoplay=1',
    );
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
    const stills = screen.getByRole('link', { name: 'Stills' });
    expect(stills).toHaveAttribute('href', 'https://mayaokafor.example/stills');
    expect(stills).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const credits = screen.getByRole('table');
    expect(within(credits).getByText('Salt Roads')).toBeInTheDocument();
    expect(within(credits).getByText('Channel 4')).toBeInTheDocument();
    expect(within(credits).getByText('2024')).toBeInTheDocument();
    // Images without a signed link yet are left out rather than shown broken.
    expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument();
    // When she is free, read-only: the last day shown is booked in the afternoon (days before today are
    // faded, not buttons, so the first of the month may no longer be one).
    expect(screen.getByRole('heading', { name: 'Availability' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /: morning free, afternoon booked$/ }),
    ).toBeInTheDocument();
  }, 20_000); // a month of calendar buttons beside the portfolio, on a loaded shared machine
});
