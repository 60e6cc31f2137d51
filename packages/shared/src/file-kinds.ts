import { FILE_FORMATS, fileFormatOfMime, fileFormatOfName, type FileFormat } from './file-formats.ts';

/**
 * What an uploaded file is for, and what each kind may be: its types, its size limit and who may read it.
 * The server enforces these rules; the web app uses the same ones to filter its file pickers and to refuse
 * a file that is too large before sending it.
 */

export const MB = 1024 * 1024;
export const GB = 1024 * MB;
/** A million pixels: the unit of the image caps below. */
export const MEGAPIXELS = 1_000_000;

const IMAGE_FORMATS = FILE_FORMATS.filter((format) => format.category === 'image');
const VIDEO_FORMATS = FILE_FORMATS.filter((format) => format.category === 'video');
const PDF_FORMATS = FILE_FORMATS.filter((format) => format.category === 'pdf');
const DOCUMENT_FORMATS = FILE_FORMATS.filter((format) => format.category === 'document');

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
  'project_reference',
  'private_document',
  'pitch_media',
  'feedback_screenshot',
  'dispute_evidence',
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
   * and the admins who check them (as is private paperwork), and deliverables are the work as delivered:
   * both stay untouched.
   */
  keepOriginal: boolean;
  /**
   * Who may upload it, when not every signed-in account may: a project's reference files are a client's,
   * so another account's upload of that kind could never be attached and would only take up storage.
   */
  uploadedBy?: 'client' | 'filmmaker';
  /**
   * The most pixels an image of this kind may have (width × height, every frame of an animation counted),
   * read from its header before it is decoded: a small file can declare a huge image that takes seconds of
   * CPU and a gigabyte to decode (decision 0056). Set to what the use needs, well under sharp's own limit.
   */
  maxImagePixels: number;
  /**
   * For images others see (every kind not kept as uploaded): the longest side, in pixels, that the stored
   * image is scaled down to. The full-size upload is never stored, so it is never served.
   */
  shownMaxSide?: number;
}

