// The server's way into the app (docs/decisions/0080): it renders a public page to HTML for a visitor it does
// not know, with the answers of the page's queries, so the page shows and works as links and text before any
// of the app's JavaScript arrives. Built by `vite build --ssr` into dist-ssr/, imported by the server.
import type { RouteDef } from '@reelhire/shared/routes';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routeObjects } from './app/router';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { documentTitle, ServerTitleContext } from './lib/document-title';
import { createQueryClient } from './lib/query-client';
import { dehydrateServerPage } from './lib/server-page-state';

export interface RenderedPage {
  /** 200, or 404 when the page's record does not exist. */
  status: number;
  /** The document's title. */
  title: string;
  /** The markup of `#root`. */
  html: string;
  /** The queries' answers, for the browser's query cache (TanStack Query's dehydrated state, as JSON). */
  state: string;
}

/** A page's queries are found by rendering it; an answer can reveal more (a list, then its cards' data). */
const MAX_PASSES = 3;

// Made once: it resolves each route's lazy code on first use and keeps it, as the browser's router does.
const handler = createStaticHandler(routeObjects);

/** The server's in-process way to its own API, set once at start. */
export function configureServerRendering({ transport }: { transport: ApiTransport }): void {
  setApiTransport(transport);
}

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

/** Queries the last render asked for and nobody has fetched: on the server, hooks only register them. */
function unfetched(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query),
    );
}

/**
 * The page at `url` (absolute), or null when it is not one the server renders (a signed-in page, a page
 * that reads a token from the address, a redirect): the server then sends the app's shell, as before.
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1)?.route.handle as { route?: RouteDef } | undefined;
  if (!leaf?.route?.serverRendered || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // A failure renders its page's error view at once, as the browser will start from it (lib/server-page.ts).
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  // Waits for lazy parts (the toaster, say) as the browser will before it takes the markup over; a part left
  // for the browser to render would be reported there as a failed server render.
  let pageTitle: string | undefined;
  const recordTitle = (title: string) => {
    pageTitle = title;
  };
  const render = async () => {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <ServerTitleContext value={recordTitle}>
          <Providers queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </ServerTitleContext>
      </StrictMode>,
    );
    let markup = '';
    for await (const chunk of prelude) markup += String(chunk);
    return markup;
  };
  let html = await render();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = unfetched(queryClient);
    if (waiting.length === 0) break;
    // A failed query renders its error state, as in the browser, which asks again after it starts.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = await render();
  }
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .some(
      (query) => query.state.status === 'error' && (query.state.error as { status?: number })?.status === 404,
    );
  const state = dehydrateServerPage(queryClient);
  queryClient.clear();
  return {
    status: missing ? 404 : 200,
    title: documentTitle(pageTitle ?? leaf.route.title),
    html,
    state: JSON.stringify(state),
  };
}
