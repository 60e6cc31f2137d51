// No zod here: the web app's entry imports this, and zod must stay out of the home page's bundle.

/** Every /api error body (DESIGN section 3): `{ error }`, plus optional details. */
export interface ApiErrorBody {
  error: string;
  details?: unknown;
  /** A refused state transition's current state (DESIGN section 5). */
  status?: string;
  /**
   * A machine-readable reason a client can act on (`insufficient_funds`, `idempotency_key_reused`); auth
   * errors keep GoTrue's numeric status here.
   */
  code?: string | number;
}

/** docs/product.md §8: the fallback text when a failed response carries no error field. */
export const DEFAULT_API_ERROR = 'An error occurred';