export const FILE_KIND_RULES: Record<FileKind, FileKindRule> = {
  avatar: {
    label: 'a profile photo',
    maxBytes: 5 * MB,
    visibility: 'public',
    formats: IMAGE_FORMATS,
    accepts: 'a JPEG, PNG, WebP, GIF or AVIF image',
    keepOriginal: false,
    // A profile photo is shown at most a few hundred pixels wide; 40 MP takes any phone photo.
    maxImagePixels: 40 * MEGAPIXELS,
    shownMaxSide: 1024,
  },
  company_logo: {
    label: 'a company logo',
    maxBytes: 5 * MB,
    visibility: 'public',
    formats: IMAGE_FORMATS,
    accepts: 'a JPEG, PNG, WebP, GIF or AVIF image',
    keepOriginal: false,
    maxImagePixels: 40 * MEGAPIXELS,
    shownMaxSide: 1024,
  },
  portfolio_image: {
    label: 'a portfolio image',
    maxBytes: 15 * MB,
    visibility: 'public',
    formats: IMAGE_FORMATS,
    accepts: 'a JPEG, PNG, WebP, GIF or AVIF image',
    keepOriginal: false,
    // Stills from a 100 MP medium-format camera; shown at most full-screen on a large display.
    maxImagePixels: 100 * MEGAPIXELS,
    shownMaxSide: 2560,
  },
  portfolio_video: {
    label: 'a portfolio video',
    maxBytes: 500 * MB,
    visibility: 'public',
    formats: VIDEO_FORMATS,
    accepts: 'an MP4, MOV or WebM video',
    keepOriginal: false,
    // Videos are not decoded; the cap would apply to a still sent under this kind, which is refused anyway.
    maxImagePixels: 40 * MEGAPIXELS,
  },
  service_image: {
    label: 'a service image',
    maxBytes: 15 * MB,
    visibility: 'public',
    formats: IMAGE_FORMATS,
    accepts: 'a JPEG, PNG, WebP, GIF or AVIF image',
    keepOriginal: false,
    maxImagePixels: 100 * MEGAPIXELS,
    shownMaxSide: 2560,
  },
  identity_document: {
    label: 'an identity document',
    maxBytes: 15 * MB,
    visibility: 'private',
    formats: [...IMAGE_FORMATS, ...PDF_FORMATS],
    accepts: 'a photo (JPEG, PNG, WebP, GIF or AVIF) or a PDF',
    keepOriginal: true,
    // A 600 dpi scan of an A4 page is 35 MP.
    maxImagePixels: 100 * MEGAPIXELS,
  },
  business_document: {
    label: 'a business document',
    maxBytes: 15 * MB,
    visibility: 'private',
    formats: [...PDF_FORMATS, ...IMAGE_FORMATS],
    accepts: 'a PDF or a photo (JPEG, PNG, WebP, GIF or AVIF)',
    keepOriginal: true,
    maxImagePixels: 100 * MEGAPIXELS,
  },
  selfie: {
    label: 'a selfie',
    maxBytes: 15 * MB,
    visibility: 'private',
    formats: IMAGE_FORMATS,
    accepts: 'a JPEG, PNG, WebP, GIF or AVIF image',
    keepOriginal: true,
    maxImagePixels: 50 * MEGAPIXELS,
  },
  chat_attachment: {
    label: 'a chat attachment',
    maxBytes: 100 * MB,
    // Private until chat rooms exist: then the room's two parties may read it too.
    visibility: 'private',
    formats: FILE_FORMATS,
    accepts: 'an image, a video, an audio file, a PDF, an office document, a ZIP archive or a text file',
    keepOriginal: false,
    maxImagePixels: 100 * MEGAPIXELS,
    shownMaxSide: 2560,
  },
  deliverable: {
    label: 'a deliverable',
    // A film delivery (a ProRes master): above 2 GB only through a resumable upload (decision 0039).
    maxBytes: 20 * GB,
    visibility: 'private',
    formats: 'any',
    accepts: 'any file except a program',
    keepOriginal: true,
    // Larger images are kept as delivered, without a preview: they are never decoded (decision 0056).
    maxImagePixels: 200 * MEGAPIXELS,
  },
  project_reference: {
    label: 'a reference file',
    // Room for a short reference clip; a longer film is better shared as a link.
    maxBytes: 200 * MB,
    // Read by the project's client, admins and the filmmakers its jobs are open to (decision 0029).
    visibility: 'private',
    formats: [...IMAGE_FORMATS, ...PDF_FORMATS, ...VIDEO_FORMATS, ...DOCUMENT_FORMATS],
    accepts: 'an image, a PDF, a video (MP4, MOV or WebM) or an office document',
    keepOriginal: false,
    uploadedBy: 'client',
    maxImagePixels: 100 * MEGAPIXELS,
    shownMaxSide: 2560,
  },
  private_document: {
    label: 'a private document',
    // A scanned release or an insurance certificate with photos: room to spare, not a film.
    maxBytes: 25 * MB,
    // A member's tax forms, releases and insurance: only they and admins read them (decision 0037).
    visibility: 'private',
    formats: [...PDF_FORMATS, ...IMAGE_FORMATS, ...DOCUMENT_FORMATS],
    accepts: 'a PDF, a photo (JPEG, PNG, WebP, GIF or AVIF) or an office document',
    keepOriginal: true,
    maxImagePixels: 100 * MEGAPIXELS,
  },
  pitch_media: {
    label: 'a pitch file',
    maxBytes: 200 * MB,
    // Read by the pitch's filmmaker, admins and verified clients while the pitch is open (decision 0038),
    // through links signed when the pitch is answered.
    visibility: 'private',
    formats: [...IMAGE_FORMATS, ...VIDEO_FORMATS, ...PDF_FORMATS],
    accepts: 'an image, a video (MP4, MOV or WebM) or a PDF',
    keepOriginal: false,
    uploadedBy: 'filmmaker',
    maxImagePixels: 100 * MEGAPIXELS,
    shownMaxSide: 2560,
  },
  feedback_screenshot: {
    label: 'a screenshot',
    maxBytes: 10 * MB,
    // Read by its sender and the admins who triage the feedback (decision 0065).
    visibility: 'private',
    formats: IMAGE_FORMATS,
    accepts: 'a JPEG, PNG, WebP, GIF or AVIF image',
    keepOriginal: false,
    // A full 8K screen is 33 MP; nothing a screen shows needs more.
    maxImagePixels: 40 * MEGAPIXELS,
    shownMaxSide: 2560,
  },
  dispute_evidence: {
    label: 'a dispute evidence file',
    // Screenshots, call notes, a contract scan or a short clip showing the problem; a film is a deliverable.
    maxBytes: 200 * MB,
    // Read by the dispute's two parties and admins only (decision 0061), through links signed when the
    // dispute is read. The other party sees them, so images lose their EXIF/GPS like any image shown to
    // others, at a size that keeps a screenshot legible.
    visibility: 'private',
    formats: [...IMAGE_FORMATS, ...VIDEO_FORMATS, ...PDF_FORMATS, ...DOCUMENT_FORMATS],
    accepts: 'an image, a video (MP4, MOV or WebM), a PDF or an office document',
    keepOriginal: false,
    maxImagePixels: 100 * MEGAPIXELS,
    shownMaxSide: 4096,
  },
};

export function isFileKind(value: unknown): value is FileKind {
  return typeof value === 'string' && (FILE_KINDS as readonly string[]).includes(value);
}

/**
 * The one size format, for limits ('5 MB', '2 GB') and for files people send or upload, so the chat composer
 * and the message bubble show the same text for the same file. Under 1 KB in bytes ('512 B'); one decimal
 * only when needed ('12.4 KB'). Chat attachments (at most 100 MB) thus read in B, KB or MB (docs/product.md §9).
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

/** Why an image with this many pixels is refused for this kind (its size as sent, then the cap). */
export function imageTooLargeMessage(kind: FileKind, width: number, height: number): string {
  const rule = FILE_KIND_RULES[kind];
  const megapixels = (pixels: number) => `${Math.round(pixels / MEGAPIXELS)} megapixels`;
  return `This image is ${width} × ${height} pixels (${megapixels(width * height)}): ${rule.label} can be at most ${megapixels(rule.maxImagePixels)}. Please make it smaller and try again.`;
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
