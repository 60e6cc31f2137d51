import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Test support: small real files of each type, made on the fly so no binary fixture is committed.

export interface ImageOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
}

export function makeImage({
  width = 1200,
  height = 800,
  format = 'jpeg',
}: ImageOptions = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2f5d8a' } })
    .toFormat(format)
    .toBuffer();
}

/** A phone photo as cameras write them: taken sideways (orientation 6), with the camera owner and GPS. */
export function makePhotoWithExif({ width = 1200, height = 800 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8a5d2f' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: 'Maya Okafor', Copyright: 'Maya Okafor', Make: 'PhoneCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2647/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3958/100',
      },
    })
    .toBuffer();
}

/** Enough of a PDF for anything that reads magic bytes. */
export function makePdf(padding = 0): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
    Buffer.alloc(padding, 0x20),
    Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** An ISO media file: its `ftyp` brand says MP4, QuickTime or M4A; `mdat` holds numbered bytes. */
export function makeIsoMedia(brand: 'isom' | 'qt  ' | 'M4A ', dataBytes = 10_000): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from(brand, 'latin1')]),
  );
  const data = Buffer.alloc(dataBytes);
  for (let i = 0; i < dataBytes; i += 1) data[i] = i % 251;
  return Buffer.concat([ftyp, box('mdat', data)]);
}

export function makeWebm(): Buffer {
  return Buffer.from([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x8f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0x82,
    0x84,
    ...Buffer.from('webm'),
    0x42,
    0x87,
    0x81,
    0x02,
    0x18,
    0x53,
    0x80,
    0x67,
    0x01,
    0,
    0,
    0,
    0,
    0,
    0,
    0x10,
    ...Buffer.alloc(2000, 1),
  ]);
}

export function makeMp3(): Buffer {
  return Buffer.concat([
    Buffer.from('ID3'),
    Buffer.from([4, 0, 0, 0, 0, 0, 0]),
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.alloc(4000),
  ]);
}

/** The first bytes of a Windows program. */
export function makeExe(): Buffer {
  return Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(400),
  ]);
}

/**
 * A PNG whose header declares `width` × `height` pixels of RGB but whose data stops after a few bytes: a
 * few hundred bytes that would take a whole-image decode to find out (the oversized-image attack). Reading
 * the header is enough to measure it; decoding it fails.
 */
export function makePngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(256))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
