import { SERVER_PAGE } from '@reelhire/shared/server-page';
import { SIDEBAR } from '@reelhire/shared/constants';
import { useCallback, useEffect, useState } from 'react';
import { writeCookie } from './cookies';
import { useServerRender } from './server-render';

/** A year: the state lives in local storage for good; the cookie is renewed on every visit. */
const SIDEBAR_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** docs/product.md §1: the dashboard sidebar's open state is kept locally as `sidebar-open`, default closed. */
export function readSidebarOpen(storage: Storage = window.localStorage): boolean {
  try {
    const stored = storage.getItem(SIDEBAR.storageKey);
    return stored === null ? SIDEBAR.defaultOpen : stored === 'true';
  } catch {
    return SIDEBAR.defaultOpen;
  }
}

/**
 * The same state as a cookie, so that the server draws a signed-in page with the sidebar as this browser
 * keeps it (decision 0084); the boot script compares the two before the app takes the server's markup over.
 */
function writeSidebarCookie(open: boolean): void {
  writeCookie(SERVER_PAGE.sidebarCookie, String(open), SIDEBAR_COOKIE_SECONDS);
}

export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const server = useServerRender();
  const [open, setOpenState] = useState(() => (server ? server.sidebarOpen : readSidebarOpen()));
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    try {
      window.localStorage.setItem(SIDEBAR.storageKey, String(next));
    } catch {
      // Private mode or a full quota: the state still works for this visit.
    }
  }, []);
  // Kept in step with local storage on every visit too, so a state stored before the cookie existed is
  // drawn by the server from the next visit on.
  useEffect(() => writeSidebarCookie(open), [open]);
  return [open, setOpen];
}
