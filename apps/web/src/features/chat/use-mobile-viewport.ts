import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from '@/lib/realtime/mobile';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_MEDIA_QUERY) : null;
}

function subscribe(listener: () => void) {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** Phone layouts (768 px or less): one pane at a time, and a bottom sheet instead of popups. */
export function useMobileViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
