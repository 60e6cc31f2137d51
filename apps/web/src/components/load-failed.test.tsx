import { fireEvent, render, screen } from '@testing-library/react';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('says what could not be loaded and why, and asks again on Try again', () => {
    const retry = vi.fn();
    render(
      <LoadFailed
        title="The audit log could not be loaded"
        error={new Error('The server did not answer')}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('heading', { name: 'The audit log could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The server did not answer')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
