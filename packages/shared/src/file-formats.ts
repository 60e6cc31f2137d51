/**
 * The file formats Reelhire knows: each one's type, name, extensions and category, and how a type or a file
 * name is matched to one. What each kind of upload accepts is built from these (file-kinds.ts).
 */

export type FileCategory = 'image' | 'video' | 'audio' | 'pdf' | 'document' | 'archive' | 'text';

export interface FileFormat {
  /** The type the file is stored and served with. */
  mime: string;
  /** How an error message names it: 'a JPEG image'. */
  label: string;
  /** Lower-case, without the dot; the first is the usual one. */
  extensions: readonly string[];
  category: FileCategory;
  /** Other names browsers and tools give the same format (they count as this format). */
  aliases?: readonly string[];
  /**
   * Formats sharing a container (an MP4 named .mov, a .docx that is a ZIP inside) are told apart by
   * family when a file's content is compared with its name: the same family is not a mismatch.
   */
  family?: string;
}

export const FILE_FORMATS: readonly FileFormat[] = [
  {
    mime: 'image/jpeg',
    label: 'a JPEG image',
    extensions: ['jpg', 'jpeg', 'jfif', 'jpe'],
    category: 'image',
    aliases: ['image/jpg', 'image/pjpeg'],
  },
  {
    mime: 'image/png',
    label: 'a PNG image',
    extensions: ['png'],
    category: 'image',
    aliases: ['image/apng'],
  },
  { mime: 'image/webp', label: 'a WebP image', extensions: ['webp'], category: 'image' },
  { mime: 'image/gif', label: 'a GIF image', extensions: ['gif'], category: 'image' },
  { mime: 'image/avif', label: 'an AVIF image', extensions: ['avif'], category: 'image' },
  {
    mime: 'video/mp4',
    label: 'an MP4 video',
    extensions: ['mp4', 'm4v'],
    category: 'video',
    aliases: ['video/x-m4v'],
    family: 'isobmff',
  },
  {
    mime: 'video/quicktime',
    label: 'a QuickTime (MOV) video',
    extensions: ['mov', 'qt'],
    category: 'video',
    family: 'isobmff',
  },
  {
    mime: 'video/webm',
    label: 'a WebM video',
    extensions: ['webm'],
    category: 'video',
    // Browsers record voice notes as audio-only WebM; the container is the same.
    aliases: ['audio/webm'],
  },
  {
    mime: 'audio/mpeg',
    label: 'an MP3 audio file',
    extensions: ['mp3'],
    category: 'audio',
    aliases: ['audio/mp3'],
  },
  {
    mime: 'audio/mp4',
    label: 'an M4A audio file',
    extensions: ['m4a'],
    category: 'audio',
    aliases: ['audio/x-m4a'],
    family: 'isobmff',
  },
  { mime: 'audio/aac', label: 'an AAC audio file', extensions: ['aac'], category: 'audio' },
  {
    mime: 'audio/wav',
    label: 'a WAV audio file',
    extensions: ['wav'],
    category: 'audio',
    aliases: ['audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  },
  {
    mime: 'audio/ogg',
    label: 'an Ogg audio file',
    extensions: ['ogg', 'oga', 'opus'],
    category: 'audio',
    aliases: ['audio/opus', 'application/ogg'],
  },
  {
    mime: 'audio/flac',
    label: 'a FLAC audio file',
    extensions: ['flac'],
    category: 'audio',
    aliases: ['audio/x-flac'],
  },
  {
    mime: 'audio/aiff',
    label: 'an AIFF audio file',
    extensions: ['aif', 'aiff'],
    category: 'audio',
    aliases: ['audio/x-aiff'],
  },
  { mime: 'application/pdf', label: 'a PDF document', extensions: ['pdf'], category: 'pdf' },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'a Word document',
    extensions: ['docx'],
    category: 'document',
    family: 'zip',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'an Excel spreadsheet',
    extensions: ['xlsx'],
    category: 'document',
    family: 'zip',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'a PowerPoint presentation',
    extensions: ['pptx'],
    category: 'document',
    family: 'zip',
  },
  {
    mime: 'application/vnd.oasis.opendocument.text',
    label: 'an OpenDocument text',
    extensions: ['odt'],
    category: 'document',
    family: 'zip',
  },
  {
    mime: 'application/vnd.oasis.opendocument.spreadsheet',
    label: 'an OpenDocument spreadsheet',
    extensions: ['ods'],
    category: 'document',
    family: 'zip',
  },
  {
    mime: 'application/vnd.oasis.opendocument.presentation',
    label: 'an OpenDocument presentation',
    extensions: ['odp'],
    category: 'document',
    family: 'zip',
  },
  {
    mime: 'application/msword',
    label: 'a Word document',
    extensions: ['doc'],
    category: 'document',
    family: 'cfb',
  },
  {
    mime: 'application/vnd.ms-excel',
    label: 'an Excel spreadsheet',
    extensions: ['xls'],
    category: 'document',
    family: 'cfb',
  },
  {
    mime: 'application/vnd.ms-powerpoint',
    label: 'a PowerPoint presentation',
    extensions: ['ppt'],
    category: 'document',
    family: 'cfb',
  },
  {
    mime: 'application/rtf',
    label: 'a rich text document',
    extensions: ['rtf'],
    category: 'document',
    aliases: ['text/rtf'],
  },
  {
    mime: 'application/zip',
    label: 'a ZIP archive',
    extensions: ['zip'],
    category: 'archive',
    aliases: ['application/x-zip-compressed'],
    family: 'zip',
  },
  { mime: 'text/plain', label: 'a text file', extensions: ['txt'], category: 'text' },
  { mime: 'text/csv', label: 'a CSV file', extensions: ['csv'], category: 'text' },
  { mime: 'text/vtt', label: 'a WebVTT subtitle file', extensions: ['vtt'], category: 'text' },
  {
    mime: 'application/x-subrip',
    label: 'an SRT subtitle file',
    extensions: ['srt'],
    category: 'text',
  },
];

const byMime = new Map<string, FileFormat>();
const byExtension = new Map<string, FileFormat>();
for (const format of FILE_FORMATS) {
  for (const mime of [format.mime, ...(format.aliases ?? [])]) byMime.set(mime, format);
  for (const extension of format.extensions) byExtension.set(extension, format);
}

/** The format a type names (aliases included), ignoring parameters such as `; charset=utf-8`. */
export function fileFormatOfMime(mime: string | undefined): FileFormat | undefined {
  if (!mime) return undefined;
  return byMime.get(mime.split(';')[0]!.trim().toLowerCase());
}

/** The lower-case extension of a file name, without the dot ('' when it has none). */
export function fileExtension(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The format a file name's extension promises, if it is one we know. */
export function fileFormatOfName(name: string): FileFormat | undefined {
  return byExtension.get(fileExtension(name));
}

/** Whether a stored type is a video, which pages play rather than show as an image. */
export function isVideoType(mime: string | null | undefined): boolean {
  return typeof mime === 'string' && mime.trim().toLowerCase().startsWith('video/');
}
