import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { Providers } from '../providers';
import { DashboardLayout } from './dashboard-layout';
import { DASHBOARD_NAV } from './dashboard-nav';

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

  it('opens as stored on the next visit, and tells the server so by a cookie (decision 0084)', () => {
    window.localStorage.setItem('sidebar-open', 'true');
    renderShell('client', '/client/dashboard');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'open');
    expect(document.cookie.split('; ')).toContain('sidebar-open=true');
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

  // The collapsed rail wraps each link in a tooltip trigger (Radix Slot), which joined NavLink's
  // className function into the class attribute as source text and lost the highlight.
  it.each(['filmmaker', 'client', 'admin'] as const)(
    'the collapsed %s rail gives each link a class string, a name and the current-page highlight',
    (section) => {
      const current = DASHBOARD_NAV[section][2]!;
      renderShell(section, current.to);
      expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'closed');
      const nav = screen.getByRole('navigation', { name: /navigation$/ });
      for (const item of DASHBOARD_NAV[section]) {
        const link = within(nav).getByRole('link', { name: new RegExp(`^${item.label}`) });
        const classes = link.getAttribute('class') ?? '';
        expect(classes).not.toMatch(/=>|isActive|function/);
        expect(classes).toContain('justify-center');
        expect(classes).toContain('aria-[current=page]:bg-brand-50');
        if (item === current) expect(link).toHaveAttribute('aria-current', 'page');
        else expect(link).not.toHaveAttribute('aria-current');
      }
    },
  );

  it('shows the label of a collapsed link in a tooltip on keyboard focus', async () => {
    renderShell('filmmaker', '/filmmaker/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Filmmaker navigation' });
    const earnings = within(nav).getByRole('link', { name: 'Earnings' });
    act(() => earnings.focus());
    expect(await screen.findByRole('tooltip', { name: 'Earnings' })).toBeInTheDocument();
    expect(earnings).toHaveAttribute('aria-describedby');
  });

  it('closes the phone menu once a link is chosen', async () => {
    renderShell('client', '/client/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const menu = screen.getByRole('navigation', { name: 'Client navigation (mobile)' });
    const projects = within(menu).getByRole('link', { name: 'Projects' });
    expect(projects.getAttribute('class')).not.toMatch(/=>/);
    await userEvent.click(projects);
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Client navigation (mobile)' })).toBeNull(),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Client navigation' })).getByRole('link', {
        name: 'Projects',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
