import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../providers';
import { PublicLayout } from './public-layout';

function renderPublicPage() {
  const router = createMemoryRouter(
    [{ element: <PublicLayout />, children: [{ path: '*', element: <p>page body</p> }] }],
    { initialEntries: ['/talent'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('PublicLayout', () => {
  it('opens the mobile menu on the first tap, though its sheet loads only then, and closes it again', async () => {
    renderPublicPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(menu).getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getByRole('link', { name: 'Find filmmakers' })).toHaveAttribute('href', '/talent');
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Join Reelhire' })).toHaveAttribute(
      'href',
      '/role-selection',
    );

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Loaded once, the same button opens it again at once.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
