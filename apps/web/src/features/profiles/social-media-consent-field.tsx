import { Megaphone } from 'lucide-react';
import { useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSetSocialMediaConsent, useSocialMediaConsent } from './api/social-media-consent';

/**
 * The filmmaker's yes or no to Reelhire showing their portfolio images on its own social channels
 * (decision 0065). Off until they turn it on; saved as soon as it is changed, and a no takes effect at once.
 */
export function SocialMediaConsentField() {
  const id = useId();
  const { data, isPending, isError } = useSocialMediaConsent();
  const save = useSetSocialMediaConsent();
  if (isPending) return <Skeleton className="h-16 rounded-xl" />;
  if (isError) return null;
  const checked = save.isPending ? Boolean(save.variables) : data.consent;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-zinc-200 bg-white p-4">
      <Megaphone className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="text-sm font-medium text-zinc-900">
          Let Reelhire feature my portfolio images on its social channels
        </label>
        <p className="text-xs text-zinc-600" id={`${id}-hint`}>
          We may use your portfolio stills in posts on Reelhire's own Instagram, TikTok, YouTube, LinkedIn or
          X, credited to you. Turn it off at any time: your images leave every planned post at once.
        </p>
        {save.isError ? <p className="text-xs text-red-600">{save.error.message}</p> : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
        className="mt-1 size-5 shrink-0 accent-brand-600"
        checked={checked}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.checked)}
      />
    </div>
  );
}
