import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === 'Reelhire' ? 'Reelhire: hire filmmakers' : `${title} · Reelhire`;
  }, [title]);
}
