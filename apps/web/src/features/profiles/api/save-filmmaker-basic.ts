import { filmmakerProfileSchema, type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { type FilmmakerBasicInput } from '@reelhire/shared/filmmaker-profile-steps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { refreshProfileViews } from '@/lib/profile-views';
import { filmmakerProfileQueryKey } from './get-filmmaker-profile';

export function saveFilmmakerBasic(input: FilmmakerBasicInput): Promise<FilmmakerProfile> {
  return apiFetch('/rest/v1/profiles/filmmaker/me/basic', {
    method: 'PUT',
    body: input,
    schema: filmmakerProfileSchema,
  });
}

/** Setup step 1; 409 when the username is taken. Answers the whole profile, which replaces the cached one. */
export function useSaveFilmmakerBasic() {
  const userId = useAuthState().session?.user.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFilmmakerBasic,
    onSuccess: (profile) => {
      queryClient.setQueryData(filmmakerProfileQueryKey(userId), profile);
      void refreshProfileViews(queryClient);
    },
  });
}
