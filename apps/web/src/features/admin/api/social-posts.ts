import {
  SOCIAL_POSTS_PAGE_SIZE,
  socialMediaPageSchema,
  socialPostSchema,
  socialPostsPageSchema,
  type SocialMediaPage,
  type SocialPost,
  type SocialPostInput,
  type SocialPostStatus,
  type SocialPostTransition,
  type SocialPostsPage,
} from '@reelhire/shared/social-posts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function listSocialPosts({
  status,
  after,
}: {
  status: SocialPostStatus;
  after?: string | null;
}): Promise<SocialPostsPage> {
  const params = new URLSearchParams({ status, limit: String(SOCIAL_POSTS_PAGE_SIZE) });
  if (after) params.set('after', after);
  return apiFetch(`/rest/v1/social_posts?${params}`, { schema: socialPostsPageSchema, requireSession: true });
}

export function useSocialPosts(status: SocialPostStatus) {
  const userId = useAuthState().session?.user.id;
  return useInfiniteQuery({
    queryKey: ['admin', 'social-posts', userId, status],
    queryFn: ({ pageParam }) => listSocialPosts({ status, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
  });
}

export function listSocialMedia({ after }: { after?: string | null }): Promise<SocialMediaPage> {
  const params = new URLSearchParams({ limit: '24' });
  if (after) params.set('after', after);
  return apiFetch(`/rest/v1/social_posts/media?${params}`, {
    schema: socialMediaPageSchema,
    requireSession: true,
  });
}

/** Portfolio images of filmmakers who consented: the only media a post may use. */
export function useSocialMedia(enabled: boolean) {
  const userId = useAuthState().session?.user.id;
  return useInfiniteQuery({
    queryKey: ['admin', 'social-media', userId],
    queryFn: ({ pageParam }) => listSocialMedia({ after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId) && enabled,
  });
}

export function saveSocialPost({ id, input }: { id?: string; input: SocialPostInput }): Promise<SocialPost> {
  return apiFetch(id ? `/rest/v1/social_posts/${id}` : '/rest/v1/social_posts', {
    method: id ? 'PATCH' : 'POST',
    body: input,
    schema: socialPostSchema,
    requireSession: true,
  });
}

export function transitionSocialPost({
  id,
  transition,
}: {
  id: string;
  transition: SocialPostTransition;
}): Promise<SocialPost> {
  return apiFetch(`/rest/v1/social_posts/${id}/${transition}`, {
    method: 'POST',
    schema: socialPostSchema,
    requireSession: true,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'social-posts'] });
}

export function useSaveSocialPost() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveSocialPost, onSuccess: refresh });
}

export function useTransitionSocialPost() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: transitionSocialPost, onSuccess: refresh });
}
