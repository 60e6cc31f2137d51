import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Fields through which a database error repeats the values of its statement: drizzle's `params`, and
 * PostgreSQL's `detail` ("Failing row contains (..., $argon2id$...)", "Key (token_hash)=(...) already
 * exists"). A password hash, a token's hash or a code's hash is a secret (decision 0019).
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'values']);

/**
 * The same error without the values of its statement, for logs and stored error texts: drizzle's
 * `Failed query: <sql>\nparams: <values>` keeps its SQL (placeholders only) and loses the values, and every
 * error in the cause chain loses its value fields. Anything else is given back as it is.
 */
export function withoutQueryValues<T>(error: T, depth = 0): T {
  if (!(error instanceof Error) || depth > 8) return error;
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const cause = withoutQueryValues(error.cause, depth + 1);
  const carriesValues = Object.keys(error).some((key) => VALUE_FIELDS.has(key));
  if (message === error.message && cause === error.cause && !carriesValues) return error;

  const safe = Object.create(Object.getPrototypeOf(error) as object) as Error;
  for (const key of Object.keys(error)) {
    if (!VALUE_FIELDS.has(key))
      (safe as unknown as Record<string, unknown>)[key] = (error as unknown as Record<string, unknown>)[key];
  }
  // The stack's first line repeats the message: keep only its frames under the safe message.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const hidden = { enumerable: false, writable: true, configurable: true };
  Object.defineProperty(safe, 'message', { ...hidden, value: message });
  Object.defineProperty(safe, 'stack', {
    ...hidden,
    value: [`${error.name}: ${message}`, ...frames].join('\n'),
  });
  if (error.cause !== undefined) Object.defineProperty(safe, 'cause', { ...hidden, value: cause });
  return safe as T;
}

/** An error's message for a log field or a stored `last_error`, without statement values. */
export function safeErrorMessage(error: unknown): string {
  const safe = withoutQueryValues(error);
  return safe instanceof Error ? safe.message || safe.name : String(safe);
}

/** A unique index said no (two requests raced to create the same thing). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATEs and socket errors that mean the database cannot be reached right now, not that the statement
 * was wrong (decision 0069): connection exceptions (class 08), the server shutting down or starting up
 * (57P01-57P03), too many connections, and the driver's own words for a lost or refused connection.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/** The database is down or restarting: worth a 503 and a retry, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((words) => message.includes(words))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
