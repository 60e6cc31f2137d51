import {
  SOCIAL_CHANNELS,
  SOCIAL_CHANNEL_LABELS,
  SOCIAL_POST_MEDIA_MAX,
  SOCIAL_POST_TEXT_MAX,
  socialPostInputSchema,
  type SocialMediaItem,
  type SocialPost,
  type SocialChannel,
} from '@reelhire/shared/social-posts';
import { Check, ImageOff, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useSaveSocialPost, useSocialMedia } from './api/social-posts';

/** An ISO time as a datetime-local field's value, in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function MediaPicker({
  chosen,
  onToggle,
}: {
  chosen: readonly SocialMediaItem[];
  onToggle: (item: SocialMediaItem) => void;
}) {
  const { data, isPending, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useSocialMedia(true);
  if (isPending) return <Skeleton className="h-24 rounded-lg" />;
  if (isError) return <p className="text-sm text-red-600">{error.message}</p>;
  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-zinc-300 p-3 text-sm text-zinc-600">
        <ImageOff className="size-4 shrink-0" aria-hidden />
        No images to use yet: none of the filmmakers who agreed to appear on Reelhire's channels has portfolio
        images.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Images you may use">
        {items.map((item) => {
          const on = chosen.some((each) => each.file_id === item.file_id);
          return (
            <li key={item.file_id}>
              <button
                type="button"
                aria-pressed={on}
                aria-label={`Image by ${item.filmmaker_name}`}
                onClick={() => onToggle(item)}
                className={cn(
                  'relative block aspect-square w-full overflow-hidden rounded-lg border-2',
                  on ? 'border-brand-600' : 'border-transparent',
                )}
              >
                <img src={item.url} alt="" className="size-full object-cover" loading="lazy" />
                {on ? (
                  <span className="absolute right-1 top-1 rounded-full bg-brand-600 p-0.5 text-white">
                    <Check className="size-3" aria-hidden />
                  </span>
                ) : null}
                <span className="absolute inset-x-0 bottom-0 truncate bg-black/50 px-1 text-[10px] text-white">
                  {item.filmmaker_name}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {hasNextPage ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          More images
        </Button>
      ) : null}
    </div>
  );
}

/** Writes or edits a post: channel, text, when, and media from consenting filmmakers only. */
export function SocialPostEditor({ post, onDone }: { post: SocialPost | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveSocialPost();
  const [channel, setChannel] = useState<SocialChannel>(post?.channel ?? 'instagram');
  const [text, setText] = useState(post?.text ?? '');
  const [when, setWhen] = useState(toLocalInput(post?.scheduled_at ?? null));
  const [media, setMedia] = useState<SocialMediaItem[]>(post?.media ?? []);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const parsed = socialPostInputSchema.safeParse({
      text,
      channel,
      scheduled_at: when ? new Date(when).toISOString() : null,
      media_file_ids: media.map((item) => item.file_id),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the post');
      return;
    }
    setProblem(null);
    save.mutate(
      { id: post?.id, input: parsed.data },
      { onSuccess: onDone, onError: (error) => setProblem(error.message) },
    );
  };

  return (
    <form
      noValidate
      className="grid max-h-[80vh] gap-4 overflow-y-auto"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div>
        <DialogTitle>{post ? 'Edit post' : 'New post'}</DialogTitle>
        <DialogDescription>
          Reelhire does not post for you: post it on the channel yourself, then mark it published.
        </DialogDescription>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-channel`}>Channel</Label>
          <NativeSelect
            id={`${id}-channel`}
            value={channel}
            onChange={(event) => setChannel(event.target.value as SocialChannel)}
          >
            {SOCIAL_CHANNELS.map((each) => (
              <option key={each} value={each}>
                {SOCIAL_CHANNEL_LABELS[each]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-when`}>Goes out</Label>
          <Input
            id={`${id}-when`}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-text`}>Text</Label>
        <Textarea id={`${id}-text`} rows={5} value={text} onChange={(event) => setText(event.target.value)} />
        <p className={cn('text-xs', text.length > SOCIAL_POST_TEXT_MAX ? 'text-red-600' : 'text-zinc-500')}>
          {text.length} / {SOCIAL_POST_TEXT_MAX}
        </p>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-zinc-800">
          Media ({media.length} of at most {SOCIAL_POST_MEDIA_MAX})
        </legend>
        <p className="text-xs text-zinc-500">
          Only portfolio images of filmmakers who agreed, on their profile, to appear on Reelhire's channels.
        </p>
        <MediaPicker
          chosen={media}
          onToggle={(item) =>
            setMedia((now) =>
              now.some((each) => each.file_id === item.file_id)
                ? now.filter((each) => each.file_id !== item.file_id)
                : [...now, item],
            )
          }
        />
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {post ? 'Save changes' : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}
