import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  invitationInputSchema,
  invitationListQuerySchema,
  invitationListSchema,
  invitationSchema,
} from '@reelhire/shared/invitations';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { jobInvitations, jobs } from '../../db/schema/hiring.ts';
import { inviteFilmmaker } from './invite-filmmaker.ts';
import { readInvitations } from './read-invitations.ts';

export interface InvitationRoutesOptions {
  db: Db;
}

const security = [{ apikey: [], bearer: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Invitations to apply (issue 12): clients invite filmmakers to their published jobs. */
export const invitationRoutes: FastifyPluginAsyncZod<InvitationRoutesOptions> = async (app, { db }) => {
  app.post(
    '/api/rest/v1/invitations',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['invitations'],
        summary: 'Invite a filmmaker to apply for one of my published jobs (again: the first invitation)',
        security,
        body: invitationInputSchema,
        response: { 201: invitationSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { entityId } = await request.requireEntity('client');
      return reply.code(201).send(await inviteFilmmaker({ db, clientId: entityId, input: request.body }));
    },
  );

  app.get(
    '/api/rest/v1/invitations',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['invitations'],
        summary:
          'With job_id or filmmaker_id, whom I invited to my jobs; without, the invitations to open jobs I received as a filmmaker',
        security,
        querystring: invitationListQuerySchema,
        response: { 200: invitationListSchema, ...errors },
      },
    },
    async (request) => {
      const { job_id: jobId, filmmaker_id: filmmakerId } = request.query;
      if (jobId || filmmakerId) {
        const { entityId } = await request.requireEntity('client');
        // Another client's job or invitations read as an empty list: nothing is confirmed about them.
        const mine = and(
          eq(jobs.clientId, entityId),
          jobId ? eq(jobInvitations.jobId, jobId) : undefined,
          filmmakerId ? eq(jobInvitations.filmmakerId, filmmakerId) : undefined,
        );
        return { items: await readInvitations(db, mine!) };
      }
      const { entityId } = await request.requireEntity('filmmaker');
      // Only jobs the filmmaker can open: an unpublished, filled or closed job is no longer theirs to read.
      const received = and(eq(jobInvitations.filmmakerId, entityId), eq(jobs.status, 'published'));
      return { items: await readInvitations(db, received!) };
    },
  );
};
