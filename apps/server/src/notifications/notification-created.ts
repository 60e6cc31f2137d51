// An in-process doorbell between the notification writer and this process's realtime pusher, so that a
// notification reaches its owner's sockets at once rather than at the pusher's next poll. Other server
// processes still find it by polling; the database stays the only source of truth (decision 0062).

type Listener = () => void;

const listeners = new Set<Listener>();

/** Rung after a notification was written (inside its transaction: the pusher retries until it commits). */
export function announceNotificationCreated(): void {
  for (const listener of listeners) listener();
}

/** Returns the function that stops listening. */
export function onNotificationCreated(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
