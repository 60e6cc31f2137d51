import { formatDuration } from '@reelhire/shared/chat-attachments';
import { Loader2, Pause, Play, Send, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAudioPlayback } from './use-audio-playback';
import type { VoiceRecording } from './voice-recorder-machine';
import { Waveform } from './waveform';

interface VoicePreviewDialogProps {
  /** The recording to preview; null closes the dialog. */
  recording: VoiceRecording | null;
  uploading: boolean;
  onPlayingChange: (playing: boolean) => void;
  onDiscard: () => void;
  onSend: () => void;
}

/** docs/product.md §2's preview: play/pause, a seekable waveform, elapsed and total time, Discard and Send. */
export function VoicePreviewDialog({
  recording,
  uploading,
  onPlayingChange,
  onDiscard,
  onSend,
}: VoicePreviewDialogProps) {
  return (
    <Dialog
      open={recording !== null}
      onOpenChange={(open) => {
        // Closing the preview discards the note; while it is being sent, the dialog stays.
        if (!open && !uploading) onDiscard();
      }}
    >
      {recording && (
        <DialogContent
          className="max-w-sm"
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => uploading && event.preventDefault()}
        >
          <PreviewBody
            recording={recording}
            uploading={uploading}
            onPlayingChange={onPlayingChange}
            onDiscard={onDiscard}
            onSend={onSend}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PreviewBody({
  recording,
  uploading,
  onPlayingChange,
  onDiscard,
  onSend,
}: VoicePreviewDialogProps & { recording: VoiceRecording }) {
  const playback = useAudioPlayback(recording.durationSeconds);
  const { onPlay, onPause, onEnded } = playback.audioProps;
  return (
    <>
      <div>
        <DialogTitle>Voice note</DialogTitle>
        <DialogDescription>Listen to it before you send it.</DialogDescription>
      </div>
      <div className="flex items-center gap-3 rounded-xl bg-brand-50 px-3 py-3 text-brand-600">
        <button
          type="button"
          onClick={() => void playback.toggle()}
          aria-label={playback.playing ? 'Pause' : 'Play'}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700"
        >
          {playback.playing ? (
            <Pause className="size-4 fill-current" aria-hidden />
          ) : (
            <Play className="ml-0.5 size-4 fill-current" aria-hidden />
          )}
        </button>
        <Waveform
          points={recording.waveform}
          progress={playback.progress}
          duration={playback.duration}
          onSeek={playback.seek}
          label="Voice note position"
        />
      </div>
      <p className="-mt-1 text-right text-xs tabular-nums text-zinc-600" data-testid="voice-preview-time">
        {formatDuration(playback.currentTime)} / {formatDuration(playback.duration)}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDiscard} disabled={uploading}>
          <Trash2 aria-hidden />
          Discard
        </Button>
        <Button
          onClick={() => {
            playback.pause();
            onSend();
          }}
          disabled={uploading}
        >
          {uploading ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {uploading ? 'Sending…' : 'Send'}
        </Button>
      </div>
      <audio
        src={recording.url}
        {...playback.audioProps}
        onPlay={() => {
          onPlay();
          onPlayingChange(true);
        }}
        onPause={() => {
          onPause();
          onPlayingChange(false);
        }}
        onEnded={() => {
          onEnded();
          onPlayingChange(false);
        }}
        className="hidden"
      />
    </>
  );
}
