// Waiting for the machine to be quiet before a measurement that reads the CPU's real speed (Lighthouse's
// simulated 4x slowdown multiplies whatever the main thread took). On the CI machine the work just before
// (the PostgreSQL pass, a database's autovacuum after it) can hold a core for tens of seconds; a score
// taken then is the neighbour's, not the page's (decision 0085).
import { machineTimes, sleep } from './chat-processes.ts';

export interface Quiet {
  /** The share of both cores left idle over the last second sampled (0-1). */
  idle: number;
  /** False when `maxWaitMs` passed first: the measurement goes ahead on a busy machine, and says so. */
  quiet: boolean;
}

/**
 * Samples one second at a time until at least `idleAtLeast` of the cores' time was idle, or `maxWaitMs`
 * passed.
 */
export async function waitForQuietCpu({
  idleAtLeast = 0.8,
  maxWaitMs = 30_000,
}: { idleAtLeast?: number; maxWaitMs?: number } = {}): Promise<Quiet> {
  const started = performance.now();
  for (;;) {
    const before = machineTimes();
    await sleep(1000);
    const after = machineTimes();
    const total = after.total - before.total;
    const idle = total > 0 ? (after.idle - before.idle) / total : 1;
    if (idle >= idleAtLeast) return { idle, quiet: true };
    if (performance.now() - started >= maxWaitMs) return { idle, quiet: false };
  }
}
