import { SUPPORT_WIDGET } from '@reelhire/shared/constants';
import { LoaderCircle, MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useAuthState } from '@/lib/auth-state';
import { supportWidget, useSupportWidgetState } from './support-widget-store';

// The panel holds the form (react-hook-form, zod): it loads on the first open, never with the page.
const SupportWidgetPanel = lazy(() => import('./support-widget-panel'));

/**
 * docs/product.md §1: shown while signed out, hidden while signed in; after a sign-in state change it is
 * hidden again every second for ten seconds, whatever tried to show it in between.
 */
export function useSupportWidgetVisibilityRules(): void {
  const { status, changeCount } = useAuthState();
  useEffect(() => {
    if (status === 'signed-out') {
      supportWidget.show();
      return;
    }
    supportWidget.hide();
    if (status !== 'signed-in') return;
    let ticks = 0;
    const maxTicks = SUPPORT_WIDGET.rehideWindowMs / SUPPORT_WIDGET.rehideIntervalMs;
    const timer = window.setInterval(() => {
      supportWidget.hide();
      if (++ticks >= maxTicks) window.clearInterval(timer);
    }, SUPPORT_WIDGET.rehideIntervalMs);
    return () => window.clearInterval(timer);
  }, [status, changeCount]);
}

/** Our own live-chat support widget: a bubble bottom-right that opens a message form to the support inbox. */
export function SupportWidget() {
  useSupportWidgetVisibilityRules();
  const { hidden, open } = useSupportWidgetState();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') supportWidget.close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (hidden) return null;
  return (
    <div
      data-testid="support-widget"
      className="fixed right-3 bottom-3 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
    >
      {open ? (
        <div
          id="support-widget-panel"
          role="dialog"
          aria-label="Chat with Reelhire support"
          className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-zinc-200 bg-white text-zinc-900 shadow-2xl"
        >
          <Suspense
            fallback={
              <div className="flex h-64 items-center justify-center" role="status" aria-label="Loading">
                <LoaderCircle className="size-5 animate-spin text-brand-600" aria-hidden />
              </div>
            }
          >
            <SupportWidgetPanel />
          </Suspense>
        </div>
      ) : null}
      <button
        type="button"
        onClick={() => (open ? supportWidget.close() : supportWidget.open())}
        aria-label={open ? 'Close support chat' : 'Chat with support'}
        aria-expanded={open}
        aria-controls={open ? 'support-widget-panel' : undefined}
        className="flex size-12 items-center sm:size-14 justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-600/30 transition-transform hover:scale-105 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {open ? <X className="size-6" aria-hidden /> : <MessageCircle className="size-6" aria-hidden />}
      </button>
    </div>
  );
}
