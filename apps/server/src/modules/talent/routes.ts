import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  talentKeySchema,
  talentListQuerySchema,
  talentListSchema,
  talentSchema,
} from '@reelhire/shared/talent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signFileRefs } from '../files/sign-file-refs.ts';
import { getTalent } from './get-talent.ts';
import { listTalent } from './list-talent.ts';

/** Public talent directory: readable with the public key alone, like the portfolio pages it feeds. */
export const talentRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  // Profiles hold file ids; every answer of this plugin gets fresh signed links for them.
  app.addHook('preSerialization', async (_request, _reply, payload) =>
    signFileRefs({ db, config, value: payload }),
  );

  app.get(
    '/api/rest/v1/talent',
    {
      config: { caller: 'anyone' },
      schema: {
        tags: ['talent'],
        summary: 'Filmmakers with a complete profile',
        querystring: talentListQuerySchema,
        response: { 200: talentListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listTalent({ db, query: request.query }),
  );

  app.get(
    '/api/rest/v1/talent/:key',
    {
      config: { caller: 'anyone' },
      schema: {
        tags: ['talent'],
        summary: 'One filmmaker by username or profile id',
        params: talentKeySchema,
        response: { 200: talentSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getTalent({ db, key: request.params.key }),
  );
};
