import { authSettingsSchema } from '@reelhire/shared/auth-api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Whether Google sign-in is configured on this server (GoTrue's public `settings`). */
export function useGoogleSignInEnabled(): boolean {
  const { data } = useQuery({
    queryKey: ['auth-settings'],
    queryFn: () => apiFetch('/auth/v1/settings', { schema: authSettingsSchema }),
    staleTime: Infinity,
  });
  return data?.external.google === true;
}
