import { adminOverviewSchema } from '@reelhire/shared/admin';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getAdminOverview } from './get-admin-overview.ts';

export interface AdminRoutesOptions {
  db: Db;
}

/** The admin area's own summaries; each call checks the caller is an admin. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/rest/v1/admin/overview',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'What waits for the team and how the marketplace is doing: queues, users by role, jobs, bookings, escrow, payouts and weekly charts (admins)',
        security: [{ apikey: [], bearer: [] }],
        response: { 200: adminOverviewSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await request.requireRole('admin');
      return getAdminOverview({ db });
    },
  );
};
