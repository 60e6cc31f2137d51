import sharp from 'sharp';

/** A real PNG (the server checks content and makes thumbnails), in one colour, ready for setInputFiles. */
export async function solidPng(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
