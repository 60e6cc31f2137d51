import { filmmakerProfileSchema, type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const filmmakerProfileQueryKey = (userId: string | undefined) =>
  ['profiles', 'filmmaker', userId] as const;

export function getFilmmakerProfile(): Promise<FilmmakerProfile> {
  return apiFetch('/rest/v1/profiles/filmmaker/me', { schema: filmmakerProfileSchema });
}

/** The signed-in filmmaker's own profile, drafts included, with what submitting still needs. */
export function useFilmmakerProfile() {
  const userId = useAuthState().session?.user.id;
  return useQuery({
    queryKey: filmmakerProfileQueryKey(userId),
    queryFn: getFilmmakerProfile,
    enabled: Boolean(userId),
  });
}
