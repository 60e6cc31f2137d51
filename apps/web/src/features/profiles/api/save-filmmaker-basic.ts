import type { FilmmakerBasicInput, FilmmakerProfile } from '@reelhire/shared/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { refreshProfileViews } from '@/lib/profile-views';
import { filmmakerProfileQueryKey } from './get-filmmaker-profile';

export function saveFilmmakerBasic(
  input: FilmmakerBasicInput,
  accessToken: string,
): Promise<FilmmakerProfile> {
  return apiFetch<FilmmakerProfile>('/rest/v1/profiles/filmmaker/me/basic', {
    method: 'PUT',
    body: input,
    accessToken,
  });
}

/** Setup step 1; 409 when the username is taken. Answers the whole profile, which replaces the cached one. */
export function useSaveFilmmakerBasic() {
  const { session } = useAuthState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FilmmakerBasicInput) => saveFilmmakerBasic(input, session?.access_token ?? ''),
    onSuccess: (profile) => {
      queryClient.setQueryData(filmmakerProfileQueryKey(session?.user.id), profile);
      void refreshProfileViews(queryClient);
    },
  });
}
