import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthStateProvider } from '@/lib/auth-state';
import { createQueryClient } from '@/lib/query-client';

/** The app's providers for tests of lib and feature code (which may not import app/). */
export function TestProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthStateProvider>{children}</AuthStateProvider>
      <Toaster visibleToasts={1} />
    </QueryClientProvider>
  );
}
