import { healthSchema } from '@reelhire/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  { database, version },
) => {
  app.get(
    '/api/health',
    {
      config: { caller: 'anyone' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and readiness',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await database.ping();
      return reply.code(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { reachable, driver: database.driver },
        uptime_s: Math.round(process.uptime()),
        version,
      });
    },
  );
};
