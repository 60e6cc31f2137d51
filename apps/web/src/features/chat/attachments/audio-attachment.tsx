import { formatDuration, type Attachment } from '@reelhire/shared/chat-attachments';
import { Download, Pause, Play } from 'lucide-react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useAudioPlayback } from '../voice/use-audio-playback';
import { downloadAttachment } from '@/components/media/download-attachment';

/** An audio file in a message: play/pause, a seekable progress bar, time played and length. */
export function AudioAttachment({ attachment }: { attachment: Attachment }) {
  const playback = useAudioPlayback(attachment.duration);

  const seekAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) playback.seek((event.clientX - box.left) / box.width);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 0.05 : event.key === 'ArrowLeft' ? -0.05 : 0;
    if (!step) return;
    event.preventDefault();
    playback.seek(playback.progress + step);
  };

  return (
    <div className="group flex w-72 max-w-full items-center gap-3 rounded-xl border border-zinc-200 bg-white p-3 text-zinc-900 shadow-sm">
      <button
        type="button"
        onClick={() => void playback.toggle()}
        disabled={!attachment.signed_url}
        aria-label={playback.playing ? `Pause ${attachment.file_name}` : `Play ${attachment.file_name}`}
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700 disabled:opacity-50"
      >
        {playback.playing ? (
          <Pause className="size-4 fill-current" aria-hidden />
        ) : (
          <Play className="ml-0.5 size-4 fill-current" aria-hidden />
        )}
      </button>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={attachment.file_name}>
          {attachment.file_name}
        </p>
        <div
          role="slider"
          tabIndex={0}
          aria-label={`${attachment.file_name} position`}
          aria-valuemin={0}
          aria-valuemax={Math.round(playback.duration)}
          aria-valuenow={Math.round(playback.currentTime)}
          aria-valuetext={`${formatDuration(playback.currentTime)} of ${formatDuration(playback.duration)}`}
          onPointerDown={seekAt}
          onKeyDown={onKeyDown}
          className="mt-2 flex h-3 cursor-pointer touch-none items-center"
        >
          <div className="h-1.5 w-full overflow-hidden rounded-full bg-zinc-200">
            <div
              data-testid="audio-progress"
              className="h-full rounded-full bg-brand-600"
              style={{ width: `${Math.round(playback.progress * 100)}%` }}
            />
          </div>
        </div>
        <p className="mt-1 text-xs tabular-nums text-zinc-500">
          {formatDuration(playback.currentTime)} / {formatDuration(playback.duration)}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void downloadAttachment(attachment)}
        aria-label={`Download ${attachment.file_name}`}
        className="grid size-8 shrink-0 place-items-center rounded-full text-zinc-500 opacity-0 transition-opacity hover:bg-zinc-100 hover:text-zinc-900 focus-visible:opacity-100 group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100"
      >
        <Download className="size-4" aria-hidden />
      </button>
      {attachment.signed_url && (
        <audio src={attachment.signed_url} {...playback.audioProps} className="hidden" />
      )}
    </div>
  );
}
