import type { Video } from '@reelhire/shared/filmmaker-profile';
import { ExternalLink, Play } from 'lucide-react';
import { useState } from 'react';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo', other: '' } as const;

/** The player link with autoplay, since the visitor has just pressed play once already. */
function autoplay(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

/**
 * A YouTube or Vimeo video in its privacy-friendly player (youtube-nocookie.com, player.vimeo.com: the
 * two hosts the server's Content-Security-Policy lets us frame); any other link is shown as a link.
 * The player is framed only when the visitor presses play, so opening a portfolio sends nothing to
 * YouTube or Vimeo and does not load two heavy players up front.
 */
export function VideoEmbed({ video, title }: { video: Video; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (!video.embed_url) {
    return (
      <a
        href={video.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ExternalLink className="size-4" aria-hidden /> {title}
      </a>
    );
  }
  return (
    <div className="aspect-video w-full overflow-hidden rounded-lg bg-zinc-900">
      {playing ? (
        <iframe
          src={autoplay(video.embed_url)}
          title={title}
          className="size-full"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group flex size-full flex-col items-center justify-center gap-3 text-white"
          aria-label={`Play ${title}`}
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30 transition group-hover:bg-white/25">
            <Play className="size-7 translate-x-0.5 fill-current" aria-hidden />
          </span>
          <span className="text-sm text-white/80">Plays from {PROVIDER_NAMES[video.provider]}</span>
        </button>
      )}
    </div>
  );
}
