import { formatDuration, type Attachment } from '@reelhire/shared/chat-attachments';
import { Pause, Play } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useAudioPlayback } from './use-audio-playback';
import { Waveform } from './waveform';

interface VoiceNotePlayerProps {
  attachment: Pick<Attachment, 'signed_url' | 'duration' | 'metadata'>;
  className?: string;
}

/**
 * A voice note in a message: play/pause, its waveform (seekable) and mm:ss, the note's length at rest
 * and the time played while playing. Drawn in the bubble's text colour.
 */
export function VoiceNotePlayer({ attachment, className }: VoiceNotePlayerProps) {
  const playback = useAudioPlayback(attachment.duration);
  const showElapsed = playback.playing || playback.currentTime > 0;
  return (
    <div className={cn('flex w-60 max-w-full items-center gap-2.5 py-0.5', className)}>
      <button
        type="button"
        onClick={() => void playback.toggle()}
        disabled={!attachment.signed_url}
        aria-label={playback.playing ? 'Pause voice note' : 'Play voice note'}
        className="grid size-9 shrink-0 place-items-center rounded-full bg-current/15 transition-colors hover:bg-current/25 disabled:opacity-50"
      >
        {playback.playing ? (
          <Pause className="size-4 fill-current" aria-hidden />
        ) : (
          <Play className="ml-0.5 size-4 fill-current" aria-hidden />
        )}
      </button>
      <Waveform
        points={attachment.metadata.waveform}
        progress={playback.progress}
        duration={playback.duration}
        onSeek={playback.seek}
        label="Voice note position"
      />
      <span className="shrink-0 text-xs tabular-nums opacity-80">
        {formatDuration(showElapsed ? playback.currentTime : playback.duration)}
      </span>
      {attachment.signed_url && (
        <audio src={attachment.signed_url} {...playback.audioProps} className="hidden" />
      )}
    </div>
  );
}
