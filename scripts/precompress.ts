// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the web build, once at build time,
// so the server sends them as they are (@fastify/static's `preCompressed`) and never compresses per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller files gain less than the headers cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // .vite/ holds the build manifest, read by scripts only.
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(full);
    return [full];
  });
}

/**
 * Compresses every text file of `dir` over 1 KB (source maps aside: browsers only fetch them with the
 * developer tools open). A copy that is not smaller than its file is not written. Returns how many files
 * were compressed.
 */
export async function precompressBuild(dir: string): Promise<number> {
  const files = filesUnder(dir).filter(
    (file) => TEXT_FILE.test(file) && statSync(file).size > PRECOMPRESS_MIN_BYTES,
  );
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      if (br.length < content.length) writeFileSync(`${file}.br`, br);
      if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}
