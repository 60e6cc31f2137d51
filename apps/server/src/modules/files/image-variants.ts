import sharp, { type Sharp } from 'sharp';

// Uploads are read once from a temporary file that is then deleted: libvips' cache would only hold memory.
sharp.cache(false);

/** Thumbnails fit in a 480 px square: sharp on a retina list or card, small enough for a gallery page. */
export const THUMBNAIL_SIZE = 480;

export class ImageUnreadable extends Error {
  constructor(cause: unknown) {
    super('The image could not be decoded', { cause });
    this.name = 'ImageUnreadable';
  }
}

export interface AnalysedImage {
  /** As displayed, after the EXIF orientation is applied. */
  width: number;
  height: number;
  animated: boolean;
  thumbnail: { data: Buffer; width: number; height: number };
}

/**
 * Reads an uploaded image from disk: its displayed size and a WebP thumbnail. Decoding the whole image for
 * the thumbnail is also the check that it is a real, undamaged image (sharp refuses truncated data and
 * images over its pixel limit, which stops decompression bombs).
 */
export async function analyseImage(file: string): Promise<AnalysedImage> {
  try {
    const metadata = await sharp(file).metadata();
    const animated = (metadata.pages ?? 1) > 1;
    const { data, info } = await sharp(file)
      .autoOrient()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      width: metadata.autoOrient.width,
      height: animated ? (metadata.pageHeight ?? metadata.height) : metadata.autoOrient.height,
      animated,
      thumbnail: { data, width: info.width, height: info.height },
    };
  } catch (error) {
    throw new ImageUnreadable(error);
  }
}

/**
 * The image re-encoded in its own format without EXIF, GPS, XMP or IPTC metadata (sharp writes none unless
 * asked), turned upright first since the orientation tag goes too. The colour profile is kept: it carries
 * no personal data and without it colours shift. Returns a stream of the encoded bytes.
 */
export function imageWithoutMetadata(file: string, mime: string, animated: boolean): Sharp {
  const image = sharp(file, { animated });
  // Animated images carry no orientation tag, and rotating every frame is not supported.
  if (!animated) image.autoOrient();
  image.keepIccProfile();
  switch (mime) {
    case 'image/jpeg':
      return image.jpeg({ quality: 92 });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/gif':
      return image.gif();
    case 'image/avif':
      return image.avif({ quality: 70, effort: 2 });
    default:
      throw new Error(`No encoder for ${mime}`);
  }
}
