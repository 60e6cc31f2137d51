import type { FeedbackRecord } from '@reelhire/shared/feedback';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { FeedbackPage } from './feedback-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
afterEach(() => vi.unstubAllGlobals());

const record = (overrides: Partial<FeedbackRecord> = {}): FeedbackRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'new',
  rating: 4,
  category: 'idea',
  message: 'A calendar export would save me time.',
  screenshot_url: null,
  reply: null,
  replied_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

it('refuses an incomplete form with the shared messages, then sends it and says thank you', async () => {
  fake = signIn('filmmaker');
  const mine: FeedbackRecord[] = [];
  const fetchMock = stubApi(({ url, method, body }) => {
    if (url.pathname === '/api/rest/v1/feedback/mine')
      return Response.json({ items: mine, next_cursor: null });
    if (url.pathname === '/api/rest/v1/feedback' && method === 'POST') {
      const created = record({
        ...(body as Partial<FeedbackRecord>),
        id: '00000000-0000-4000-8000-000000000009',
      });
      mine.unshift(created);
      return Response.json(created, { status: 201 });
    }
    return undefined;
  });
  renderRoute('/feedback', FeedbackPage);
  expect(await screen.findByText("You haven't sent any feedback yet")).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText('Please give a rating from 1 to 5')).toBeInTheDocument();
  expect(screen.getByText('Please choose what your feedback is about')).toBeInTheDocument();
  expect(sent(fetchMock, 'POST', '/rest/v1/feedback')).toEqual([]);

  await user.click(screen.getByRole('radio', { name: '2 of 5: Could be better' }));
  await user.selectOptions(screen.getByLabelText('What is it about?'), 'bug');
  await user.type(screen.getByLabelText('Your message'), 'The upload stalls at 99 percent on Safari.');
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));

  expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
  expect(sent(fetchMock, 'POST', '/rest/v1/feedback')).toEqual([
    {
      rating: 2,
      category: 'bug',
      message: 'The upload stalls at 99 percent on Safari.',
      screenshot_file_id: null,
    },
  ]);
  const list = await screen.findByRole('list', { name: 'Your feedback' });
  expect(within(list).getByText('The upload stalls at 99 percent on Safari.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Send more feedback' }));
  expect(screen.getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
});

it('shows each piece of feedback with its status and the team’s reply', async () => {
  fake = signIn('client');
  stubApi(({ url }) =>
    url.pathname === '/api/rest/v1/feedback/mine'
      ? Response.json({
          items: [
            record({
              status: 'planned',
              reply: 'Thanks! It is on the roadmap for January.',
              replied_at: '2026-11-21T09:00:00.000Z',
            }),
          ],
          next_cursor: null,
        })
      : undefined,
  );
  renderRoute('/feedback', FeedbackPage);
  const item = await screen.findByRole('listitem');
  expect(within(item).getByText('Planned')).toBeInTheDocument();
  expect(within(item).getByText('The team has planned a change based on it.')).toBeInTheDocument();
  expect(within(item).getByText('Thanks! It is on the roadmap for January.')).toBeInTheDocument();
  expect(within(item).getByRole('img', { name: 'Rated 4 of 5' })).toBeInTheDocument();
});
