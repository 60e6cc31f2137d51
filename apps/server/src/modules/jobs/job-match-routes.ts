import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { idParamsSchema } from '@reelhire/shared/id-params';
import {
  filmmakerJobMatchListSchema,
  holdTopMatchesInputSchema,
  holdTopMatchesResultSchema,
  jobMatchListSchema,
} from '@reelhire/shared/job-matches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { findOwnJob } from './job-access.ts';
import { clientOrAdmin } from '../projects/hiring-caller.ts';
import { holdTopMatches } from './hold-top-matches.ts';
import { listJobMatches } from './list-job-matches.ts';
import { listJobsMatchingFilmmaker } from './list-jobs-matching-filmmaker.ts';

const security = [{ apikey: [], bearer: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = idParamsSchema('job');

/** Matches for a job (decision 0093): read by its client (and admins), held in one step by its client. */
export const jobMatchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/jobs/best-matches',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['jobs'],
        summary:
          'The open jobs that fit me best: of my crafts, free on every shoot day, not applied for yet; each with why (filmmaker)',
        security,
        response: { 200: filmmakerJobMatchListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireEntity('filmmaker');
      return listJobsMatchingFilmmaker({ db, userId: user.id });
    },
  );

  app.get(
    '/jobs/:id/matches',
    {
      config: { caller: ['client', 'admin'] },
      schema: {
        tags: ['jobs'],
        summary:
          'The filmmakers who fit the job, best first, each with why it ranks where it does (its client, admins)',
        security,
        params: idParams,
        response: { 200: jobMatchListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await clientOrAdmin(request);
      const job = await findOwnJob(db, caller, request.params.id);
      return listJobMatches({ db, job });
    },
  );

  app.post(
    '/jobs/:id/matches/hold',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['jobs'],
        summary: 'Place first holds on the job’s shoot days for up to three filmmakers at once (its client)',
        description:
          'Each hold is placed as POST /holds would place it; the answer says, per filmmaker, the hold made or why not.',
        security,
        params: idParams,
        body: holdTopMatchesInputSchema,
        response: { 200: holdTopMatchesResultSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { user, entityId } = await request.requireEntity('client');
      const job = await findOwnJob(
        db,
        { actor: 'client', userId: user.id, clientId: entityId },
        request.params.id,
      );
      return holdTopMatches({
        db,
        job,
        clientId: entityId,
        userId: user.id,
        filmmakerIds: request.body.filmmaker_ids,
      });
    },
  );
};
