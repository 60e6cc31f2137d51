import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { overEmailSendRateLimit, overRequestRateLimit } from '../../auth/auth-error.ts';

/**
 * The auth service's rate limits, in the spirit of GoTrue's defaults (decision 0007). Per IP, per route;
 * and per email address across every route that sends a code, so nobody can flood a stranger's inbox.
 */
export const AUTH_RATE_LIMITS = {
  /** POST /signup per IP. */
  signUp: { max: 30, timeWindow: '1 hour' },
  /** POST /otp, /recover and /resend per IP, each. */
  emailRequest: { max: 30, timeWindow: '1 hour' },
  /** Emails one address can be sent (sign-up, sign-in code, recovery, resend, email change) together. */
  emailPerAddress: { max: 6, timeWindow: '1 hour' },
  /**
   * POST /token with the password or pkce grant per IP. GoTrue's 30 per 5 minutes, raised because the
   * per-account limit below now slows an attack on one account: 30 was shared by a whole office behind
   * one NAT address (decision 0055).
   */
  signIn: { max: 120, timeWindow: '5 minutes' },
  /**
   * Failed password sign-ins per account (the address tried), across every server process (kept in the
   * database, decision 0055): the first `freeFailures` cost nothing, then each failure closes the account
   * to password sign-in for a delay doubling from `firstDelaySeconds` up to `maxDelaySeconds`. Failures
   * older than `forgetAfterSeconds` are forgotten, and a successful sign-in forgets them all.
   */
  signInPerAccount: {
    freeFailures: 5,
    firstDelaySeconds: 30,
    maxDelaySeconds: 15 * 60,
    forgetAfterSeconds: 60 * 60,
  },
  /** POST /token with the refresh_token grant per IP (GoTrue: 150 per 5 minutes). */
  refresh: { max: 150, timeWindow: '5 minutes' },
  /** POST and GET /verify per IP (GoTrue: 30 per 5 minutes). */
  verify: { max: 30, timeWindow: '5 minutes' },
  /** PUT /user per IP (password changes hash, email changes send mail). */
  userUpdate: { max: 30, timeWindow: '5 minutes' },
  /** GET /reauthenticate per IP (it sends mail; the address's own limit applies too). */
  reauthenticate: { max: 30, timeWindow: '1 hour' },
  /** POST /api/functions/v1/auth-check per IP: it is asked before every sign-in and sign-up. */
  authCheck: { max: 30, timeWindow: '5 minutes' },
} as const;

export interface Limit {
  max: number;
  timeWindow: string;
}

/** A 429 in GoTrue's shape with a clear `error`, instead of the plugin's default. */
const rateLimitError = (_request: FastifyRequest, context: { ttl: number }) =>
  overRequestRateLimit(Math.max(1, Math.ceil(context.ttl / 1000)));

/** Route config for a per-IP limit (counted before the body is read, so junk counts too). */
export function perIpLimit(limit: Limit) {
  return { rateLimit: { ...limit, errorResponseBuilder: rateLimitError } };
}

/** POST /token: sign-ins and refreshes are counted apart, each with its own limit. */
export function tokenLimit() {
  const grantOf = (request: FastifyRequest) =>
    (request.query as Record<string, unknown> | undefined)?.grant_type === 'refresh_token'
      ? 'refresh'
      : 'sign-in';
  return {
    rateLimit: {
      max: (_request: FastifyRequest, key: string) =>
        key.endsWith(':refresh') ? AUTH_RATE_LIMITS.refresh.max : AUTH_RATE_LIMITS.signIn.max,
      timeWindow: AUTH_RATE_LIMITS.signIn.timeWindow,
      keyGenerator: (request: FastifyRequest) => `${normalizeIP(request.ip)}:${grantOf(request)}`,
      errorResponseBuilder: rateLimitError,
    },
  };
}

/** Counts against the request body's `email` (a preHandler); `forAddress` against an address given. */
export type AddressLimit = ((request: FastifyRequest) => Promise<void>) & {
  forAddress(request: FastifyRequest, email: string): Promise<void>;
};

/**
 * A preHandler (the body is parsed by then) that counts requests per email address (`body.email`) in one
 * bucket shared by every route it is attached to.
 */
export function perAddressLimit(
  app: FastifyInstance,
  limit: Limit = AUTH_RATE_LIMITS.emailPerAddress,
): AddressLimit {
  // An address given by the route itself (GET /reauthenticate has no body: the account's own address).
  const given = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => {
      const email = given.get(request) ?? (request.body as { email?: unknown } | undefined)?.email;
      return `email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });
  const limitRequest = async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw overEmailSendRateLimit(result.ttlInSeconds);
  };
  return Object.assign(limitRequest, {
    forAddress: (request: FastifyRequest, email: string) => {
      given.set(request, email);
      return limitRequest(request);
    },
  });
}
