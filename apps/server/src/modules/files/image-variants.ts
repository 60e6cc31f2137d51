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

/** An image whose header declares more pixels than its kind allows: refused before it is decoded. */
export class ImageTooLarge extends Error {
  readonly width: number;
  readonly height: number;

  constructor(width: number, height: number) {
    super(`The image declares ${width} × ${height} pixels`);
    this.width = width;
    this.height = height;
    this.name = 'ImageTooLarge';
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
 * Reads an uploaded image from disk: its displayed size and a WebP thumbnail. The header comes first: an
 * image declaring more than `maxPixels` (every frame counted) is refused with ImageTooLarge before anything
 * is decoded (decision 0056). Decoding the whole image for the thumbnail is then the check that it is a
 * real, undamaged image (sharp refuses truncated data, and `limitInputPixels` holds it to the same cap).
 */
export async function analyseImage(file: string, maxPixels: number): Promise<AnalysedImage> {
  let metadata;
  try {
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageUnreadable(error);
  }
  const frames = metadata.pages ?? 1;
  const animated = frames > 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  // Every frame of an animation is decoded when it is re-encoded, so each one counts.
  if (metadata.width * frameHeight * frames > maxPixels) throw new ImageTooLarge(metadata.width, frameHeight);
  try {
    const { data, info } = await sharp(file, { limitInputPixels: maxPixels })
      .autoOrient()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      width: metadata.autoOrient.width,
      height: animated ? frameHeight : metadata.autoOrient.height,
      animated,
      thumbnail: { data, width: info.width, height: info.height },
    };
  } catch (error) {
    throw new ImageUnreadable(error);
  }
}

export interface ShownImageOptions {
  mime: string;
  animated: boolean;
  maxPixels: number;
  /** Scale down (never up) to fit this square: what viewers get instead of the full-size upload. */
  maxSide: number | undefined;
}

/**
 * The image re-encoded in its own format without EXIF, GPS, XMP or IPTC metadata (sharp writes none unless
 * asked), turned upright first since the orientation tag goes too, and scaled down to `maxSide`. The colour
 * profile is kept: it carries no personal data and without it colours shift. Returns a stream of the
 * encoded bytes; its `info` event gives the stored size.
 */
export function shownImage(file: string, { mime, animated, maxPixels, maxSide }: ShownImageOptions): Sharp {
  const image = sharp(file, { animated, limitInputPixels: maxPixels });
  // Animated images carry no orientation tag, and rotating every frame is not supported.
  if (!animated) image.autoOrient();
  if (maxSide) image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
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
