import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJobOptions {
  /** What the log says when a run fails. */
  name: string;
  run: () => Promise<void>;
  logger: FastifyBaseLogger;
  /** The first run waits this long, so start-up (migrations, seeding, the first requests) goes first. */
  initialDelayMs?: number;
  intervalMs: number;
}

export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs a job on a timer in the server process, one run at a time, the next `intervalMs` after the last
 * ended. Every process of an installation may run the same job: each job is written to be safe when
 * several run at once (conditional updates, idempotency keys). Tests call the jobs directly instead.
 */
export function runPeriodically({
  name,
  run,
  logger,
  initialDelayMs = 60_000,
  intervalMs,
}: PeriodicJobOptions): PeriodicJob {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => void tick(), delayMs);
    // The schedule alone must not keep a process alive.
    timer.unref();
  };

  async function tick(): Promise<void> {
    running = run().catch((error: unknown) => {
      // The database may be restarting; the next run catches up.
      logger.error({ err: error }, `${name} failed`);
    });
    await running;
    running = undefined;
    if (!stopped) schedule(intervalMs);
  }

  schedule(initialDelayMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
