import { SERVER_PAGE } from '@reelhire/shared/server-page';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import type { SentError } from './server-page-state';

interface Boot {
  live: boolean;
  pending: Array<() => void>;
}

function bootHandle(): Boot | undefined {
  return (window as unknown as Record<string, Boot | undefined>)[SERVER_PAGE.bootGlobal];
}

/**
 * The answers a server-rendered page was drawn from (decision 0080), when the app is to take that markup
 * over: not on the app's own shell, and not when the boot script found a session (the app then draws the
 * page for the signed-in visitor itself).
 */
export function serverPageState(doc: Document = document): DehydratedState | null {
  if (doc.documentElement.getAttribute('data-boot') === SERVER_PAGE.appBootValue) return null;
  const element = doc.getElementById(SERVER_PAGE.stateElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * Whether the app is taking over markup the server drew (decision 0080) rather than drawing the page itself:
 * always while the server renders, and in the browser when the page carries the answers it was drawn from.
 */
export function takesOverServerPage(): boolean {
  return typeof document === 'undefined' || serverPageState() !== null;
}

/** The user a page was drawn for by the server (decision 0084), or null on a public page. */
export function serverPageUser(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${SERVER_PAGE.userMetaName}"]`)?.content ?? null;
}

/**
 * Fills the browser's cache with the server's answers. A query that failed there is not asked again when
 * its page mounts (it would show a loading state the server's markup does not have); its page's own
 * "Try again" asks again, and so does any later visit once the answer is gone from the cache.
 */
export function hydrateServerPage(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const sent = query.state.error as SentError | null;
    if (query.state.status !== 'error' || !sent) continue;
    (query.state as { error: unknown }).error = new ApiError(sent.message, sent.status, sent.body);
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  hydrate(queryClient, state);
}

const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'hidden', 'image']);

/**
 * Text typed into a field, or a choice made in a list, before the app was live is in the page but not in the
 * app's state. A text field whose value is no longer the server's reports it as if typed now: its value is
 * first set back through the element, which React watches, then to the typed text past React, so the input
 * event reads as a change. A list only needs telling: React reads its choice from the element.
 */
function reportTypedValues(doc: Document): void {
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    field.value = field.defaultValue;
    setValue?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // A choice made in a list before: React reads a list's change from the element itself when told.
  for (const list of doc.querySelectorAll('select')) {
    if ([...list.options].some((option) => option.selected !== option.defaultSelected)) {
      list.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}

/**
 * The app is live: shows what was hidden for it, reports text typed before, and replays the presses and
 * submissions held until now.
 */
export function finishServerPageBoot(doc: Document = document): void {
  doc.documentElement.removeAttribute('data-boot');
  const boot = bootHandle();
  if (!boot || boot.live) return;
  boot.live = true;
  reportTypedValues(doc);
  // One at a time, each after the app has drawn what the one before changed: React applies a press's state
  // after the event, so a second press replayed at once would still see the page as it was before the first
  // (two "Next month" would move one). The first waits too, for the app's first frame after taking over.
  const replayNext = () => {
    const replay = boot.pending.shift();
    if (!replay) return;
    replay();
    afterNextFrame(replayNext);
  };
  afterNextFrame(replayNext);
}

/** After the next frame is drawn, or 100 ms where no frame comes (a hidden tab). */
function afterNextFrame(callback: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}
