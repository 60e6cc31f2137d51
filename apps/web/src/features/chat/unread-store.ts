import { useSyncExternalStore } from 'react';

// How many messages wait unread for the signed-in viewer, for the Messages badge in the dashboard nav. The
// message inbox (loaded lazily with the realtime client) writes it; the nav, in the main bundle, reads it.

let unread = 0;
const listeners = new Set<() => void>();

export function setUnreadMessages(count: number): void {
  if (count === unread) return;
  unread = count;
  for (const listener of [...listeners]) listener();
}

export function useUnreadMessages(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unread,
    () => unread,
  );
}
