import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A failed query's error as the server sends it (an Error's message is not an own property). */
export interface SentError {
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
