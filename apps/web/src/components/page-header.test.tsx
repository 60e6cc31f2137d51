import { render, screen } from '@testing-library/react';
import { Badge } from './ui/badge';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('keeps a status badge beside a long title on one line (the title wraps instead)', () => {
    render(
      <PageHeader
        title="Director of photography for a 90-second brand film shot over two days in Hackney"
        actions={<Badge variant="brand">Offer received</Badge>}
      />,
    );
    const badge = screen.getByText('Offer received');
    expect(badge.className).toContain('whitespace-nowrap');
    expect(badge.parentElement!.className).toContain('shrink-0');
  });
});
