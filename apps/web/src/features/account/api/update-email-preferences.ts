import {
  emailPreferencesSchema,
  type EmailPreferences,
  type UpdateEmailPreferences,
} from '@reelhire/shared/email-preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { emailPreferencesKey } from './get-email-preferences';

/** `PUT /api/rest/v1/email-preferences`: the types named are turned on or off; it answers the whole set. */
export function updateEmailPreferences(update: UpdateEmailPreferences): Promise<EmailPreferences> {
  return apiFetch('/rest/v1/email-preferences', {
    method: 'PUT',
    body: update,
    schema: emailPreferencesSchema,
    requireSession: true,
  });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  const userId = useAuthState().user?.id ?? '';
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesKey(userId), saved),
  });
}
