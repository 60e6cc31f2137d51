import { Worker } from 'node:worker_threads';
import { TOO_COMPLEX, type BusySlotsOptions, type BusySlotsResult } from './outside-busy-slots.ts';

/** Memory a reading may take: a 5 MB file's parse tree and expansion fit many times over. */
const WORKER_HEAP_MB = 256;

/**
 * Reads an outside calendar's busy slots in a worker thread (decision 0092). The file is a member's: its
 * expansion can take seconds (decades of a daily event) or, on a rule that never produces a date, never
 * end inside ical.js. Off the event loop, the server keeps answering meanwhile; past `timeoutMs` the worker
 * is stopped and the reading fails as too complex, so the calendar keeps its last good busy days.
 */
export function busySlotsOffThread(options: BusySlotsOptions, timeoutMs: number): Promise<BusySlotsResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./busy-slots-worker.ts', import.meta.url), {
      workerData: options,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (result: BusySlotsResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ ok: false, error: TOO_COMPLEX }), timeoutMs);
    worker.once('message', (result: BusySlotsResult) => settle(result));
    // Out of memory, or a fault in the reading: the file could not be read, whatever it holds.
    worker.once('error', () => settle({ ok: false, error: TOO_COMPLEX }));
    worker.once('exit', () => settle({ ok: false, error: TOO_COMPLEX }));
  });
}
