import { useSyncExternalStore } from 'react';
import type { ChatTarget } from './chat-target';
import type { ChatViewerIdentity } from './message-status';

export interface ChatPopup {
  target: ChatTarget;
  viewer: ChatViewerIdentity;
  minimised: boolean;
  /** The signed-in user who opened it: someone else signing in on this tab never sees it. */
  ownerId: string;
}

/** Side by side at the bottom right of a desktop screen; more would cover the page. */
export const MAX_DESKTOP_POPUPS = 3;

// Popups outlive the page that opened them (they float over the dashboard), so they live here rather
// than in a component's state.
let popups: readonly ChatPopup[] = [];
const listeners = new Set<() => void>();

function update(next: readonly ChatPopup[]) {
  popups = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Opens a conversation as a popup (or brings it back if it is open). On phones there is one bottom sheet,
 * so `single` replaces whatever was open; on desktops the oldest gives way beyond three.
 */
export function openChatPopup(
  target: ChatTarget,
  viewer: ChatViewerIdentity,
  ownerId: string,
  { single = false } = {},
) {
  const entry: ChatPopup = { target, viewer, minimised: false, ownerId };
  if (single) {
    update([entry]);
    return;
  }
  const others = popups.filter((popup) => popup.target.roomName !== target.roomName);
  update([...others, entry].slice(-MAX_DESKTOP_POPUPS));
}

export function closeChatPopup(roomName: string) {
  update(popups.filter((popup) => popup.target.roomName !== roomName));
}

export function setChatPopupMinimised(roomName: string, minimised: boolean) {
  update(popups.map((popup) => (popup.target.roomName === roomName ? { ...popup, minimised } : popup)));
}

/** Everything closes (tests); `except` keeps one user's popups (the others signed out). */
export function closeAllChatPopups(except: string | null = null) {
  const kept = except === null ? [] : popups.filter((popup) => popup.ownerId === except);
  if (kept.length !== popups.length) update(kept);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useChatPopups(): readonly ChatPopup[] {
  return useSyncExternalStore(
    subscribe,
    () => popups,
    () => popups,
  );
}

// Several hosts may be mounted (the dashboard layout's and a page's own): only the first one draws.
let hosts: readonly string[] = [];

/** Registers a host (by its React id); returns the unregister. */
export function registerPopupHost(id: string): () => void {
  hosts = [...hosts, id];
  for (const listener of [...listeners]) listener();
  return () => {
    hosts = hosts.filter((host) => host !== id);
    for (const listener of [...listeners]) listener();
  };
}

export function useActivePopupHost(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => hosts[0] ?? null,
    () => hosts[0] ?? null,
  );
}
