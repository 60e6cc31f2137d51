import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { supportWidget } from './features/support/support-widget-store';
import { finishServerPageBoot, hydrateServerPage, serverPageState } from './lib/server-page';
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

const app = (queryClient?: QueryClient) => (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
      <Started />
    </Providers>
  </StrictMode>
);

// A public page the server rendered (decision 0080) is taken over where it stands, with the answers it was
// rendered from; once the route's code is here, so the first render matches the server's markup.
const state = serverPageState();
if (state) {
  const queryClient = createQueryClient();
  hydrateServerPage(queryClient, state);
  // The server drew the support bubble for its signed-out visitor; the first render must match it.
  supportWidget.show();
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((next) => {
        if (!next.initialized) return;
        stop();
        resolve();
      });
    });
  }
  hydrateRoot(container, app(queryClient));
} else {
  createRoot(container).render(app());
}
