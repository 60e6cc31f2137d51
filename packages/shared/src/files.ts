import { z } from 'zod';

/**
 * What an uploaded file is for, and what each kind may be: its types, its size limit and who may read it.
 * The server enforces these rules; the web app uses the same ones to filter its file pickers and to refuse
 * a file that is too large before sending it.
 */

export const MB = 1024 * 1024;
export const GB = 1024 * MB;

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

const IMAGE_FORMATS = FILE_FORMATS.filter((format) => format.category === 'image');
const VIDEO_FORMATS = FILE_FORMATS.filter((format) => format.category === 'video');
const PDF_FORMATS = FILE_FORMATS.filter((format) => format.category === 'pdf');

export const FILE_KINDS = [
  'avatar',
  'company_logo',
  'portfolio_image',
  'portfolio_video',
  'service_image',
  'identity_document',
  'business_document',
  'selfie',
  'chat_attachment',
  'deliverable',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export type FileVisibility = 'public' | 'private';

export interface FileKindRule {
  /** How messages name a file of this kind: 'a profile photo'. */
  label: string;
  maxBytes: number;
  visibility: FileVisibility;
  /** The formats allowed, or 'any' (programs are still refused). */
  formats: readonly FileFormat[] | 'any';
  /** What the kind accepts, in words, for the message refusing anything else. */
  accepts: string;
  /**
   * Keep the uploaded bytes exactly. Otherwise images are re-encoded without their EXIF/GPS metadata,
   * because they are shown to other people. Identity and business documents are seen only by their owner
   * and the admins who check them, and deliverables are the work as delivered: both stay untouched.
   */
  keepOriginal: boolean;
}

export const FILE_KIND_RULES: Record<FileKind, FileKindRule> = {
  avatar: {
    label: 'a profile photo',
    maxBytes: 5 * MB,
    visibility: 'public',
    formats: IMAGE_FORMATS,
    accepts: 'a JPEG, PNG, WebP, GIF or AVIF image',
    keepOriginal: false,
  },
  company_logo: {
    label: 'a company logo',
    maxBytes: 5 * MB,
    visibility: 'public',
    formats: IMAGE_FORMATS,
    accepts: 'a JPEG, PNG, WebP, GIF or AVIF image',
    keepOriginal: false,
  },
  portfolio_image: {
    label: 'a portfolio image',
    maxBytes: 15 * MB,
    visibility: 'public',
    formats: IMAGE_FORMATS,
    accepts: 'a JPEG, PNG, WebP, GIF or AVIF image',
    keepOriginal: false,
  },
  portfolio_video: {
    label: 'a portfolio video',
    maxBytes: 500 * MB,
    visibility: 'public',
    formats: VIDEO_FORMATS,
    accepts: 'an MP4, MOV or WebM video',
    keepOriginal: false,
  },
  service_image: {
    label: 'a service image',
    maxBytes: 15 * MB,
    visibility: 'public',
    formats: IMAGE_FORMATS,
    accepts: 'a JPEG, PNG, WebP, GIF or AVIF image',
    keepOriginal: false,
  },
  identity_document: {
    label: 'an identity document',
    maxBytes: 15 * MB,
    visibility: 'private',
    formats: [...IMAGE_FORMATS, ...PDF_FORMATS],
    accepts: 'a photo (JPEG, PNG, WebP, GIF or AVIF) or a PDF',
    keepOriginal: true,
  },
  business_document: {
    label: 'a business document',
    maxBytes: 15 * MB,
    visibility: 'private',
    formats: [...PDF_FORMATS, ...IMAGE_FORMATS],
    accepts: 'a PDF or a photo (JPEG, PNG, WebP, GIF or AVIF)',
    keepOriginal: true,
  },
  selfie: {
    label: 'a selfie',
    maxBytes: 15 * MB,
    visibility: 'private',
    formats: IMAGE_FORMATS,
    accepts: 'a JPEG, PNG, WebP, GIF or AVIF image',
    keepOriginal: true,
  },
  chat_attachment: {
    label: 'a chat attachment',
    maxBytes: 100 * MB,
    // Private until chat rooms exist: then the room's two parties may read it too.
    visibility: 'private',
    formats: FILE_FORMATS,
    accepts: 'an image, a video, an audio file, a PDF, an office document, a ZIP archive or a text file',
    keepOriginal: false,
  },
  deliverable: {
    label: 'a deliverable',
    maxBytes: 2 * GB,
    visibility: 'private',
    formats: 'any',
    accepts: 'any file except a program',
    keepOriginal: true,
  },
};

export function isFileKind(value: unknown): value is FileKind {
  return typeof value === 'string' && (FILE_KINDS as readonly string[]).includes(value);
}

/**
 * The one size format, for limits ('5 MB', '2 GB') and for files people send or upload, so the chat composer
 * and the message bubble show the same text for the same file. Under 1 KB in bytes ('512 B'); one decimal
 * only when needed ('12.4 KB'). Chat attachments (at most 100 MB) thus read in B, KB or MB (SPEC section 9).
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [unit, size] =
    bytes >= GB ? ['GB', bytes / GB] : bytes >= MB ? ['MB', bytes / MB] : ['KB', bytes / 1024];
  const rounded = Number.isInteger(size) ? String(size) : size.toFixed(1).replace(/\.0$/, '');
  return `${rounded} ${unit}`;
}

export function fileTooLargeMessage(kind: FileKind): string {
  const rule = FILE_KIND_RULES[kind];
  return `The file is larger than the ${formatFileSize(rule.maxBytes)} allowed for ${rule.label}`;
}

export function unknownFileKindMessage(kind: string | undefined): string {
  const known = FILE_KINDS.join(', ');
  return kind
    ? `Unknown file kind "${kind.slice(0, 40)}": use one of ${known}`
    : `Say what the file is for with "kind" (one of ${known}) before the file`;
}

/** The `accept` attribute of a file input for this kind, or these kinds (types and extensions). */
export function fileInputAccept(kind: FileKind | readonly FileKind[]): string {
  const kinds: readonly FileKind[] = typeof kind === 'string' ? [kind] : kind;
  const formats = kinds.map((each) => FILE_KIND_RULES[each].formats);
  if (formats.includes('any')) return '';
  return (formats as (readonly FileFormat[])[])
    .flat()
    .flatMap((format) => [format.mime, ...format.extensions.map((ext) => `.${ext}`)])
    .join(',');
}

/**
 * The kind a chosen file goes up as, when one picker takes several (a portfolio takes stills and clips):
 * the first kind whose formats include the file's type, or its name's extension when the browser names no
 * type we know. Undefined when none takes it. The server still checks the content.
 */
export function fileKindFor(
  file: { name: string; type: string },
  kinds: readonly FileKind[],
): FileKind | undefined {
  const format = fileFormatOfMime(file.type) ?? fileFormatOfName(file.name);
  return kinds.find((kind) => {
    const { formats } = FILE_KIND_RULES[kind];
    return formats === 'any' || (format !== undefined && formats.some((each) => each.mime === format.mime));
  });
}

/** Whether a stored type is a video, which pages play rather than show as an image. */
export function isVideoType(mime: string | null | undefined): boolean {
  return typeof mime === 'string' && mime.trim().toLowerCase().startsWith('video/');
}

/** Signed links last an hour unless the caller asks otherwise. */
export const FILE_LINK_TTL_SECONDS = 3600;

export const fileKindSchema = z.enum(FILE_KINDS, {
  error: (issue) => unknownFileKindMessage(typeof issue.input === 'string' ? issue.input : undefined),
});

export const fileIdParamsSchema = z.object({ id: z.string() });

/** A stored file as the API returns it; `url` and `thumbnail_url` are signed links that expire. */
export const fileRecordSchema = z.object({
  id: z.string(),
  kind: fileKindSchema,
  visibility: z.enum(['public', 'private']),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  original_name: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

/** `DELETE /api/rest/v1/files/:id` answers 204: no body at all. */
export const fileDeletedSchema = z.undefined();

export const FILE_VARIANTS = ['original', 'thumbnail'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];
