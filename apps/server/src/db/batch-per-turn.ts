import { isEmbedded, type Db } from './client.ts';

export interface TurnBatcherOptions<Item, Result> {
  /** Runs one batch in one database round trip; answers one result per item, in the items' order. */
  run: (items: Item[]) => Promise<Result[]>;
  /**
   * Items that share a key never share a batch, and one waits until the batch holding the other has
   * finished: for writes that must happen one after the other (one room's sequence numbers).
   */
  serialKeys?: (item: Item) => readonly string[];
  /** The most items in one batch; the rest go in the next. */
  maxBatch?: number;
  /**
   * The most batches running at once. Calls made while they run gather for the next batch, so batches
   * grow with the load instead of queueing up one small statement per turn. perDatabase makes it 1 on
   * the embedded PGlite, which runs one query at a time anyway: a second batch would only wait inside it,
   * holding calls that could have joined the next, larger one (decision 0072).
   */
  maxInFlight?: number;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the calls made during one turn of the event loop into one batch. Under load (thousands of
 * chat sends a second) each round trip to the database costs more than the work in it, above all on the
 * embedded PGlite, which runs queries one at a time on the main thread; one statement for the calls of a
 * turn keeps the cost per call small. A lone call waits only until the end of the current turn.
 * A failed batch rejects every call in it with the batch's error.
 */
export function createTurnBatcher<Item, Result>({
  run,
  serialKeys = () => [],
  maxBatch = 500,
  maxInFlight = 2,
}: TurnBatcherOptions<Item, Result>): (item: Item) => Promise<Result> {
  let waiting: Waiting<Item, Result>[] = [];
  let scheduled = false;
  let running = 0;
  const inFlight = new Set<string>();

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush() {
    scheduled = false;
    // A batch that finishes schedules the next flush.
    if (running >= maxInFlight) return;
    const batch: Waiting<Item, Result>[] = [];
    const deferred: Waiting<Item, Result>[] = [];
    const keys = new Set<string>();
    let full = false;
    for (const entry of waiting) {
      const itemKeys = serialKeys(entry.item);
      const blocked = itemKeys.some((key) => keys.has(key) || inFlight.has(key));
      if (blocked || batch.length >= maxBatch) {
        full ||= !blocked;
        deferred.push(entry);
        continue;
      }
      for (const key of itemKeys) keys.add(key);
      batch.push(entry);
    }
    waiting = deferred;
    if (batch.length === 0) return;
    for (const key of keys) inFlight.add(key);
    running += 1;
    void run(batch.map((entry) => entry.item))
      .then((results) => {
        if (results.length !== batch.length) throw new Error('A batch answered the wrong number of results');
        batch.forEach((entry, index) => entry.resolve(results[index]!));
      })
      .catch((error: unknown) => {
        for (const entry of batch) entry.reject(error);
      })
      .finally(() => {
        running -= 1;
        for (const key of keys) inFlight.delete(key);
        // Calls held back because their key was in flight may go now.
        if (waiting.length > 0) schedule();
      });
    // Calls held back by the size limit need not wait for this batch; those held back by their key are
    // scheduled when it finishes (scheduling them now would only spin until then).
    if (full) schedule();
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}

/** One batcher per database (tests open many), made on first use. */
export function perDatabase<Item, Result>(
  make: (db: Db) => TurnBatcherOptions<Item, Result>,
): (db: Db, item: Item) => Promise<Result> {
  const batchers = new WeakMap<Db, (item: Item) => Promise<Result>>();
  return (db, item) => {
    let batcher = batchers.get(db);
    if (!batcher) {
      batchers.set(
        db,
        (batcher = createTurnBatcher({ ...(isEmbedded(db) && { maxInFlight: 1 }), ...make(db) })),
      );
    }
    return batcher(item);
  };
}
