/** An error whose message is safe to show the caller, answered as `{ error }` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: unknown;
  /** Fields a contract puts beside `error` (a refused transition's `status`, DESIGN section 5). */
  readonly fields: Record<string, unknown>;

  constructor(statusCode: number, message: string, details?: unknown, fields: Record<string, unknown> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.details = details;
    this.fields = fields;
  }
}

/** DESIGN section 5: an illegal transition answers 409 `{ error, status }` with the record's current state. */
export const transitionRefused = (message: string, status: string) =>
  new HttpError(409, message, undefined, { status });

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
