import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { onEmailQueued } from '../email/email-queued.ts';
import type { EmailTransport } from '../email/transports/email-transport.ts';
import { EMAIL_BATCH_SIZE, processDueEmails } from './process-due-emails.ts';

export interface EmailWorkerOptions {
  db: Db;
  /** Owned by the worker from now on: stop() closes it. */
  transport: EmailTransport;
  publicUrl: string;
  /** Signs one-click unsubscribe links (config.jwtSecret, decision 0063). */
  unsubscribeSecret?: string | undefined;
  logger: FastifyBaseLogger;
  /** Poll again this soon after a pass that found work. */
  busyIntervalMs?: number;
  /** Idle polls slow down, doubling from busyIntervalMs to this. */
  idleIntervalMs?: number;
  batchSize?: number;
}

export interface EmailWorker {
  /** Look at the queue now (enqueueEmail does this through the email-queued doorbell). */
  wake(): void;
  /** Stops polling, waits for the batch being sent, then closes the transport. */
  stop(): Promise<void>;
}

/**
 * Sends queued emails in the background: polls every second while there is work, backs off to a few
 * seconds when idle (so scheduled emails leave within seconds of their time), and wakes at once when
 * this process queues an email.
 */
export function startEmailWorker({
  db,
  transport,
  publicUrl,
  unsubscribeSecret,
  logger,
  busyIntervalMs = 1000,
  idleIntervalMs = 5000,
  batchSize = EMAIL_BATCH_SIZE,
}: EmailWorkerOptions): EmailWorker {
  let stopped = false;
  let stopping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let wokenDuringPass = false;
  let idleDelayMs = busyIntervalMs;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void pass(), delayMs);
    // The worker alone must not keep a process (a test, a script) alive.
    timer.unref();
  };

  const runPass = async (): Promise<number> => {
    try {
      const result = await processDueEmails({
        db,
        transport,
        publicUrl,
        unsubscribeSecret,
        batchSize,
        logger,
      });
      if (result.claimed === batchSize) return 0; // a full batch: more are probably due
      if (result.claimed > 0) {
        idleDelayMs = busyIntervalMs;
        return busyIntervalMs;
      }
      const delay = idleDelayMs;
      idleDelayMs = Math.min(idleDelayMs * 2, idleIntervalMs);
      return delay;
    } catch (error) {
      // The database may be restarting; the emails wait in the outbox, so try again later.
      logger.error({ err: error }, 'email worker could not process the queue');
      return idleIntervalMs;
    }
  };

  async function pass(): Promise<void> {
    timer = undefined;
    wokenDuringPass = false;
    inFlight = runPass().then((delay) => {
      inFlight = undefined;
      if (!stopped) schedule(wokenDuringPass ? 0 : delay);
    });
    await inFlight;
  }

  const wake = () => {
    if (stopped) return;
    idleDelayMs = busyIntervalMs;
    if (inFlight) wokenDuringPass = true;
    else schedule(0);
  };

  const stopListening = onEmailQueued(wake);
  schedule(0);

  return {
    wake,
    stop() {
      stopping ??= (async () => {
        stopped = true;
        stopListening();
        clearTimeout(timer);
        await inFlight;
        await transport.close();
      })();
      return stopping;
    },
  };
}
