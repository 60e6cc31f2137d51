import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { earningsSchema } from '@reelhire/shared/earnings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getEarnings } from './get-earnings.ts';

/** A filmmaker's earnings (decision 0043), read from the ledger. */
export const earningsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/earnings',
    {
      schema: {
        tags: ['earnings'],
        summary:
          "The caller's earnings per currency (filmmaker): available, pending, in escrow, in transit, paid out, by month and by booking",
        response: { 200: earningsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('filmmaker');
      return getEarnings({ db, filmmakerId: entityId });
    },
  );
};
