import { filmmakerProfileSchema, type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function getMyFilmmakerProfile(): Promise<FilmmakerProfile> {
  return apiFetch('/rest/v1/profiles/filmmaker/me', { schema: filmmakerProfileSchema });
}

/** The applicant's own profile: their rates and portfolio images to offer on the apply form. */
export function useMyFilmmakerProfile() {
  const userId = useAuthState().user?.id;
  return useQuery({
    // The profile feature's key, so an edit there refreshes this too.
    queryKey: ['profiles', 'filmmaker', userId],
    queryFn: getMyFilmmakerProfile,
    enabled: Boolean(userId),
  });
}
