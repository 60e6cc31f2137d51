import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** Raised inside the upload stream when it passes its limit; the storage driver then drops what it wrote. */
export class FileTooLarge extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`The file is larger than ${limit} bytes`);
    this.name = 'FileTooLarge';
    this.limit = limit;
  }
}

/**
 * Passes bytes through while counting and hashing them, and fails the stream the moment it goes over the
 * limit, so an oversized upload is cut off without ever being held whole.
 */
export class UploadMeter extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');
  private readonly limit: number;

  constructor(limit = Number.POSITIVE_INFINITY) {
    super();
    this.limit = limit;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return callback(new FileTooLarge(this.limit));
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** The SHA-256 of everything that went through, in hex (call once the stream has finished). */
  sha256(): string {
    return this.hash.copy().digest('hex');
  }
}
