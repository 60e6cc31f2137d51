import type { Session } from '@supabase/auth-js';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { supportWidget } from './features/support/support-widget-store';
import { readStoredSession } from './lib/auth-storage';
import { finishServerPageBoot, hydrateServerPage, serverPageState, serverPageUser } from './lib/server-page';
import { createQueryClient } from './lib/query-client';
import { registerRouter } from './lib/router-navigation';
import './styles.css';

const router = createAppRouter();
registerRouter(router);
const container = document.getElementById('root')!;

/** Tells the page's boot script that the app is live (effects run after React has hydrated or mounted). */
function Started() {
  useEffect(() => finishServerPageBoot(), []);
  return null;
}

const app = (queryClient?: QueryClient, initialSession?: Session | null) => (
  <StrictMode>
    <Providers queryClient={queryClient} initialSession={initialSession}>
      <RouterProvider router={router} />
      <Started />
    </Providers>
  </StrictMode>
);

/** Resolves once the router has loaded the current route's code (its lazy parts). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((next) => {
      if (!next.initialized) return;
      stop();
      resolve();
    });
  });
}

// A public page the server rendered (decision 0080) is taken over where it stands, with the answers it was
// rendered from, once the route's code is here, so the first render matches the server's markup. (Not a
// top-level await: it would keep the bundler from folding small shared chunks into this one, decision 0021.)
const state = serverPageState();
if (state) {
  const queryClient = createQueryClient();
  hydrateServerPage(queryClient, state);
  // A page drawn for its signed-in user (decision 0084) starts from the stored session the boot script
  // found to be that user's; on a public page the server drew the support bubble for a signed-out visitor.
  const initialSession = serverPageUser() ? readStoredSession() : null;
  if (!initialSession) supportWidget.show();
  void routerReady().then(() => hydrateRoot(container, app(queryClient, initialSession)));
} else {
  createRoot(container).render(app());
}
