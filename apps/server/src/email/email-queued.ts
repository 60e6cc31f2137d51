// An in-process doorbell between enqueueEmail and this process's email worker, so that a queued email
// (a sign-in code someone is waiting for) goes out at once rather than at the worker's next poll.
// Other server processes still find it by polling; the database stays the only source of truth.

type Listener = () => void;

const listeners = new Set<Listener>();

/** Rung by enqueueEmail after it wrote to the outbox. */
export function announceEmailQueued(): void {
  for (const listener of listeners) listener();
}

/** Returns the function that stops listening. */
export function onEmailQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
