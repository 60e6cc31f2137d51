// The server's way into the app (docs/decisions/0080): it renders a public page to HTML for a visitor it does
// not know, and a signed-in page for the user its render cookie names (decision 0084), with the answers of
// the page's queries, so the page shows and works as links and text before any of the app's JavaScript
// arrives. Built by `vite build --ssr` into dist-ssr/, imported by the server.
import { AsyncLocalStorage } from 'node:async_hooks';
import { SIDEBAR } from '@reelhire/shared/constants';
import type { RouteDef } from '@reelhire/shared/routes';
import type { Session, User } from '@supabase/auth-js';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routeObjects } from './app/router';
import { readBody, setApiTransport, type ApiTransport } from './lib/api-client';
import { documentTitle, ServerTitleContext } from './lib/document-title';
import { createQueryClient } from './lib/query-client';
import { dehydrateServerPage } from './lib/server-page-state';
import { tokenClaims } from './lib/session-aal';
import { ServerRenderContext, type ServerRender } from './lib/server-render';

export interface RenderedPage {
  /** 200, or 404 when the page's record does not exist. */
  status: number;
  /** The document's title. */
  title: string;
  /** The markup of `#root`. */
  html: string;
  /** The queries' answers, for the browser's query cache (TanStack Query's dehydrated state, as JSON). */
  state: string;
  /** The signed-in page's user and the sidebar state it was drawn with; absent on a public page. */
  drawnFor?: { userId: string; sidebarOpen: boolean };
  /** The address carries a secret (the route's `secretAddress`): no cache may keep the page. */
  secretAddress?: boolean;
  /**
   * A read the page needed failed for another reason than its record not existing (the API refused or
   * could not answer): the page shows that failure, which must not be kept for other visitors.
   */
  readFailed?: boolean;
}

/** Who asks for the page, as the server read it from the request's cookies (decision 0084). */
export interface PageVisitor {
  /** The render cookie's access token, if any. */
  accessToken?: string;
  /** The sidebar cookie's state, if any. */
  sidebarOpen?: boolean;
}

/** A page's queries are found by rendering it; an answer can reveal more (a list, then its cards' data). */
const MAX_PASSES = 3;

// Made once: it resolves each route's lazy code on first use and keeps it, as the browser's router does.
const handler = createStaticHandler(routeObjects);

/** The access token of the page being drawn, for its queries; none while drawing a public page. */
const drawingFor = new AsyncLocalStorage<string | null>();
let apiTransport: ApiTransport | undefined;

/** The server's in-process way to its own API, set once at start. */
export function configureServerRendering({ transport }: { transport: ApiTransport }): void {
  apiTransport = transport;
  setApiTransport(transport, () => drawingFor.getStore() ?? null);
}

/**
 * The session an access token stands for, as the auth service answers for it (the same user the browser's
 * auth client stored), or null when it does not (expired, revoked, suspended): the shell is sent then.
 */
async function sessionOf(accessToken: string): Promise<Session | null> {
  if (!apiTransport) return null;
  const answer = await apiTransport('/api/auth/v1/user', {
    method: 'GET',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const user = readBody(await answer.text()) as User | undefined;
  // Read without verifying: the auth service has just accepted the token.
  const exp = tokenClaims(accessToken)?.exp;
  const expires = typeof exp === 'number' ? exp : undefined;
  if (!answer.ok || !user?.id || !expires) return null;
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_at: expires,
    expires_in: Math.max(0, expires - Math.floor(Date.now() / 1000)),
    // Never sent to the browser or used here: the browser keeps its own.
    refresh_token: '',
    user,
  };
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
 * The page at `url` (absolute), or null when it is not one the server renders (a page that reads a token
 * from the address, a redirect, a signed-in page without its user or one the guard would not show): the
 * server then sends the app's shell, as before.
 */
export async function renderPage(url: string, visitor: PageVisitor = {}): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1)?.route.handle as { route?: RouteDef } | undefined;
  if (!leaf?.route || context.errors) return null;
  const forUser = Boolean(leaf.route.renderedForUser && visitor.accessToken);
  if (!leaf.route.serverRendered && !forUser) return null;
  if (!forUser) return drawingFor.run(null, () => draw(context, leaf.route!, null, SIDEBAR.defaultOpen));
  return drawingFor.run(visitor.accessToken!, async () => {
    const session = await sessionOf(visitor.accessToken!);
    if (!session) return null;
    return draw(context, leaf.route!, session, visitor.sidebarOpen ?? SIDEBAR.defaultOpen);
  });
}

async function draw(
  context: Exclude<Awaited<ReturnType<typeof handler.query>>, Response>,
  route: RouteDef,
  session: Session | null,
  sidebarOpen: boolean,
): Promise<RenderedPage | null> {
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
  let declined = false;
  const serverRender: ServerRender = {
    sidebarOpen,
    decline: () => {
      declined = true;
    },
  };
  const render = async () => {
    declined = false;
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <ServerTitleContext value={recordTitle}>
          <ServerRenderContext value={serverRender}>
            <Providers queryClient={queryClient} initialSession={session}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </ServerRenderContext>
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
  const failures = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => (query.state.error as { status?: number })?.status);
  const missing = failures.includes(404);
  const readFailed = failures.some((status) => status !== 404);
  if (declined) {
    queryClient.clear();
    return null;
  }
  const state = dehydrateServerPage(queryClient);
  queryClient.clear();
  return {
    status: missing ? 404 : 200,
    title: documentTitle(pageTitle ?? route.title),
    html,
    state: JSON.stringify(state),
    ...(session ? { drawnFor: { userId: session.user.id, sidebarOpen } } : {}),
    ...(route.secretAddress ? { secretAddress: true } : {}),
    ...(readFailed ? { readFailed: true } : {}),
  };
}
