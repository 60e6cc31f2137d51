import {
  supportInboxQuerySchema,
  supportInboxSchema,
  supportRequestCreatedSchema,
  supportRequestSchema,
} from '@reelhire/shared/support';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createSupportRequest } from './create-support-request.ts';
import { listSupportRequests } from './list-support-requests.ts';

export const supportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/rest/v1/support-requests',
    {
      // A contact form: generous for people, tight for scripts.
      config: { caller: 'anyone', rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['support'],
        summary: 'Send a request to the support team',
        headers: z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }).loose(),
        body: supportRequestSchema,
        response: { 200: supportRequestCreatedSchema, 201: supportRequestCreatedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Signed-in senders are linked to their account so the team sees who wrote.
      const auth = await request.optionalUser();
      const result = await createSupportRequest({
        db,
        input: request.body,
        userId: auth?.user.id ?? null,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(result.created ? 201 : 200).send({ id: result.id, created_at: result.created_at });
    },
  );

  app.get(
    '/api/rest/v1/support-requests',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['support'],
        summary:
          'The support inbox, newest first (admins); paged by `after` and `limit`, `total` on the first page',
        security: [{ apikey: [], bearer: [] }],
        querystring: supportInboxQuerySchema,
        response: { 200: supportInboxSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await request.requireRole('admin');
      return listSupportRequests({ db, query: request.query });
    },
  );
};
