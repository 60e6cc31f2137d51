import { CHAT_ERRORS } from '@reelhire/shared/chat-realtime';
import { isSendable } from '@reelhire/shared/chat-messages';
import { type ChatRole } from '@reelhire/shared/chat-rooms';
import { fileInputAccept, formatFileSize } from '@reelhire/shared/file-kinds';
import { Loader2, Paperclip, SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ConnectionState } from '@/lib/realtime/connection-manager';
import type { OutgoingMessage, SendOutcome } from './use-conversation';
import { useAttachmentUploads } from './use-attachment-uploads';
import { VoiceRecorderButton } from './voice/voice-recorder-button';

export interface ComposerProps {
  roomName: string;
  /** The viewer as a party of the room; null when they have no record for this role. */
  sender: { entityId: string; role: ChatRole } | null;
  connectionState: ConnectionState;
  onSend: (message: OutgoingMessage) => Promise<SendOutcome>;
  /** A voice note was stored (the recorder sends it itself). */
  onVoiceSent: () => void;
  /** Smaller paddings for popups. */
  compact?: boolean;
}

/** docs/product.md §8: a thrown error's own text, 'Unknown error' for anything else thrown. */
function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; files are uploaded as they are picked and
 * go with the next message. Nothing is shown in the conversation until the server has stored it.
 */
export function Composer({ roomName, sender, connectionState, onSend, onVoiceSent, compact }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const files = useAttachmentUploads();
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();

  // The reconnecting note goes once the connection is back.
  const connected = connectionState === 'connected';
  const [shownFor, setShownFor] = useState(connectionState);
  if (shownFor !== connectionState) {
    setShownFor(connectionState);
    if (connected) setNote(null);
  }

  useEffect(() => {
    // Grow with the text up to a few lines, then scroll.
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 160)}px`;
  }, [text]);

  const canSend = isSendable(text, files.fileIds.length) && !files.uploading && !sending;

  const submit = async () => {
    if (sending || files.uploading) return;
    if (!isSendable(text, files.fileIds.length)) return;
    if (!sender) {
      setError(CHAT_ERRORS.noEntity);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const outcome = await onSend({ content: text, attachmentIds: files.fileIds });
      if (outcome.kind === 'sent') {
        setText('');
        files.clear();
        setNote(null);
      } else if (outcome.kind === 'reconnecting') {
        setNote('Reconnecting…');
      } else if (outcome.kind === 'no-entity') {
        setError(CHAT_ERRORS.noEntity);
      }
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const status = sending ? 'Sending…' : note;

  return (
    <div className={cn('border-t border-zinc-200 bg-white', compact ? 'p-2' : 'p-3')}>
      {files.uploads.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Attachments to send">
          {files.uploads.map((upload) => (
            <li
              key={upload.key}
              className={cn(
                'relative flex max-w-56 items-center gap-2 overflow-hidden rounded-lg border py-1.5 pr-1 pl-2.5 text-xs',
                upload.error
                  ? 'border-red-200 bg-red-50 text-red-700'
                  : 'border-zinc-200 bg-zinc-50 text-zinc-700',
              )}
            >
              <Paperclip className="size-3.5 shrink-0" aria-hidden />
              <span className="min-w-0">
                <span className="block truncate font-medium">{upload.name}</span>
                <span className="block text-[11px] opacity-80">
                  {upload.error ??
                    (upload.fileId
                      ? formatFileSize(upload.size)
                      : `Uploading ${Math.round(upload.progress * 100)}%`)}
                </span>
              </span>
              <button
                type="button"
                onClick={() => files.remove(upload.key)}
                className="rounded p-1 hover:bg-black/5"
                aria-label={`Remove ${upload.name}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
              {!upload.fileId && !upload.error ? (
                <span
                  role="progressbar"
                  aria-label={`Uploading ${upload.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(upload.progress * 100)}
                  className="absolute bottom-0 left-0 h-0.5 bg-brand-600 transition-[width]"
                  style={{ width: `${Math.round(upload.progress * 100)}%` }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {files.notice ? <p className="mb-2 text-xs text-amber-700">{files.notice}</p> : null}

      <div className="flex items-end gap-1.5">
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={fileInputAccept('chat_attachment')}
          onChange={(event) => {
            if (event.target.files) files.add(event.target.files);
            event.target.value = '';
          }}
          data-testid="attachment-input"
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-10 shrink-0 text-zinc-500"
          aria-label="Attach files"
          disabled={!sender}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip />
        </Button>
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <textarea
          id={inputId}
          ref={textarea}
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={sender ? 'Write a message…' : CHAT_ERRORS.noEntity}
          disabled={!sender}
          className="max-h-40 min-h-10 flex-1 resize-none rounded-2xl border border-zinc-300 bg-white px-3.5 py-2 text-sm text-zinc-900 placeholder:text-zinc-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/20 focus-visible:outline-none disabled:opacity-60"
        />
        {sender ? (
          <VoiceRecorderButton
            roomName={roomName}
            entityId={sender.entityId}
            entityRole={sender.role}
            disabled={sending}
            onSent={() => onVoiceSent()}
          />
        ) : null}
        <Button
          type="button"
          size="icon"
          className="size-10 shrink-0 rounded-full"
          aria-label="Send message"
          disabled={!canSend || !sender}
          onClick={() => void submit()}
        >
          {sending ? <Loader2 className="animate-spin" aria-hidden /> : <SendHorizontal aria-hidden />}
        </Button>
      </div>
      {status || error ? (
        <p
          role={error ? 'alert' : 'status'}
          className={cn('mt-1.5 px-1 text-xs', error ? 'text-red-600' : 'text-zinc-500')}
        >
          {error ?? status}
        </p>
      ) : null}
    </div>
  );
}
