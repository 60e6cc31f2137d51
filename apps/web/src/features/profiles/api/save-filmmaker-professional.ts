import { filmmakerProfileSchema, type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { type FilmmakerProfessionalInput } from '@reelhire/shared/filmmaker-profile-steps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { refreshProfileViews } from '@/lib/profile-views';
import { filmmakerProfileQueryKey } from './get-filmmaker-profile';

export function saveFilmmakerProfessional(input: FilmmakerProfessionalInput): Promise<FilmmakerProfile> {
  return apiFetch('/rest/v1/profiles/filmmaker/me/professional', {
    method: 'PUT',
    body: input,
    schema: filmmakerProfileSchema,
  });
}

/** Setup step 2: crafts, experience, rates, kit, languages, travel and availability. */
export function useSaveFilmmakerProfessional() {
  const userId = useAuthState().session?.user.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFilmmakerProfessional,
    onSuccess: (profile) => {
      queryClient.setQueryData(filmmakerProfileQueryKey(userId), profile);
      void refreshProfileViews(queryClient);
    },
  });
}
