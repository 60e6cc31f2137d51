/** An error whose message is safe to show the caller, answered as `{ error }` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: unknown;

  constructor(statusCode: number, message: string, details?: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.details = details;
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
