import { socialMediaConsentSchema, type SocialMediaConsent } from '@reelhire/shared/social-posts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

const PATH = '/rest/v1/profiles/filmmaker/me/social_media_consent';

export function getSocialMediaConsent(): Promise<SocialMediaConsent> {
  return apiFetch(PATH, { schema: socialMediaConsentSchema, requireSession: true });
}

export function putSocialMediaConsent(consent: boolean): Promise<SocialMediaConsent> {
  return apiFetch(PATH, {
    method: 'PUT',
    body: { consent },
    schema: socialMediaConsentSchema,
    requireSession: true,
  });
}

export function useSocialMediaConsent() {
  const userId = useAuthState().session?.user.id;
  return useQuery({
    queryKey: ['profiles', 'filmmaker', 'social-media-consent', userId],
    queryFn: getSocialMediaConsent,
    enabled: Boolean(userId),
  });
}

export function useSetSocialMediaConsent() {
  const queryClient = useQueryClient();
  const userId = useAuthState().session?.user.id;
  return useMutation({
    mutationFn: putSocialMediaConsent,
    onSuccess: (answer) =>
      queryClient.setQueryData(['profiles', 'filmmaker', 'social-media-consent', userId], answer),
  });
}
