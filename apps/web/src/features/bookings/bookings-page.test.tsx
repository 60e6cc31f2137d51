import type { BookingSummary } from '@reelhire/shared/booking-records';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBooking } from '@/components/bookings/booking-fixtures';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { signIn, stubApi } from '@/test/stub-api';
import { BookingsPage } from './bookings-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const PATTERN = '/filmmaker/dashboard/bookings';

function summary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  const { milestones: _milestones, timeline: _timeline, ...rest } = aBooking();
  return { ...rest, ...overrides };
}

afterEach(() => vi.unstubAllGlobals());

test('each booking shows its status, client, dates, amount and what comes next; Load more fetches the next page', async () => {
  fake = signIn('filmmaker');
  const first = summary({ id: 'b1', title: 'Editor for a brand film', status: 'revision_requested' });
  const second = summary({
    id: 'b2',
    title: 'DoP for a music video',
    status: 'completed',
    amount_minor: 90_000,
  });
  const fetchMock = stubApi(({ url }) => {
    if (url.pathname !== '/api/rest/v1/bookings') return undefined;
    expect(url.searchParams.get('as')).toBe('filmmaker');
    return url.searchParams.get('after') === 'cursor-1'
      ? Response.json({ items: [second], next_cursor: null })
      : Response.json({ items: [first], next_cursor: 'cursor-1' });
  });
  renderRoute(PATTERN, BookingsPage);

  const list = await screen.findByRole('list', { name: 'Your bookings' });
  const row = within(list).getByRole('link', { name: /Editor for a brand film/ });
  expect(row).toHaveAttribute('href', '/filmmaker/dashboard/bookings/b1');
  expect(within(row).getByText('Revision requested')).toBeInTheDocument();
  expect(within(row).getByText(/^Northlight Studios · £2,500/)).toBeInTheDocument();
  expect(within(row).getByText('1 – 10 Jun 2027 · delivery window')).toBeInTheDocument();
  expect(within(row).getByText('Next: Revise and resubmit')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Load more' }));
  const done = await within(list).findByRole('link', { name: /DoP for a music video/ });
  expect(within(done).getByText('Completed')).toBeInTheDocument();
  expect(within(done).queryByText(/^Next:/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalled();
});

test('with no bookings it says so honestly and points to work', async () => {
  fake = signIn('filmmaker');
  stubApi(({ url }) =>
    url.pathname === '/api/rest/v1/bookings' ? Response.json({ items: [], next_cursor: null }) : undefined,
  );
  renderRoute(PATTERN, BookingsPage);
  expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute(
    'href',
    '/filmmaker/dashboard/jobs',
  );
});
