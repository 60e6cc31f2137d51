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
      schema: {
        tags: ['invitations'],
        summary: 'With job_id, who I invited to my job; without, the invitations I received as a filmmaker',
        security,
        querystring: invitationListQuerySchema,
        response: { 200: invitationListSchema, ...errors },
      },
    },
    async (request) => {
      const { job_id: jobId } = request.query;
      if (jobId) {
        const { entityId } = await request.requireEntity('client');
        // Another client's job reads as an empty list of its own: nothing is confirmed about it.
        const mine = and(eq(jobInvitations.jobId, jobId), eq(jobs.clientId, entityId));
        return { items: await readInvitations(db, mine!) };
      }
      const { entityId } = await request.requireEntity('filmmaker');
      return { items: await readInvitations(db, eq(jobInvitations.filmmakerId, entityId)) };
    },
  );
};
