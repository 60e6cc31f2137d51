import type { Pitch, PitchList } from '@reelhire/shared/pitches';
import { screen, waitFor, within } from '@testing-library/react';
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
import { MyPitchesPage } from './my-pitches-page';
import { PitchingRoomPage } from './pitching-room-page';

const kit: { fake: FakeAuthClient } = { fake: createFakeAuthClient() };
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

// Each test walks a page through dialogs and typing: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const user = userEvent.setup();
const CLIENT = '/client/dashboard/pitching-room';
const FILMMAKER = '/filmmaker/dashboard/pitching-room';

function signInAs(userType: 'client' | 'filmmaker') {
  storeSessionMarker();
  kit.fake = createFakeAuthClient(fakeSession(fakeUser({ id: `${userType}-user-1`, userType })));
}

function aPitch(overrides: Partial<Pitch> = {}): Pitch {
  return {
    id: '7c0c8a52-0000-4000-8000-000000000001',
    filmmaker_id: 'f0000000-0000-4000-8000-000000000001',
    filmmaker: { name: 'Maya Lindqvist', crafts: ['director'], city: 'Bristol' },
    title: 'Salt roads',
    logline: 'Three generations of salt harvesters face their last summer on the marsh.',
    treatment: 'Observational, natural light only.',
    format: 'documentary',
    budget_min_minor: 1_500_000,
    budget_max_minor: 4_000_000,
    currency: 'GBP',
    reference_links: ['https://vimeo.com/123456'],
    media: [],
    status: 'open',
    saved: false,
    published_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}
const pageOf = (items: Pitch[], next_cursor: string | null = null): PitchList => ({ items, next_cursor });

afterEach(() => vi.unstubAllGlobals());

describe('the client’s pitching room', () => {
  beforeEach(() => signInAs('client'));

  it('lists open pitches, filters through the address bar and loads more with the cursor', async () => {
    const fetchMock = stubApi(({ url }) => {
      if (url.pathname !== '/api/rest/v1/pitches') return undefined;
      if (url.searchParams.get('after') === 'c1')
        return Response.json(pageOf([aPitch({ id: 'p2', title: 'Neon harbour' })]));
      if (url.searchParams.get('format') === 'feature') return Response.json(pageOf([]));
      return Response.json(pageOf([aPitch()], 'c1'));
    });
    renderRoute(CLIENT, PitchingRoomPage);
    const list = await screen.findByRole('list', { name: 'Pitches' });
    expect(list).toHaveTextContent('Salt roads');
    expect(list).toHaveTextContent('Documentary');
    expect(list).toHaveTextContent('£15,000 – £40,000');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Neon harbour')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Format'), 'feature');
    expect(await screen.findByText('No pitches match')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.includes('format=feature'))).toBe(true);
  });

  it('opens a pitch, saves it, messages the filmmaker through the chat and turns it into a project', async () => {
    let saved = false;
    const fetchMock = stubApi(({ url, method }) => {
      if (url.pathname === '/api/rest/v1/pitches') return Response.json(pageOf([aPitch({ saved })]));
      if (url.pathname.endsWith('/saved') && method === 'PUT') {
        saved = true;
        return Response.json(aPitch({ saved: true }));
      }
      if (url.pathname.endsWith('/project') && method === 'POST') {
        return Response.json({ project_id: 'new-project-1' }, { status: 201 });
      }
      return undefined;
    });
    const router = renderRoute(CLIENT, PitchingRoomPage);
    await user.click(await screen.findByRole('button', { name: 'View “Salt roads”' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Observational, natural light only.');
    expect(within(dialog).getByRole('link', { name: /vimeo.com/ })).toHaveAttribute(
      'href',
      'https://vimeo.com/123456',
    );
    const message = within(dialog).getByRole('link', { name: /Message filmmaker/ });
    expect(message.getAttribute('href')).toBe(
      '/client/dashboard/messages?id=f0000000-0000-4000-8000-000000000001&role=filmmaker&name=Maya+Lindqvist',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Saved' })).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: /Turn into a project/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/client/dashboard/projects/new-project-1'),
    );
    expect(sent(fetchMock, 'POST', `/rest/v1/pitches/${aPitch().id}/project`)).toHaveLength(1);
  });
});

describe('the filmmaker’s pitching room', () => {
  beforeEach(() => signInAs('filmmaker'));

  it('offers to write the first pitch, and saves it as a draft with the budget in minor units', async () => {
    const fetchMock = stubApi(({ url, method }) => {
      if (url.pathname === '/api/rest/v1/pitches/mine') return Response.json(pageOf([]));
      if (url.pathname === '/api/rest/v1/pitches' && method === 'POST') {
        return Response.json(aPitch({ status: 'draft' }), { status: 201 });
      }
      return undefined;
    });
    renderRoute(FILMMAKER, MyPitchesPage);
    expect(await screen.findByText('No pitches yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New pitch' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('A title needs at least 3 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Salt roads');
    await user.type(within(dialog).getByLabelText('Logline'), 'Three generations of salt harvesters.');
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'documentary');
    await user.type(within(dialog).getByLabelText('Lowest budget'), '15000');
    await user.type(within(dialog).getByLabelText('Highest budget'), '40000');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'POST', '/rest/v1/pitches')).toEqual([
      expect.objectContaining({
        title: 'Salt roads',
        format: 'documentary',
        budget_min_minor: 1_500_000,
        budget_max_minor: 4_000_000,
      }),
    ]);
  });

  it('shows each pitch with its status and only the moves it allows; deleting asks first', async () => {
    const fetchMock = stubApi(({ url, method }) => {
      if (url.pathname === '/api/rest/v1/pitches/mine') {
        return Response.json(pageOf([aPitch(), aPitch({ id: 'p2', title: 'Draft idea', status: 'draft' })]));
      }
      if (method === 'POST' && url.pathname.endsWith('/close'))
        return Response.json(aPitch({ status: 'closed' }));
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    renderRoute(FILMMAKER, MyPitchesPage);
    const list = await screen.findByRole('list', { name: 'Your pitches' });
    const [open, draft] = within(list).getAllByRole('listitem');
    expect(open).toHaveTextContent('Open to clients');
    expect(within(open!).queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument();
    expect(draft).toHaveTextContent('Draft');
    expect(within(draft!).getByRole('button', { name: 'Publish “Draft idea”' })).toBeInTheDocument();
    await user.click(within(open!).getByRole('button', { name: 'Close “Salt roads”' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', `/rest/v1/pitches/${aPitch().id}/close`)).toHaveLength(1),
    );
    await user.click(within(draft!).getByRole('button', { name: 'Delete “Draft idea”' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete pitch' }));
    await waitFor(() => expect(sent(fetchMock, 'DELETE', '/rest/v1/pitches/p2')).toHaveLength(1));
  });
});
