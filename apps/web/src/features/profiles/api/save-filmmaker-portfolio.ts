import type { FilmmakerPortfolioInput, FilmmakerProfile } from '@reelhire/shared/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { refreshProfileViews } from '@/lib/profile-views';
import { filmmakerProfileQueryKey } from './get-filmmaker-profile';

export function saveFilmmakerPortfolio(
  input: FilmmakerPortfolioInput,
  accessToken: string,
): Promise<FilmmakerProfile> {
  return apiFetch<FilmmakerProfile>('/rest/v1/profiles/filmmaker/me/portfolio', {
    method: 'PUT',
    body: input,
    accessToken,
  });
}

/** Setup step 3: showreel, work links, portfolio and service images, credits. */
export function useSaveFilmmakerPortfolio() {
  const { session } = useAuthState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FilmmakerPortfolioInput) =>
      saveFilmmakerPortfolio(input, session?.access_token ?? ''),
    onSuccess: (profile) => {
      queryClient.setQueryData(filmmakerProfileQueryKey(session?.user.id), profile);
      void refreshProfileViews(queryClient);
    },
  });
}
