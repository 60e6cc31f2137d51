import { ROUTES } from '@reelhire/shared/routes';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pages } from './routes';

const legalRoutes = ROUTES.filter((route) => route.area === 'legal');

function renderPage(path: string) {
  const Page = pages[path];
  if (!Page) throw new Error(`No legal page for ${path}`);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('legal pages', () => {
  it('has a page for every legal route and no others', () => {
    expect(Object.keys(pages).sort()).toEqual(legalRoutes.map((route) => route.path).sort());
  });

  describe.each(legalRoutes.map((route) => [route.path, route.title] as const))('%s', (path, title) => {
    it('shows its title as the only h1 and names the browser tab', () => {
      renderPage(path);
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]).toHaveTextContent(title);
      expect(document.title).toBe(`${title} · Reelhire`);
    });

    it('says when it was last updated', () => {
      renderPage(path);
      const date = screen.getByText('21 November 2026');
      expect(date.tagName).toBe('TIME');
      expect(date).toHaveAttribute('datetime', '2026-11-21');
      expect(date.parentElement).toHaveTextContent('Last updated 21 November 2026');
    });

    it('has a table of contents whose links point at its sections', () => {
      const { container } = renderPage(path);
      const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
      const sections = container.querySelectorAll('section[id]');
      expect(links.length).toBeGreaterThanOrEqual(5);
      expect(links).toHaveLength(sections.length);

      const ids = new Set<string>();
      for (const link of links) {
        const href = link.getAttribute('href') ?? '';
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        const id = href.slice(1);
        ids.add(id);
        const section = document.getElementById(id);
        expect(section?.tagName).toBe('SECTION');
        // The section is labelled by a heading that says what the link says.
        expect(within(section!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent ?? '');
      }
      expect(ids.size).toBe(links.length);
    });

    it('links in-page anchors only to sections that exist and gives a way to contact us', () => {
      const { container } = renderPage(path);
      const article = container.querySelector('article')!;
      for (const anchor of article.querySelectorAll('a[href^="#"]')) {
        expect(document.getElementById(anchor.getAttribute('href')!.slice(1))).not.toBeNull();
      }
      expect(
        article.querySelector('a[href="mailto:support@reelhire.test"], a[href="/support"]'),
      ).not.toBeNull();
    });
  });

  it('states the escrow release rule, the fee disclosure and the governing law in the terms', () => {
    renderPage('/terms-of-service');
    expect(screen.getByText('the client approves the delivery')).toBeInTheDocument();
    expect(screen.getByText('the release date shown in the contract passes')).toBeInTheDocument();
    expect(screen.getByText(/shown to the client as a separate line before they pay/)).toBeInTheDocument();
    expect(screen.getByText(/governed by the law of England and Wales/)).toBeInTheDocument();
  });
});
