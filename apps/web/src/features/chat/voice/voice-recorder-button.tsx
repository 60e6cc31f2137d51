import type { ChatRole } from '@reelhire/shared/chat-rooms';
import type { VoiceNoteResponse } from '@reelhire/shared/chat-attachments';
import { formatDuration } from '@reelhire/shared/chat-attachments';
import { VOICE } from '@reelhire/shared/constants';
import { Loader2, Mic } from 'lucide-react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { useUploadVoiceNote } from '../api/upload-voice-note';
import { useVoiceRecorder, type VoiceMedia } from './use-voice-recorder';
import { VoicePreviewDialog } from './voice-preview-dialog';

export interface VoiceRecorderButtonProps {
  roomName: string;
  /** The sender's entity in the room. */
  entityId: string;
  /** The sender's side; the server reads it from the room and the entity, so it is not sent. */
  entityRole: ChatRole;
  disabled?: boolean;
  onSent?: (response: VoiceNoteResponse) => void;
  /** Browser APIs, replaced in tests. */
  media?: VoiceMedia;
  className?: string;
}

/**
 * The composer's microphone: press and hold to record, release to stop and preview (docs/product.md §2).
 * The server stores and broadcasts the voice message itself.
 */
export function VoiceRecorderButton({
  roomName,
  entityId,
  disabled,
  onSent,
  media,
  className,
}: VoiceRecorderButtonProps) {
  const upload = useUploadVoiceNote();
  const voice = useVoiceRecorder({ roomName, entityId, onSent, media, upload: upload.mutateAsync });
  const { state } = voice;
  const recording = state.status === 'recording';
  const starting = state.status === 'starting';
  const preview = state.status === 'preview' || state.status === 'uploading' ? state.recording : null;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || disabled) return;
    // The release then reaches this button even if the finger slid off it.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    voice.press();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === ' ' || event.key === 'Enter') && !event.repeat && !disabled) {
      event.preventDefault();
      voice.press();
    }
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      voice.release();
    }
  };

  return (
    <>
      <button
        type="button"
        aria-label={recording ? 'Recording: release to stop' : 'Hold to record a voice note'}
        title="Hold to record a voice note"
        aria-pressed={recording || starting}
        disabled={disabled || preview !== null}
        onPointerDown={onPointerDown}
        onPointerUp={voice.release}
        onPointerCancel={voice.release}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onContextMenu={(event) => event.preventDefault()}
        className={cn(
          'grid size-10 shrink-0 touch-none select-none place-items-center rounded-full transition-colors [-webkit-touch-callout:none] disabled:pointer-events-none disabled:opacity-50',
          recording
            ? 'scale-110 bg-red-600 text-white shadow-lg shadow-red-600/30'
            : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900',
          className,
        )}
      >
        {starting ? (
          <Loader2 className="size-5 animate-spin" aria-hidden />
        ) : (
          <Mic className="size-5" aria-hidden />
        )}
      </button>
      {(recording || starting) &&
        createPortal(
          <div
            role="status"
            className="pointer-events-none fixed inset-x-0 bottom-24 z-50 mx-auto flex w-fit items-center gap-2.5 rounded-full bg-zinc-900 px-4 py-2 text-sm text-white shadow-xl"
          >
            <span className="size-2.5 animate-pulse rounded-full bg-red-500" aria-hidden />
            {recording ? (
              <>
                <span className="tabular-nums">
                  {formatDuration(state.elapsedMs / 1000)} / {formatDuration(VOICE.maxDurationSeconds)}
                </span>
                <span className="text-white/70">Release to stop</span>
              </>
            ) : (
              <span className="text-white/80">Starting the microphone…</span>
            )}
          </div>,
          document.body,
        )}
      <VoicePreviewDialog
        recording={preview}
        uploading={state.status === 'uploading'}
        onPlayingChange={voice.setPlaying}
        onDiscard={voice.discard}
        onSend={() => void voice.send()}
      />
    </>
  );
}
