import { useEffect } from 'react';

/** The browser tab's text for a page's title. */
export function documentTitle(title: string): string {
  return title === 'Reelhire' ? 'Reelhire: hire filmmakers' : `${title} · Reelhire`;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
