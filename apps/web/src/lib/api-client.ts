import { DEFAULT_API_ERROR } from '@reelhire/shared/api-error';
import type { z } from 'zod';
import { currentAuthClient, loadAuthClient } from './auth-client-registry';
import { hasStoredAuth } from './auth-storage';
import { readAnonKey } from './public-config';
import { reportSessionEnded, sessionEndedBy } from './session-ended';

/** docs/product.md §8: a failed call becomes an error carrying the server's text, the status and the body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** An answer that does not match its shared schema (development and tests only, decision 0026). */
export class ApiResponseShapeError extends Error {
  readonly body: unknown;

  constructor(what: string, issues: z.ZodError['issues'], body: unknown) {
    const listed = issues.map((issue) => `  ${issue.path.join('.') || '(answer)'}: ${issue.message}`);
    super(`The answer of ${what} does not match its schema:\n${listed.join('\n')}`);
    this.name = 'ApiResponseShapeError';
    this.body = body;
  }
}

/**
 * The answer's schema from @reelhire/shared, one type in and out: production builds only cast the JSON,
 * so a transforming schema, which would make them disagree, does not compile. With a default, T is the
 * looser input type, which is what a production build hands back.
 */
export type ResponseSchema<T> = z.ZodType<T, T>;

export interface ApiRequestOptions<T> extends Omit<RequestInit, 'body'> {
  body?: unknown;
  /**
   * Required, so no call forgets it. `undefined` is for code on the home page's first load only, spelled
   * `import.meta.env.PROD ? undefined : schema` so that production drops the schema and zod with it.
   */
  schema: ResponseSchema<T> | undefined;
  /** The call means nothing signed out: it fails as the server would (401) before anything is sent. */
  requireSession?: boolean;
}

// Vite replaces both at build time, so production bundles drop the parsing branch (decision 0026).
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

const NOT_AUTHENTICATED = 'Not authenticated';

/**
 * The current session's access token, or null when signed out. auth-js's getSession refreshes a token
 * that has expired, so a call never goes out with a stale one. Without a created client and without a
 * stored session nobody can be signed in, and the auth client is not downloaded just to say so.
 */
async function currentAccessToken(): Promise<string | null> {
  if (serverAccessToken) return serverAccessToken();
  const client = currentAuthClient() ?? (hasStoredAuth() ? await loadAuthClient() : null);
  if (!client) return null;
  const { data } = await client.getSession();
  return data.session?.access_token ?? null;
}

/** The headers every /api call carries: the public key and, when signed in, the bearer token. */
export async function sessionHeaders(requireSession = false): Promise<Record<string, string>> {
  const token = await currentAccessToken();
  if (!token && requireSession) {
    throw new ApiError(NOT_AUTHENTICATED, 401, { error: NOT_AUTHENTICATED });
  }
  return { apikey: readAnonKey(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/** A body as the server sent it: JSON when it is JSON, else the text, else undefined. */
export function readBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** The server's `{ error }` text, when the body has a non-empty one. */
export function serverErrorText(body: unknown): string | undefined {
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error
    ? body.error
    : undefined;
}

/** Checks a successful answer against its schema where that is done (development and tests). */
export function checkAnswer<T>(what: string, schema: ResponseSchema<T> | undefined, body: unknown): T {
  if (!CHECK_ANSWERS || !schema) return body as T;
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiResponseShapeError(what, result.error.issues, body);
  return result.data;
}

/** How an /api call reaches the server: the browser's fetch, or the server's own in-process call. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);
let serverAccessToken: (() => string | null) | undefined;

/**
 * The server renders pages with the same queries as the browser (decisions 0080 and 0084) and answers them
 * in-process; it sets its transport once, at start, and where the token of the page being drawn is found
 * (none for a public page). The browser never calls this.
 */
export function setApiTransport(next: ApiTransport, accessToken: () => string | null): void {
  transport = next;
  serverAccessToken = accessToken;
}

/** Every /api call: JSON, the session's headers, and the answer as its shared schema describes it. */
export async function apiFetch<T>(
  path: string,
  { body, schema, requireSession, headers, ...init }: ApiRequestOptions<T>,
): Promise<T> {
  const response = await transport(`/api${path}`, {
    ...init,
    headers: {
      ...(await sessionHeaders(requireSession)),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = readBody(await response.text());
  if (!response.ok) {
    // Decision 0064: a suspended account or an ended session signs the page out, wherever it was asked.
    const ended = response.status === 401 || response.status === 403 ? sessionEndedBy(parsed) : null;
    if (ended) reportSessionEnded(ended);
    throw new ApiError(
      serverErrorText(parsed) ?? (response.statusText || DEFAULT_API_ERROR),
      response.status,
      parsed,
    );
  }
  return checkAnswer(`${init.method ?? 'GET'} ${path}`, schema, parsed);
}
