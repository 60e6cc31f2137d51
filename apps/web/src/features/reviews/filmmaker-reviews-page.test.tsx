import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { FilmmakerReviewsPage } from './filmmaker-reviews-page';
import { aReview, written } from './review-fixtures';
import { pages } from './routes';

// The filmmaker's reviews page (decision 0060): to write, received with the average and a reply, given.

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const PATH = '/filmmaker/dashboard/reviews';
const user = userEvent.setup();

beforeEach(() => {
  fake = signIn('filmmaker');
});
afterEach(() => vi.unstubAllGlobals());

function stubLists(lists: Record<string, unknown[]>) {
  return stubApi(({ url, method }) => {
    if (url.pathname === '/api/rest/v1/reviews' && method === 'GET') {
      expect(url.searchParams.get('as')).toBe('filmmaker');
      return Response.json({ items: lists[url.searchParams.get('mine')!] ?? [], next_cursor: null });
    }
    if (url.pathname.endsWith('/reply') && method === 'POST') {
      return Response.json({
        ...written.client,
        status: 'replied',
        reply: { body: 'Thank you!', created_at: '2027-06-13T10:00:00.000Z' },
      });
    }
    return undefined;
  });
}

it('is the page of its route', async () => {
  expect(await pages[PATH].load()).toBe(FilmmakerReviewsPage);
});

it('says honestly that there is nothing yet in each list', async () => {
  stubLists({});
  renderRoute(PATH, FilmmakerReviewsPage, PATH);
  expect(await screen.findByText('No reviews to write')).toBeInTheDocument();
  expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  expect(await screen.findByText('No reviews given yet')).toBeInTheDocument();
});

it('lists the client to review, the reviews received with their average, and those given', async () => {
  const toWrite = aReview({
    id: 'r1000000-0000-4000-8000-000000000003',
    status: 'filmmaker_to_write',
    reviewer_role: 'filmmaker',
    reviewee_role: 'client',
    reviewer_name: 'Maya Okafor',
    reviewee_name: 'Harbour Films',
  });
  const fetchMock = stubLists({
    to_write: [toWrite],
    received: [written.client, { ...written.client, id: 'r1000000-0000-4000-8000-000000000009', rating: 4 }],
    given: [{ ...written.filmmaker, status: 'written', published_at: null }],
  });
  renderRoute(PATH, FilmmakerReviewsPage, PATH);

  const toWriteSection = await screen.findByRole('region', { name: 'To write' });
  expect(
    await within(toWriteSection).findByRole('form', { name: 'Your review of Harbour Films' }),
  ).toBeInTheDocument();
  expect(within(toWriteSection).getByRole('radiogroup', { name: 'Clarity of brief' })).toBeInTheDocument();
  expect(within(toWriteSection).getByRole('radiogroup', { name: 'Payment' })).toBeInTheDocument();

  const received = screen.getByRole('region', { name: 'Received' });
  expect(await within(received).findByText('4.5')).toBeInTheDocument();
  expect(within(received).getByText(/2 reviews/)).toBeInTheDocument();

  const given = screen.getByRole('region', { name: 'Given' });
  expect(await within(given).findByText(/Hidden until Northlight Studios writes theirs/)).toBeInTheDocument();

  await user.click(within(received).getAllByRole('button', { name: 'Reply publicly' })[0]!);
  await user.type(within(received).getByLabelText('Your public reply'), 'Thank you!');
  await user.click(within(received).getByRole('button', { name: 'Send reply' }));
  expect(sent(fetchMock, 'POST', `/rest/v1/reviews/${written.client.id}/reply`)).toEqual([
    { body: 'Thank you!' },
  ]);
});
