import { SIDEBAR } from '@reelhire/shared/constants';
import { useCallback, useState } from 'react';

/** docs/product.md §1: the dashboard sidebar's open state is kept locally as `sidebar-open`, default closed. */
export function readSidebarOpen(storage: Storage = window.localStorage): boolean {
  try {
    const stored = storage.getItem(SIDEBAR.storageKey);
    return stored === null ? SIDEBAR.defaultOpen : stored === 'true';
  } catch {
    return SIDEBAR.defaultOpen;
  }
}

export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(readSidebarOpen);
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    try {
      window.localStorage.setItem(SIDEBAR.storageKey, String(next));
    } catch {
      // Private mode or a full quota: the state still works for this visit.
    }
  }, []);
  return [open, setOpen];
}
