import { lazy, Suspense } from 'react';
import { useChatPopups } from './chat-popups-store';

const ChatPopupHost = lazy(() =>
  import('./chat-popups').then((module) => ({ default: module.ChatPopupHost })),
);

/**
 * Where a layout shows the chat popups (docs/product.md §2), so they stay open across its pages. The
 * conversations and the realtime client load only once a popup is opened.
 */
export function ChatPopupSlot() {
  const popups = useChatPopups();
  if (popups.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ChatPopupHost />
    </Suspense>
  );
}
