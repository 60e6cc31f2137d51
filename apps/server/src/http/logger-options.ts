import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from '../config.ts';
import { withoutQueryValues } from '../db/query-error.ts';

/**
 * Decision 0019: nothing secret is ever logged, at any level. Three layers:
 * - request URLs lose the values of query parameters that carry secrets (emailed link tokens, provider
 *   codes, OAuth state, file link signatures, the API key as a parameter), and the path segments that are
 *   bearer secrets themselves (claim link tokens, sandbox checkout session ids: decision 0056);
 * - errors lose the values of the statement that failed (drizzle's params, PostgreSQL's detail);
 * - redaction removes credential headers and well-known secret fields wherever a log call puts them.
 */

/** Query parameter names whose values are secrets (or may be): matched anywhere in the name. */
const SECRET_PARAMETER = /token|code|state|sig|key|pass|secret|otp|nonce|verifier/i;

export const REDACTED = '[redacted]';

function isSecretParameter(name: string): boolean {
  try {
    return SECRET_PARAMETER.test(decodeURIComponent(name.replaceAll('+', ' ')));
  } catch {
    // A name that does not decode is hidden like a secret one: it may be an encoded secret name.
    return true;
  }
}

/**
 * Path segments whose NEXT segment is a bearer secret: whoever has the URL can use it. `claims` and
 * `claim-job` carry a claim link's token (API and page), `checkout` a sandbox checkout session id,
 * `calendar` a calendar feed's address (decision 0092).
 */
const SECRET_PATH_PARENTS = ['claims', 'claim-job', 'checkout', 'calendar'];

const SECRET_PATH_SEGMENT = new RegExp(`(/(?:${SECRET_PATH_PARENTS.join('|')})/)[^/?#]+`, 'gi');

/** A path as it may be logged: every segment that is a bearer secret hidden. */
function loggablePath(path: string): string {
  return path.replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
}

/** A request URL as it may be logged: the path and each query parameter, with secret values hidden. */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return loggablePath(url);
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      if (!pair.includes('=')) return pair;
      const name = pair.slice(0, pair.indexOf('='));
      return isSecretParameter(name) ? `${name}=${REDACTED}` : pair;
    });
  return `${loggablePath(url.slice(0, start))}?${query.join('&')}`;
}

/** Fields hidden wherever a log call puts them (one level deep, plus request and response headers). */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.apikey',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'res.headers.location',
  ...['password', 'encryptedPassword', 'encrypted_password', 'token', 'accessToken', 'access_token']
    .concat(['refreshToken', 'refresh_token', 'linkToken', 'apikey', 'authorization'])
    .flatMap((field) => [field, `*.${field}`]),
  // A one-time code at the top of a line; nested `code`s are error codes (23505, ECONNRESET) and stay.
  'code',
];

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'prettyLogs'>,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      // Fastify's own request fields, with the URL made safe.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => pino.stdSerializers.err(withoutQueryValues(error)),
    },
    // People at a terminal get readable lines; machines (production, CI, log shippers) get JSON.
    ...(stream
      ? { stream }
      : config.prettyLogs
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
  };
}
