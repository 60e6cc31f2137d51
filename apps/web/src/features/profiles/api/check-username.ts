import { usernameAvailabilitySchema, type UsernameAvailability } from '@reelhire/shared/profile-usernames';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function checkUsername(username: string): Promise<UsernameAvailability> {
  const query = new URLSearchParams({ username });
  return apiFetch(`/rest/v1/profiles/filmmaker/username-available?${query}`, {
    schema: usernameAvailabilitySchema,
  });
}

/** Whether a well-formed username is free (the caller's own counts as free); off for `null`. */
export function useUsernameAvailability(username: string | null) {
  const userId = useAuthState().session?.user.id;
  return useQuery({
    queryKey: ['profiles', 'username-available', username, userId],
    queryFn: () => checkUsername(username!),
    enabled: Boolean(userId && username),
    // Someone else may take it at any moment; an answer is worth a short while only.
    staleTime: 30_000,
  });
}
