import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

interface AuthSettings {
  external?: { google?: boolean };
}

/** Whether Google sign-in is configured on this server (GoTrue's public `settings`). */
export function useGoogleSignInEnabled(): boolean {
  const { data } = useQuery({
    queryKey: ['auth-settings'],
    queryFn: () => apiFetch<AuthSettings>('/auth/v1/settings'),
    staleTime: Infinity,
  });
  return data?.external?.google === true;
}
