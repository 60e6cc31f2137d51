import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  uptime_s: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
