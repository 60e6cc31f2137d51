import { filmmakerProfileSchema, type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { refreshProfileViews } from '@/lib/profile-views';
import { filmmakerProfileQueryKey } from './get-filmmaker-profile';

export function submitFilmmakerProfile(): Promise<FilmmakerProfile> {
  return apiFetch('/rest/v1/profiles/filmmaker/me/submit', {
    method: 'POST',
    schema: filmmakerProfileSchema,
  });
}

/** Makes a complete profile public (setup true); a 400 lists what is still missing. */
export function useSubmitFilmmakerProfile() {
  const userId = useAuthState().session?.user.id;
  const queryClient = useQueryClient();
  const queryKey = filmmakerProfileQueryKey(userId);
  return useMutation({
    mutationFn: submitFilmmakerProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKey, profile);
      void refreshProfileViews(queryClient);
    },
    // A refusal means the saved profile differs from what the preview showed: show the real gaps.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
