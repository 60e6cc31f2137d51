import { createContext, useContext, useEffect } from 'react';

/** The browser tab's text for a page's title. */
export function documentTitle(title: string): string {
  return title === 'Reelhire' ? 'Reelhire: hire filmmakers' : `${title} · Reelhire`;
}

/**
 * Where a page rendered on the server (decision 0080) leaves its title, so the document arrives with it
 * (a portfolio's is the filmmaker's name: what a search result or a link preview shows). Absent in the
 * browser, where the effect below sets the title.
 */
export const ServerTitleContext = createContext<((title: string) => void) | null>(null);

export function useDocumentTitle(title: string): void {
  const recordServerTitle = useContext(ServerTitleContext);
  // The innermost page header renders last, so the page's own title wins over its layout's.
  recordServerTitle?.(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
