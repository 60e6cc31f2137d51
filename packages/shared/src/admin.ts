import { z } from 'zod';

/**
 * `GET /api/rest/v1/admin/overview` (admins): what waits for the team, counted on the server so the admin
 * overview never says "nothing needs attention" while something does.
 */
export const adminOverviewSchema = z.object({
  /** Identity verification submissions waiting for a decision (/admin/verify). */
  pending_verifications: z.number().int().nonnegative(),
  /** Support requests not yet answered or closed (/admin/messages). */
  open_support_requests: z.number().int().nonnegative(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
