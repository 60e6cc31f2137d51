import { z } from 'zod';
import type { ApiErrorBody } from './api-error.ts';

/** The `{ error }` body as a response schema for the OpenAPI document. */
export const apiErrorSchema: z.ZodType<ApiErrorBody> = z.object({
  error: z.string(),
  details: z.unknown().optional(),
  status: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
});
