import type { FileVariant } from '@reelhire/shared/file-records';
import { create as contentDisposition } from 'content-disposition';

export interface FileForHeaders {
  mimeType: string;
  originalName: string;
}

export interface FileResponseHeaders {
  contentType: string;
  contentDisposition: string;
  contentSecurityPolicy: string;
}

const INLINE_PREFIXES = ['image/', 'video/', 'audio/'];

/** Thumbnails are always WebP, named after the file they show. */
export function variantType(file: FileForHeaders, variant: FileVariant): string {
  return variant === 'thumbnail' ? 'image/webp' : file.mimeType;
}

/**
 * How a stored file is answered, by our own links and (through the presigned query) by S3: media and PDFs
 * open in the browser, everything else downloads. The name goes through RFC 6266/5987 encoding, so quotes,
 * new lines or non-Latin letters in an uploaded name cannot break or inject headers.
 */
export function fileResponseHeaders(file: FileForHeaders, variant: FileVariant): FileResponseHeaders {
  const type = variantType(file, variant);
  const inline = type === 'application/pdf' || INLINE_PREFIXES.some((prefix) => type.startsWith(prefix));
  const name =
    variant === 'thumbnail'
      ? `${file.originalName.replace(/\.[^.]*$/, '')}-thumbnail.webp`
      : file.originalName;
  return {
    contentType: type.startsWith('text/') ? `${type}; charset=utf-8` : type,
    contentDisposition: contentDisposition(name, { type: inline ? 'inline' : 'attachment' }),
    contentSecurityPolicy: contentSecurityPolicy(type),
  };
}

/**
 * A file opened on its own must not run anything in our origin. Images render as images (we never store
 * SVG). Everything else is sandboxed, except PDFs: browsers refuse to start their PDF viewer inside a
 * sandboxed document, and a file sent as application/pdf with nosniff is only ever handed to that viewer,
 * whose scripts cannot reach the page's origin.
 */
function contentSecurityPolicy(type: string): string {
  if (type.startsWith('image/')) return "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
  if (type === 'application/pdf') return "frame-ancestors 'self'";
  if (type.startsWith('video/') || type.startsWith('audio/')) {
    return "sandbox; default-src 'none'; media-src 'self'; style-src 'unsafe-inline'";
  }
  return "sandbox; default-src 'none'";
}
