import { createHash, type Hash } from 'node:crypto';

/**
 * The SHA-256 of each session's bytes so far, kept by the process that received them, so completing a large
 * upload need not read it all back. A hash only continues when a chunk starts where it stopped; after a
 * restart, or when another process took a chunk, the session's hash is missing and completion reads the
 * stored object instead (decision 0039).
 */
export class RunningHashes {
  private readonly hashes = new Map<string, { offset: number; hash: Hash }>();

  /** Adds a chunk that starts at `start`; a gap or overlap forgets the session's hash. */
  add(sessionId: string, start: number, chunk: Buffer) {
    const known = this.hashes.get(sessionId);
    const hash = start === 0 ? createHash('sha256') : known?.offset === start ? known.hash : undefined;
    if (!hash) {
      this.hashes.delete(sessionId);
      return;
    }
    hash.update(chunk);
    this.hashes.set(sessionId, { offset: start + chunk.length, hash });
  }

  /** The hex digest once `size` bytes went in, or undefined when this process did not see them all. */
  digest(sessionId: string, size: number): string | undefined {
    const known = this.hashes.get(sessionId);
    this.hashes.delete(sessionId);
    return known?.offset === size ? known.hash.digest('hex') : undefined;
  }

  forget(sessionId: string) {
    this.hashes.delete(sessionId);
  }
}
