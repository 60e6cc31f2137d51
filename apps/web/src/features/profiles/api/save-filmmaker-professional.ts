import type { FilmmakerProfessionalInput, FilmmakerProfile } from '@reelhire/shared/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { refreshProfileViews } from '@/lib/profile-views';
import { filmmakerProfileQueryKey } from './get-filmmaker-profile';

export function saveFilmmakerProfessional(
  input: FilmmakerProfessionalInput,
  accessToken: string,
): Promise<FilmmakerProfile> {
  return apiFetch<FilmmakerProfile>('/rest/v1/profiles/filmmaker/me/professional', {
    method: 'PUT',
    body: input,
    accessToken,
  });
}

/** Setup step 2: crafts, experience, rates, kit, languages, travel and availability. */
export function useSaveFilmmakerProfessional() {
  const { session } = useAuthState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FilmmakerProfessionalInput) =>
      saveFilmmakerProfessional(input, session?.access_token ?? ''),
    onSuccess: (profile) => {
      queryClient.setQueryData(filmmakerProfileQueryKey(session?.user.id), profile);
      void refreshProfileViews(queryClient);
    },
  });
}
