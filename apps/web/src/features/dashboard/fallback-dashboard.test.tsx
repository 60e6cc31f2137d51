import { screen } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';
import { pages } from './routes';

// Only an account without a type stays on /dashboard (the guard sends the others to their own
// dashboard), so the page must give it a way to choose one.
it('offers an account without a role the way to choose one', () => {
  renderRoute('/dashboard', pages['/dashboard']);
  expect(screen.getByText('Your account does not have a role yet', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose your role' })).toHaveAttribute('href', '/role-selection');
});

it('says plainly why there is no dashboard to show, and offers support when something else is wrong', () => {
  renderRoute('/dashboard', pages['/dashboard']);
  expect(screen.getByRole('heading', { name: 'Choose how you use Reelhire' })).toBeInTheDocument();
  expect(screen.getByText(/don't know which dashboard to show you/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Contact support/ })).toHaveAttribute('href', '/support');
});
