import { TOASTS } from '@reelhire/shared/constants';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Session } from '@supabase/auth-js';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthStateProvider } from '@/lib/auth-state';
import { createQueryClient } from '@/lib/query-client';

// Loaded beside the first page rather than in the entry chunk: most public pages never toast, and sonner
// shows a toast raised before its Toaster mounted as soon as it does (issue 10, section 6).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * `queryClient`: one made outside, when the page arrived rendered by the server with its queries' answers
 * (decision 0080); otherwise the app makes its own. `initialSession`: the session a page the server drew
 * for its signed-in user starts from (decision 0084).
 */
export function Providers({
  children,
  queryClient: given,
  initialSession,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  initialSession?: Session | null;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthStateProvider initialSession={initialSession}>{children}</AuthStateProvider>
      {/* docs/product.md §2 and §9: top-right, rich colours, light theme, one toast at a time. Offset below the
          64 px headers, so a toast never covers the account menu's avatar. Loaded lazily: not on first paint. */}
      <Suspense fallback={null}>
        <Toaster
          position={TOASTS.position}
          offset={{ top: 72, right: 24 }}
          mobileOffset={{ top: 72, right: 16, left: 16 }}
          richColors
          theme={TOASTS.theme}
          visibleToasts={TOASTS.visibleToasts}
          closeButton
        />
      </Suspense>
    </QueryClientProvider>
  );
}
