import type { Talent } from '@reelhire/shared/talent';
import { render, screen, within } from '@testing-library/react';
import { PortfolioView } from './portfolio-view';

const CLIP_URL = '/api/files/7d1c1d4e-0000-4000-8000-0000000000c1?variant=original&signature=clip';
const STILL_URL = '/api/files/7d1c1d4e-0000-4000-8000-0000000000f1?variant=original&signature=still';

function talent(overrides: Partial<Talent> = {}): Talent {
  return {
    id: '7d1c1d4e-0000-4000-8000-000000000001',
    username: 'maya-okafor',
    first_name: 'Maya',
    last_name: 'Okafor',
    avatar: null,
    headline: 'Director of photography',
    bio: null,
    city: 'London',
    country: 'GB',
    crafts: ['director of photography'],
    years_experience: 12,
    day_rate_minor: 65000,
    half_day_rate_minor: null,
    currency: 'GBP',
    languages: [],
    availability: 'available',
    available_from: null,
    verified: false,
    rating_average: null,
    review_count: 0,
    reviews: { rating: { average: null, count: 0 }, latest: [] },
    equipment: [],
    travel_radius_km: null,
    showreel: null,
    work_links: [],
    portfolio_images: [],
    service_images: [],
    credits: [],
    ...overrides,
  };
}

describe('the gallery of a portfolio', () => {
  it('plays a clip in a labelled player and shows a still as a lazy image', () => {
    render(
      <PortfolioView
        talent={talent({
          portfolio_images: [
            { file_id: '7d1c1d4e-0000-4000-8000-0000000000f1', url: STILL_URL, mime_type: 'image/jpeg' },
            { file_id: '7d1c1d4e-0000-4000-8000-0000000000c1', url: CLIP_URL, mime_type: 'video/mp4' },
          ],
        })}
      />,
    );
    const gallery = screen.getByRole('heading', { name: 'Gallery' }).parentElement!;

    const clip = within(gallery).getByLabelText('Gallery clip 1');
    expect(clip.tagName).toBe('VIDEO');
    expect(clip.getAttribute('src')).toMatch(new RegExp(`^${CLIP_URL.replace(/[?]/g, '\\?')}(#|$)`));
    expect(clip).toHaveAttribute('controls');
    expect(clip).toHaveAttribute('preload', 'metadata');
    expect(clip).toHaveAttribute('playsinline');

    const still = within(gallery).getByRole('img', { name: 'Gallery 1' });
    expect(still.tagName).toBe('IMG');
    expect(still).toHaveAttribute('src', STILL_URL);
    expect(still).toHaveAttribute('loading', 'lazy');

    // One player, one image: the clip is never put in an <img>, nor the still in a <video>.
    expect(gallery.querySelectorAll('video')).toHaveLength(1);
    expect(gallery.querySelectorAll('img')).toHaveLength(1);
  });

  it('leaves out files that are gone, and the whole section when nothing is left', () => {
    render(
      <PortfolioView
        talent={talent({
          portfolio_images: [{ file_id: '7d1c1d4e-0000-4000-8000-0000000000c1', url: null, mime_type: null }],
        })}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });
});
