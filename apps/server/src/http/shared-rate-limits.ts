import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, onRequestHookHandler } from 'fastify';
import { Redis } from 'ioredis';

/** The prefix of the rate limiter's Redis keys (per-IP and per-address counters). */
export const RATE_LIMIT_NAMESPACE = 'reelhire:rate-limit:';

export interface SharedRateLimits {
  /** Options for @fastify/rate-limit: its counters in Redis instead of this process's memory. */
  options: { redis: Redis; nameSpace: string; skipOnError: true };
  close(): Promise<void>;
}

/**
 * With REDIS_URL, every rate limit (per IP, per route and per email address) is counted in Redis, so
 * several processes behind a load balancer share one count instead of each allowing its own (decision
 * 0068). Without Redis (one process) the counters stay in memory.
 *
 * When Redis is unreachable a request is let through rather than refused: commands fail at once instead of
 * queueing (no offline queue), and the limiter skips on error. Failed sign-ins per account are counted in
 * PostgreSQL (decision 0055), so password guessing stays throttled even then.
 */
export function sharedRateLimits(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  nameSpace = RATE_LIMIT_NAMESPACE,
): SharedRateLimits | undefined {
  if (!redisUrl) return undefined;
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'rate limit redis connection error'));
  return {
    options: { redis, nameSpace, skipOnError: true },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * The rate limit as an onRequest hook a route places itself, for routes with an onRequest hook of their
 * own that answers first (requireUserFirst): the plugin appends its hook after the route's, so calls
 * without a session were never counted. Such a route puts this hook first and sets
 * `config.rateLimit: false`. Without `limit` it is the global per-IP limit; with one, a limit of the
 * route's own, counted under `name` (hooks made this way share the plugin's store).
 */
export function limitFirst(
  app: Pick<FastifyInstance, 'rateLimit'>,
  name: string,
  limit?: { max: number; timeWindow: string },
): onRequestHookHandler {
  return limit
    ? app.rateLimit({ ...limit, keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}` })
    : app.rateLimit();
}
