import { TOASTS } from '@reelhire/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthStateProvider } from '@/lib/auth-state';
import { createQueryClient } from '@/lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthStateProvider>{children}</AuthStateProvider>
      {/* SPEC section 2 and 9: top-right, rich colours, light theme, one toast at a time. Offset below the
          64 px headers, so a toast never covers the account menu's avatar. */}
      <Toaster
        position={TOASTS.position}
        offset={{ top: 72, right: 24 }}
        mobileOffset={{ top: 72, right: 16, left: 16 }}
        richColors
        theme={TOASTS.theme}
        visibleToasts={TOASTS.visibleToasts}
        closeButton
      />
    </QueryClientProvider>
  );
}
