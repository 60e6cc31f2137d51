import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { auditLogQuerySchema, auditLogSchema } from '@reelhire/shared/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { listAuditLog } from './list-audit-log.ts';

export interface AuditRoutesOptions {
  db: Db;
}

/** The audit log of admin actions (decision 0064), read by admins only. */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, { db }) => {
  app.get(
    '/audit_log',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Admin actions, newest first, by actor, action, record type, record id and time (admins); paged by `after` and `limit`',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await request.requireRole('admin');
      return listAuditLog({ db, query: request.query });
    },
  );
};
