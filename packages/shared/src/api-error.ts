import { z } from 'zod';

/** Every /api error body (DESIGN section 3): `{ error }`, plus optional details. */
export const apiErrorSchema = z.object({
  error: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** SPEC section 8: the fallback text when a failed response carries no error field. */
export const DEFAULT_API_ERROR = 'An error occurred';
