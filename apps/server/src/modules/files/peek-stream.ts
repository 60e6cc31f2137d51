import { Readable } from 'node:stream';

export interface PeekedStream {
  /** Up to `size` bytes from the start (fewer when the stream is shorter). */
  head: Buffer;
  /** The whole stream again, head included. */
  stream: Readable;
}

/**
 * Reads the first bytes of a stream (to recognise its type) without losing them: the returned stream
 * yields the head, then the rest of the source. Destroying it destroys the source.
 */
export async function peekStream(source: Readable, size: number): Promise<PeekedStream> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const all = Buffer.concat(chunks);

  async function* replay() {
    if (all.length > 0) yield all;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const stream = Readable.from(replay(), { objectMode: false });
  // Readable.from ends the generator on destroy, but a source we never resumed must be told as well.
  stream.once('close', () => {
    if (!source.destroyed && !source.readableEnded) source.destroy();
  });
  return { head: all.subarray(0, size), stream };
}
