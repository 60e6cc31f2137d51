import { emailPreferencesSchema, type EmailPreferences } from '@reelhire/shared/email-preferences';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const emailPreferencesKey = (userId: string) => ['email-preferences', userId] as const;

/** `GET /api/rest/v1/email-preferences`: every notification email type, on or off. */
export function getEmailPreferences(): Promise<EmailPreferences> {
  return apiFetch('/rest/v1/email-preferences', { schema: emailPreferencesSchema, requireSession: true });
}

export function useEmailPreferences() {
  const userId = useAuthState().user?.id ?? '';
  return useQuery({
    queryKey: emailPreferencesKey(userId),
    queryFn: getEmailPreferences,
    enabled: userId !== '',
    // Another tab or an unsubscribe link may have changed them since.
    staleTime: 0,
  });
}
