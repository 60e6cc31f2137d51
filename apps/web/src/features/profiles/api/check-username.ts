import type { UsernameAvailability } from '@reelhire/shared/profiles';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function checkUsername(username: string, accessToken: string): Promise<UsernameAvailability> {
  const query = new URLSearchParams({ username });
  return apiFetch<UsernameAvailability>(`/rest/v1/profiles/filmmaker/username-available?${query}`, {
    accessToken,
  });
}

/** Whether a well-formed username is free (the caller's own counts as free); off for `null`. */
export function useUsernameAvailability(username: string | null) {
  const { session } = useAuthState();
  const accessToken = session?.access_token;
  return useQuery({
    queryKey: ['profiles', 'username-available', username, session?.user.id],
    queryFn: () => checkUsername(username!, accessToken!),
    enabled: Boolean(accessToken && username),
    // Someone else may take it at any moment; an answer is worth a short while only.
    staleTime: 30_000,
  });
}
