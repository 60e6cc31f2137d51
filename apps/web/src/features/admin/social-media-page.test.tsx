import type { SocialMediaItem, SocialPost } from '@reelhire/shared/social-posts';
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
import { SocialMediaPage } from './social-media-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});
const user = userEvent.setup();
afterEach(() => vi.unstubAllGlobals());

const still: SocialMediaItem = {
  file_id: '00000000-0000-4000-8000-0000000000f1',
  url: '/api/files/signed/still.jpg',
  filmmaker_id: 'f1',
  filmmaker_name: 'Maya Okafor',
  username: 'maya',
};

const post = (overrides: Partial<SocialPost> = {}): SocialPost => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'scheduled',
  text: 'Meet the crew behind the spring campaign.',
  channel: 'instagram',
  scheduled_at: '2027-04-01T09:30:00.000Z',
  published_at: null,
  media: [still],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

it('lists posts by status, writes a draft with a consenting filmmaker’s image, and marks one published', async () => {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'admin' })));
  const fetchMock = stubApi(({ url, method }) => {
    if (url.pathname === '/api/rest/v1/social_posts' && method === 'GET') {
      const status = url.searchParams.get('status');
      return Response.json({ items: status === 'scheduled' ? [post()] : [], next_cursor: null });
    }
    if (url.pathname === '/api/rest/v1/social_posts/media')
      return Response.json({ items: [still], next_cursor: null });
    if (url.pathname === '/api/rest/v1/social_posts' && method === 'POST') {
      return Response.json(post({ status: 'draft', id: '00000000-0000-4000-8000-000000000002' }), {
        status: 201,
      });
    }
    if (url.pathname.endsWith('/publish')) return Response.json(post({ status: 'published' }));
    return undefined;
  });
  renderRoute('/admin/social-media', SocialMediaPage);
  expect(await screen.findByText('No draft posts')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /New post/ }));
  const editor = await screen.findByRole('dialog');
  await user.click(within(editor).getByRole('button', { name: 'Save draft' }));
  expect(within(editor).getByRole('alert')).toHaveTextContent('Please write the post');
  await user.selectOptions(within(editor).getByLabelText('Channel'), 'linkedin');
  await user.type(within(editor).getByLabelText('Text'), 'Behind the scenes with our crews.');
  await user.click(await within(editor).findByRole('button', { name: 'Image by Maya Okafor' }));
  await user.click(within(editor).getByRole('button', { name: 'Save draft' }));
  expect(sent(fetchMock, 'POST', '/rest/v1/social_posts')).toEqual([
    {
      text: 'Behind the scenes with our crews.',
      channel: 'linkedin',
      scheduled_at: null,
      media_file_ids: [still.file_id],
    },
  ]);

  await user.click(screen.getByRole('tab', { name: 'Scheduled' }));
  expect(await screen.findByText('Meet the crew behind the spring campaign.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'By Maya Okafor' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Mark published' }));
  expect(sent(fetchMock, 'POST', `/rest/v1/social_posts/${post().id}/publish`)).toHaveLength(1);
});
