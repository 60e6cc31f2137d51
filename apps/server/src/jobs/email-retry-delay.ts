/** The first retry waits 30 s; each later one twice as long, up to an hour (8 attempts span about an hour). */
export const EMAIL_RETRY = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  /** Each delay is spread by up to this share either way, so failures at one moment do not retry in step. */
  jitter: 0.2,
} as const;

/** How long to wait after the given failed attempt (1 for the first) before trying again. */
export function emailRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exact = Math.min(EMAIL_RETRY.maxDelayMs, EMAIL_RETRY.firstDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exact * (1 + EMAIL_RETRY.jitter * (2 * random() - 1)));
}
