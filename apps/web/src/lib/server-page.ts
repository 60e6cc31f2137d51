import { SERVER_PAGE } from '@reelhire/shared/server-page';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

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

interface SentError {
  message: string;
  status: number;
  body: unknown;
}

/**
 * The server's query answers, failures included: a page whose record does not exist (404) is rendered with
 * its "not found" view, and the browser must start from the same answer to take that markup over. An
 * error's message is not an own property, so it is written out.
 */
export function dehydrateServerPage(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof Error) {
      const sent: SentError = {
        message: error.message,
        status: error instanceof ApiError ? error.status : 500,
        body: error instanceof ApiError ? error.body : undefined,
      };
      (query.state as { error: unknown }).error = sent;
    }
  }
  return state;
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

/** The app is live: shows what was hidden for it and replays the presses and submissions held until now. */
export function finishServerPageBoot(doc: Document = document): void {
  doc.documentElement.removeAttribute('data-boot');
  const boot = bootHandle();
  if (!boot || boot.live) return;
  boot.live = true;
  for (const replay of boot.pending.splice(0)) replay();
}
