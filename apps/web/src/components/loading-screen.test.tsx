import { render, screen } from '@testing-library/react';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen (docs/product.md §2)', () => {
  it("is full-screen with the logo, 'Loading...' by default and three pulsing dots", () => {
    render(<LoadingScreen />);
    const status = screen.getByRole('status');
    expect(status).toHaveClass('fixed', 'inset-0');
    expect(status).toHaveTextContent('Reelhire');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const dots = screen.getAllByTestId('loading-dot');
    expect(dots).toHaveLength(3);
    for (const dot of dots) expect(dot).toHaveClass('animate-pulse-dot');
  });

  it('shows the message it is given during checks', () => {
    render(<LoadingScreen message="Checking account requirements..." />);
    expect(screen.getByText('Checking account requirements...')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
