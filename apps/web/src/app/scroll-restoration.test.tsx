import { SERVER_PAGE } from '@reelhire/shared/server-page';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { AppScrollRestoration } from './scroll-restoration';

function renderPages() {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <Outlet />
          <AppScrollRestoration />
        </>
      ),
      children: [
        { path: '/', element: <Link to="/talent">Find filmmakers</Link> },
        { path: '/talent', element: <p>The directory</p> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('scroll restoration', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    document.getElementById(SERVER_PAGE.stateElementId)?.remove();
    vi.unstubAllGlobals();
  });

  it('leaves a server-drawn page where the visitor scrolled it when the app takes over, then resets on the next page', async () => {
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = SERVER_PAGE.stateElementId;
    state.textContent = JSON.stringify({ mutations: [], queries: [] });
    document.body.append(state);
    const router = renderPages();
    expect(await screen.findByRole('link', { name: 'Find filmmakers' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/talent'));
    expect(await screen.findByText('The directory')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('opens a page the app drew itself at the top, as React Router does', async () => {
    renderPages();
    expect(await screen.findByRole('link', { name: 'Find filmmakers' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
