import {
  SOCIAL_CHANNEL_LABELS,
  SOCIAL_POST_STATUSES,
  SOCIAL_POST_STATUS_LABELS,
  availableSocialPostActions,
  socialPostMachine,
  type SocialPost,
  type SocialPostStatus,
} from '@reelhire/shared/social-posts';
import { CalendarClock, Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSocialPosts, useTransitionSocialPost } from './api/social-posts';
import { SocialPostEditor } from './social-post-editor';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const EMPTY: Record<SocialPostStatus, string> = {
  draft: 'No drafts. Start a post with “New post”.',
  scheduled: 'Nothing is scheduled. Schedule a draft once it has a time.',
  published: 'Nothing is marked published yet.',
};

function PostCard({ post, onEdit }: { post: SocialPost; onEdit: () => void }) {
  const transition = useTransitionSocialPost();
  const [problem, setProblem] = useState<string | null>(null);
  const actions = availableSocialPostActions(post.status);
  return (
    <Card>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">{SOCIAL_CHANNEL_LABELS[post.channel]}</Badge>
          <Badge>{SOCIAL_POST_STATUS_LABELS[post.status]}</Badge>
          <span className="flex items-center gap-1 text-xs text-zinc-600">
            <CalendarClock className="size-3.5" aria-hidden />
            {post.published_at
              ? `Published ${when(post.published_at)}`
              : post.scheduled_at
                ? `Goes out ${when(post.scheduled_at)}`
                : 'No time set'}
          </span>
        </div>
        <p className="line-clamp-4 whitespace-pre-line text-sm text-zinc-800">{post.text}</p>
        {post.media.length > 0 ? (
          <ul className="flex gap-2 overflow-x-auto" aria-label="Media">
            {post.media.map((item) => (
              <li key={item.file_id} className="shrink-0">
                <img
                  src={item.url}
                  alt={`By ${item.filmmaker_name}`}
                  title={`By ${item.filmmaker_name}`}
                  className="size-16 rounded-md object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {post.status !== 'published' ? (
            <Button size="sm" variant="outline" onClick={onEdit}>
              Edit
            </Button>
          ) : null}
          {actions.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={name === 'unschedule' ? 'ghost' : 'primary'}
              disabled={transition.isPending}
              onClick={() => {
                setProblem(null);
                transition.mutate(
                  { id: post.id, transition: name },
                  { onError: (error) => setProblem(error.message) },
                );
              }}
            >
              {socialPostMachine.transitions[name].label}
            </Button>
          ))}
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PostList({ status, onEdit }: { status: SocialPostStatus; onEdit: (post: SocialPost) => void }) {
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useSocialPosts(status);
  if (isPending) return <Skeleton className="h-32 rounded-xl" />;
  if (isError) {
    return <LoadFailed title="Posts could not be loaded" error={error} onRetry={refetch} />;
  }
  const posts = data.pages.flatMap((page) => page.items);
  if (posts.length === 0) {
    return (
      <EmptyState
        icon={Megaphone}
        title={`No ${SOCIAL_POST_STATUS_LABELS[status].toLowerCase()} posts`}
        description={EMPTY[status]}
      />
    );
  }
  return (
    <div className="space-y-3">
      <div className="grid gap-3 md:grid-cols-2">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} onEdit={() => onEdit(post)} />
        ))}
      </div>
      {hasNextPage ? (
        <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}

/** /admin/social-media: posts for Reelhire's own channels, by status, with an editor (decision 0065). */
export function SocialMediaPage() {
  const [status, setStatus] = useState<SocialPostStatus>('draft');
  const [editing, setEditing] = useState<SocialPost | null | 'new'>(null);
  return (
    <div>
      <PageHeader
        title="Social media"
        description="Plan posts for Reelhire's own channels. Post them yourself, then mark them published."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden /> New post
          </Button>
        }
      />
      <Tabs value={status} onValueChange={(value) => setStatus(value as SocialPostStatus)}>
        <TabsList aria-label="Posts by status">
          {SOCIAL_POST_STATUSES.map((each) => (
            <TabsTrigger key={each} value={each}>
              {SOCIAL_POST_STATUS_LABELS[each]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div className="mt-4">
        <PostList status={status} onEdit={setEditing} />
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <DialogContent className="max-w-2xl">
          {editing !== null ? (
            <SocialPostEditor
              key={editing === 'new' ? 'new' : editing.id}
              post={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
