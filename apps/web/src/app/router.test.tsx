import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from './providers';
import { routeObjects } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('the route table', () => {
  it('shows the not-found page for a path without a page', async () => {
    renderAt('/definitely/not/a/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('redirects /verify-account to /verify, keeping the query', async () => {
    const router = renderAt('/verify-account?code=123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify');
    expect(router.state.location.search).toBe('?code=123');
  });

  it('sends a signed-out visitor of a dashboard page to /login, remembering where they were going', async () => {
    const router = renderAt('/filmmaker/dashboard/bookings?tab=past');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/filmmaker/dashboard/bookings?tab=past' });
  });

  it('renders the public claim-job page, which says plainly when a link leads nowhere', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ error: 'Not valid', state: 'unknown' }, { status: 404 }),
      ),
    );
    renderAt('/claim-job/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim link not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link does not lead to a job')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says honestly when no filmmaker is listed yet', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ items: [], next_cursor: null, total: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/talent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find filmmakers' })).toBeInTheDocument();
    expect(await screen.findByText('No filmmakers listed yet')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/rest/v1/talent?limit=24');
    vi.unstubAllGlobals();
  });

  it('renders the dark home page at /', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hire the crew your film deserves.' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-theme="dark"]')).not.toBeNull();
  });

  it('navigates between public pages from the header', async () => {
    const router = renderAt('/talent');
    await screen.findByRole('heading', { level: 1, name: 'Find filmmakers' });
    await act(() => userEvent.click(screen.getAllByRole('link', { name: 'Sign in' })[0]!));
    expect(router.state.location.pathname).toBe('/login');
  });
});
