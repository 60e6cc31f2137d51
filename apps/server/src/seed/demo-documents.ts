import sharp from 'sharp';

// The demo's identity documents: drawn here (shapes only, no text, so no fonts are needed) rather than
// committed as binaries, and plainly not real documents. They go through the same upload code as any file.

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

/** An identity card's layout: a photo box, lines where the text would be, a machine-readable strip. */
export function demoIdentityDocument(): Promise<Buffer> {
  const lines = [0, 1, 2, 3, 4]
    .map(
      (i) => `<rect x="330" y="${120 + i * 52}" width="${420 - i * 40}" height="18" rx="4" fill="#9aa7b4"/>`,
    )
    .join('');
  return sharp(
    svg(
      900,
      570,
      `<rect width="900" height="570" rx="36" fill="#dfe8ef"/>
       <rect x="0" y="0" width="900" height="80" rx="36" fill="#2f5d8a"/>
       <rect x="0" y="44" width="900" height="36" fill="#2f5d8a"/>
       <rect x="60" y="120" width="220" height="280" rx="12" fill="#b8c4cf"/>
       <circle cx="170" cy="225" r="62" fill="#8795a3"/>
       <rect x="95" y="300" width="150" height="100" rx="60" fill="#8795a3"/>
       ${lines}
       <rect x="60" y="450" width="780" height="24" rx="4" fill="#6b7886"/>
       <rect x="60" y="492" width="780" height="24" rx="4" fill="#6b7886"/>`,
    ),
  )
    .png()
    .toBuffer();
}

/** A selfie's shape: a head and shoulders on a plain background. */
export function demoSelfie(): Promise<Buffer> {
  return sharp(
    svg(
      600,
      800,
      `<rect width="600" height="800" fill="#e9dccb"/>
       <circle cx="300" cy="320" r="150" fill="#8a5d2f"/>
       <rect x="110" y="520" width="380" height="320" rx="170" fill="#2f5d8a"/>`,
    ),
  )
    .png()
    .toBuffer();
}
