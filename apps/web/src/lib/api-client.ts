import { DEFAULT_API_ERROR } from '@reelhire/shared/api-error';
import { readAnonKey } from './public-config';

/** SPEC section 8: a failed call becomes an error carrying the server's text, the status and the body. */
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

export interface ApiRequestOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
  /** Signed-in calls add the bearer token (SPEC section 6); absent means the anonymous key alone. */
  accessToken?: string | null;
}

/** Every /api call: JSON, the public key header and, when signed in, the bearer token. */
export async function apiFetch<T>(
  path: string,
  { body, accessToken, headers, ...init }: ApiRequestOptions = {},
) {
  const response = await fetch(`/api${path}`, {
    ...init,
    headers: {
      apikey: readAnonKey(),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  if (!response.ok) {
    const serverError =
      parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string'
        ? parsed.error
        : undefined;
    throw new ApiError(serverError ?? (response.statusText || DEFAULT_API_ERROR), response.status, parsed);
  }
  return parsed as T;
}
