import { idParamsSchema } from '@reelhire/shared/id-params';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { contractListQuerySchema, contractListSchema, contractSchema } from '@reelhire/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { hiringCaller } from '../applications/hiring-party.ts';
import { getContract } from './get-contract.ts';
import { listContracts } from './list-contracts.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Contracts (issue 12): accepted offers, the same numbered terms for both parties. */
export const contractRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/contracts',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['contracts'],
        summary: "The caller's contracts as client or filmmaker (a 'both' account says which with `as`)",
        querystring: contractListQuerySchema.extend({ as: z.enum(['client', 'filmmaker']).optional() }),
        response: { 200: contractListSchema, ...errors },
      },
    },
    async (request) => {
      const { as, status, job_id: jobId, after, limit } = request.query;
      const { user } = await request.requireUser();
      const side = as ?? (user.userMetadata.user_type === 'client' ? 'client' : 'filmmaker');
      const { entityId } = await request.requireEntity(side);
      return listContracts({ db, query: { side, entityId, status, jobId, after, limit } });
    },
  );

  app.get(
    '/contracts/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['contracts'],
        summary: 'One contract, for either party or an admin',
        params: idParamsSchema('contract'),
        response: { 200: contractSchema, ...errors },
      },
    },
    async (request) => getContract({ db, caller: await hiringCaller(request), id: request.params.id }),
  );
};
