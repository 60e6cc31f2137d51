// Waiting for the machine to be quiet before a measurement that reads the CPU's real speed (Lighthouse's
// simulated 4x slowdown multiplies whatever the main thread took). On the CI machine the work just before
// (the PostgreSQL pass, a database's autovacuum after it, the chat budget's sockets) can hold a core for
// tens of seconds; a score taken then is the neighbour's, not the page's (decision 0085).
import os from 'node:os';

interface CpuTimes {
  idle: number;
  total: number;
}

function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, idle: cpuIdle, irq } = cpu.times;
    idle += cpuIdle;
    total += user + nice + sys + cpuIdle + irq;
  }
  return { idle, total };
}

/** The share of all cores left idle over `ms` milliseconds (0-1). */
export async function idleShare(ms: number): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

export interface Quiet {
  /** The idle share of the last second sampled. */
  idle: number;
  /** How long the wait took, in milliseconds. */
  waitedMs: number;
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
    const idle = await idleShare(1000);
    const waitedMs = performance.now() - started;
    if (idle >= idleAtLeast) return { idle, waitedMs, quiet: true };
    if (waitedMs >= maxWaitMs) return { idle, waitedMs, quiet: false };
  }
}
