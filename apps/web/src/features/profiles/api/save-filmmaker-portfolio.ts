import { filmmakerProfileSchema, type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { type FilmmakerPortfolioInput } from '@reelhire/shared/filmmaker-profile-steps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { refreshProfileViews } from '@/lib/profile-views';
import { filmmakerProfileQueryKey } from './get-filmmaker-profile';

export function saveFilmmakerPortfolio(input: FilmmakerPortfolioInput): Promise<FilmmakerProfile> {
  return apiFetch('/rest/v1/profiles/filmmaker/me/portfolio', {
    method: 'PUT',
    body: input,
    schema: filmmakerProfileSchema,
  });
}

/** Setup step 3: showreel, work links, portfolio and service images, credits. */
export function useSaveFilmmakerPortfolio() {
  const userId = useAuthState().session?.user.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFilmmakerPortfolio,
    onSuccess: (profile) => {
      queryClient.setQueryData(filmmakerProfileQueryKey(userId), profile);
      void refreshProfileViews(queryClient);
    },
  });
}
