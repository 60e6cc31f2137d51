import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** A partial upload this old belongs to a process that died: no upload runs for a day. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes files left in a temporary folder by a crash (half-written uploads, staged images). Age decides,
 * not ownership, because several server processes may share DATA_DIR and another's upload may be running.
 */
export async function removeStaleFiles(folder: string, now = Date.now(), maxAgeMs = STALE_AFTER_MS) {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    try {
      const info = await stat(file);
      if (info.isFile() && now - info.mtimeMs > maxAgeMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    } catch {
      // Gone already (finished or swept by another process).
    }
  }
  return removed;
}
