import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { Providers } from '../providers';
import { DashboardLayout } from './dashboard-layout';

function renderShell(section: 'filmmaker' | 'client' | 'admin', path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <DashboardLayout section={section} />,
        children: [{ path: '*', element: <p>page body</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </Providers>,
  );
}

describe('DashboardLayout', () => {
  it("starts closed when nothing is stored, and keeps the open state in local storage as 'sidebar-open'", async () => {
    renderShell('filmmaker', '/filmmaker/dashboard');
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(window.localStorage.getItem('sidebar-open')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar).toHaveAttribute('data-state', 'open');
    expect(window.localStorage.getItem('sidebar-open')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(window.localStorage.getItem('sidebar-open')).toBe('false');
  });

  it('opens as stored on the next visit', () => {
    window.localStorage.setItem('sidebar-open', 'true');
    renderShell('client', '/client/dashboard');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'open');
  });

  it("shows each section's own navigation and marks the current page", () => {
    window.localStorage.setItem('sidebar-open', 'true');
    renderShell('client', '/client/dashboard/projects');
    const nav = screen.getByRole('navigation', { name: 'Client navigation' });
    expect(nav).toHaveTextContent('Find talent');
    expect(nav).toHaveTextContent('Expenditure');
    expect(nav).not.toHaveTextContent('Earnings');
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives admins the admin areas', () => {
    window.localStorage.setItem('sidebar-open', 'true');
    renderShell('admin', '/admin');
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    for (const label of ['Verification', 'Payments', 'Disputes', 'Support inbox', 'Users']) {
      expect(nav).toHaveTextContent(label);
    }
  });
});
