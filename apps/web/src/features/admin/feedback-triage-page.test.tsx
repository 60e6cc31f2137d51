import type { AdminFeedbackRecord } from '@reelhire/shared/feedback';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, stubApi } from '@/test/stub-api';
import { FeedbackTriagePage } from './feedback-triage-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
afterEach(() => vi.unstubAllGlobals());

const item = (overrides: Partial<AdminFeedbackRecord> = {}): AdminFeedbackRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'new',
  rating: 2,
  category: 'bug',
  message: 'The invoice button hides behind the chat bubble.',
  screenshot_url: '/api/files/signed/shot.png',
  reply: null,
  replied_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  author: { user_id: 'u1', name: 'Fern Wood', email: 'fern@example.com', user_type: 'client' },
  ...overrides,
});

it('lists new feedback, filters by category, and plans and answers one from its detail', async () => {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'admin' })));
  let current = item();
  const fetchMock = stubApi(({ url, method, body }) => {
    if (url.pathname === '/api/rest/v1/feedback' && method === 'GET') {
      const category = url.searchParams.get('category');
      return Response.json({ items: category && category !== 'bug' ? [] : [current], next_cursor: null });
    }
    if (url.pathname === `/api/rest/v1/feedback/${current.id}/plan`) {
      current = { ...current, status: 'planned' };
      return Response.json(current);
    }
    if (url.pathname === `/api/rest/v1/feedback/${current.id}/reply`) {
      current = {
        ...current,
        reply: (body as { message: string }).message,
        replied_at: '2026-11-21T10:00:00.000Z',
      };
      return Response.json(current);
    }
    return undefined;
  });
  renderRoute('/admin/feedback', FeedbackTriagePage);

  const open = await screen.findByRole('button', {
    name: 'Open feedback from Fern Wood: Something is broken',
  });
  expect(String(fetchMock.mock.calls[0]?.[0] ?? '')).toContain('status=new');

  await user.selectOptions(screen.getByLabelText('Category'), 'praise');
  expect(await screen.findByText('No feedback matches these filters')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Category'), '');

  await user.click(await screen.findByRole('button', { name: /Open feedback from Fern Wood/ }));
  const detail = await screen.findByRole('dialog');
  expect(within(detail).getByRole('img', { name: 'Screenshot sent with the feedback' })).toHaveAttribute(
    'src',
    '/api/files/signed/shot.png',
  );
  expect(within(detail).getByText('Your turn: triage the feedback')).toBeInTheDocument();
  await user.click(within(detail).getByRole('button', { name: 'Mark planned' }));
  expect(await within(detail).findByText('Planned')).toBeInTheDocument();
  expect(within(detail).queryByRole('button', { name: 'Mark planned' })).not.toBeInTheDocument();

  await user.click(within(detail).getByRole('button', { name: 'Send reply' }));
  expect(within(detail).getByText('Please write a reply')).toBeInTheDocument();
  await user.type(within(detail).getByLabelText('Reply by email'), 'Fixed next week, thank you!');
  await user.click(within(detail).getByRole('button', { name: 'Send reply' }));
  expect(await within(detail).findByText('Fixed next week, thank you!')).toBeInTheDocument();
  expect(sent(fetchMock, 'POST', `/rest/v1/feedback/${current.id}/reply`)).toEqual([
    { message: 'Fixed next week, thank you!' },
  ]);
  expect(open).toBeDefined();
});
