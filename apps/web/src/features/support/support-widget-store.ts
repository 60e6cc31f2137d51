import { useSyncExternalStore } from 'react';

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
// The server renders pages for signed-out visitors only (decision 0080), to whom the bubble shows.
const SIGNED_OUT_VIEW: SupportWidgetState = { hidden: false, open: false };
const getServerSnapshot = () => SIGNED_OUT_VIEW;

export function useSupportWidgetState(): SupportWidgetState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
