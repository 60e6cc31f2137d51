import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { ANONYMOUS_CACHE } from '@reelhire/shared/constants';
import {
  talentKeySchema,
  talentListQuerySchema,
  talentListSchema,
  talentSchema,
  type TalentList,
} from '@reelhire/shared/talent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { shortLivedAnswers } from '../../http/short-lived-answers.ts';
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

  // Decision 0090: the directory is the same for everyone who asks it, and most who ask are not signed in
  // (its public page, search engines, link previews): their answers are kept for a few seconds, whole and
  // serialised, so a burst of visitors costs one read. Signed-in callers, the filmmakers among them looking
  // for their own change, are answered afresh.
  const anonymousAnswers =
    config.anonymousCacheMs > 0
      ? shortLivedAnswers<string>({
          ttlMs: config.anonymousCacheMs,
          maxAnswers: ANONYMOUS_CACHE.directoryAnswers,
        })
      : undefined;

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
    async (request, reply) => {
      if (request.headers.authorization || !anonymousAnswers) return listTalent({ db, query: request.query });
      // The parsed query, so the same search written in another order is the same key.
      const answer = await anonymousAnswers.get(JSON.stringify(request.query), async () => {
        const signed = await signFileRefs({
          db,
          config,
          value: await listTalent({ db, query: request.query }),
        });
        // What the route's own serializer would send: the schema's output, as JSON.
        return JSON.stringify(talentListSchema.parse(signed));
      });
      // A string is sent as it is: neither the file-link hook nor the serializer runs again (the type says
      // the schema's object, which the string is, serialised).
      return reply.type('application/json; charset=utf-8').send(answer as unknown as TalentList);
    },
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
