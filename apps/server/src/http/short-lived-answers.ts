/**
 * Whole answers kept for a few seconds, by key, in this process (decision 0090): for a read that is the
 * same for every caller who asks it, so a burst of identical requests costs one read. Requests for a key
 * being computed wait for that computation rather than starting their own; a failure is not kept, nor an
 * answer `keep` refuses, so the next request asks again. A computation still running after twice the time
 * an answer is kept is no longer waited for: the next request starts its own (a read that hangs must not
 * hold every later visitor). At most `maxAnswers` keys are kept; the oldest goes first.
 */
export interface ShortLivedAnswers<T> {
  /** `keep` says whether an answer may be kept for others (true when not given). */
  get(key: string, compute: () => Promise<T>, keep?: (answer: T) => boolean): Promise<T>;
}

export function shortLivedAnswers<T>({
  ttlMs,
  maxAnswers,
  now = () => Date.now(),
}: {
  ttlMs: number;
  maxAnswers: number;
  /** The clock (tests move it). */
  now?: () => number;
}): ShortLivedAnswers<T> {
  const kept = new Map<string, { until: number; since: number; answer: Promise<T> }>();
  return {
    get(key, compute, keep = () => true) {
      const found = kept.get(key);
      const at = now();
      const waiting = found?.until === Number.POSITIVE_INFINITY;
      if (found && found.until > at && !(waiting && at - found.since >= 2 * ttlMs)) return found.answer;
      kept.delete(key);
      // Insertion order is age: the first key is the oldest.
      while (kept.size >= maxAnswers) kept.delete(kept.keys().next().value!);
      const answer = compute();
      const entry = { until: Number.POSITIVE_INFINITY, since: at, answer };
      kept.set(key, entry);
      answer.then(
        // Fresh from when it was answered, not from when it was asked.
        (value) => {
          if (keep(value)) entry.until = now() + ttlMs;
          else if (kept.get(key) === entry) kept.delete(key);
        },
        () => {
          if (kept.get(key) === entry) kept.delete(key);
        },
      );
      return answer;
    },
  };
}
