import { accessSync, constants, mkdtempSync, readdirSync, rmSync, statfsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Room a test run needs in memory: the migrated cluster (43 MB), a few open test databases of the same size
 * and the end-to-end server's data. A container's default /dev/shm (64 MB) has less, and runs on disk.
 */
const MEMORY_NEEDED_BYTES = 1024 * 1024 * 1024;
let root: string | undefined;

/**
 * Where tests keep the databases they throw away: a memory file system when the machine has one with room
 * (/dev/shm on Linux), else the OS temp directory. On this machine's ext4 disk a PGlite commit cost 1 ms
 * (0.4 ms of it the kernel's) against 0.3 ms in memory, and copying a 43 MB test cluster 0.2-0.9 s against
 * 0.05 s (decision 0087). Nothing kept here needs to outlive the machine.
 */
export function scratchRoot(): string {
  if (root !== undefined) return root;
  root = os.tmpdir();
  try {
    accessSync('/dev/shm', constants.W_OK);
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= MEMORY_NEEDED_BYTES) root = '/dev/shm';
  } catch {
    // No memory file system here: the temp directory.
  }
  return root;
}

/**
 * Removes what lies under scratchRoot with a name starting with `prefix` and unchanged for a day (judged by
 * its own time, which a file written deeper inside does not move), except names starting with `keep`: a run
 * killed before its clean-up, or a template of older migrations, would otherwise hold memory until the
 * machine restarts.
 */
export function removeStaleScratch(prefix: string, keep?: string): void {
  const base = scratchRoot();
  const dayAgo = Date.now() - DAY_MS;
  for (const entry of readdirSync(base)) {
    if (!entry.startsWith(prefix) || (keep && entry.startsWith(keep))) continue;
    try {
      const dir = path.join(base, entry);
      if (statSync(dir).mtimeMs < dayAgo) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

const swept = new Set<string>();

/**
 * A new directory `<prefix>XXXXXX` under scratchRoot; the stale ones of that prefix are removed on the first
 * call of a process (a test worker makes hundreds, and a day-old leftover does not appear in between).
 */
export function makeScratchDir(prefix: string): string {
  if (!swept.has(prefix)) {
    swept.add(prefix);
    removeStaleScratch(prefix);
  }
  return mkdtempSync(path.join(scratchRoot(), prefix));
}
