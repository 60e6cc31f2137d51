import { useSyncExternalStore } from 'react';
import { useAuthState } from '@/lib/auth-state';

// The live-chat widget's visibility, kept outside React like a third-party widget's API: the auth rules
// below and anything else (a "Chat with us" link, say) act on the same state.

interface SupportWidgetState {
  hidden: boolean;
  open: boolean;
}

const INITIAL: SupportWidgetState = { hidden: true, open: false };
let state = INITIAL;
const listeners = new Set<() => void>();

function update(next: Partial<SupportWidgetState>) {
  const merged = { ...state, ...next };
  if (merged.hidden === state.hidden && merged.open === state.open) return;
  state = merged;
  for (const listener of listeners) listener();
}

export const supportWidget = {
  show: () => update({ hidden: false }),
  /** Hides the bubble and closes the panel. */
  hide: () => update({ hidden: true, open: false }),
  open: () => {
    if (!state.hidden) update({ open: true });
  },
  close: () => update({ open: false }),
  /** Back to the start (tests). */
  reset: () => update(INITIAL),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => state;
// What the server draws: the bubble for a signed-out visitor (decision 0080), none on a page drawn for a
// signed-in user (decision 0084), as docs/product.md §1 shows it.
const SIGNED_OUT_VIEW: SupportWidgetState = { hidden: false, open: false };
const SIGNED_IN_VIEW: SupportWidgetState = { hidden: true, open: false };
const signedOutServerSnapshot = () => SIGNED_OUT_VIEW;
const signedInServerSnapshot = () => SIGNED_IN_VIEW;

export function useSupportWidgetState(): SupportWidgetState {
  const signedIn = useAuthState().status === 'signed-in';
  return useSyncExternalStore(
    subscribe,
    getSnapshot,
    signedIn ? signedInServerSnapshot : signedOutServerSnapshot,
  );
}
