import type { FilmmakerProfile } from '@reelhire/shared/profiles';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const filmmakerProfileQueryKey = (userId: string | undefined) =>
  ['profiles', 'filmmaker', userId] as const;

export function getFilmmakerProfile(accessToken: string): Promise<FilmmakerProfile> {
  return apiFetch<FilmmakerProfile>('/rest/v1/profiles/filmmaker/me', { accessToken });
}

/** The signed-in filmmaker's own profile, drafts included, with what submitting still needs. */
export function useFilmmakerProfile() {
  const { session } = useAuthState();
  const accessToken = session?.access_token;
  return useQuery({
    queryKey: filmmakerProfileQueryKey(session?.user.id),
    queryFn: () => getFilmmakerProfile(accessToken!),
    enabled: Boolean(accessToken),
  });
}
