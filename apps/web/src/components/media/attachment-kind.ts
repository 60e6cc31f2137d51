import { displayKindOfMime, type Attachment } from '@reelhire/shared/chat-attachments';
import { File, FileText, Film, Image as ImageIcon, type LucideIcon, Mic, Music } from 'lucide-react';

/** How an attachment is drawn: docs/product.md §9's kind from the MIME prefix, with voice notes apart. */
export type AttachmentKind = 'image' | 'video' | 'audio' | 'voice' | 'pdf' | 'document';

export function attachmentKind(
  attachment: Pick<Attachment, 'mime_type'> & Partial<Pick<Attachment, 'file_type'>>,
): AttachmentKind {
  if (attachment.file_type === 'voice_note') return 'voice';
  return displayKindOfMime(attachment.mime_type);
}

/** The icon standing for a file that has no picture of its own. */
export const KIND_ICONS: Record<AttachmentKind, LucideIcon> = {
  image: ImageIcon,
  video: Film,
  audio: Music,
  voice: Mic,
  pdf: FileText,
  document: File,
};

export const KIND_LABELS: Record<AttachmentKind, string> = {
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
  voice: 'Voice note',
  pdf: 'PDF',
  document: 'File',
};
