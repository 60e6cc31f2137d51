import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  claimDraftLinkSchema,
  claimPreviewSchema,
  claimRefusalSchema,
  claimResultSchema,
  claimTokenParamsSchema,
  draftIdParamsSchema,
  draftInputSchema,
  draftListQuerySchema,
  draftListSchema,
} from '@reelhire/shared/claims';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { claimDraft } from './claim-draft.ts';
import { createDraft } from './create-draft.ts';
import { getClaimPreview } from './get-claim-preview.ts';
import { listDrafts } from './list-drafts.ts';
import { renewDraftLink } from './renew-draft-link.ts';

export interface ClaimRoutesOptions {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
}

const signedIn = [{ apikey: [], bearer: [] }];

/** Claim-job links (issue 12, decision 0027): admins draft, anyone with the link previews, a client claims. */
export const claimRoutes: FastifyPluginAsyncZod<ClaimRoutesOptions> = async (app, { db, config }) => {
  app.post(
    '/api/rest/v1/admin/drafts',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['claims'],
        summary: 'Draft a project and a job for a prospective client, with a single-use claim link (admins)',
        security: signedIn,
        body: draftInputSchema,
        response: {
          201: claimDraftLinkSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireRole('admin');
      const created = await createDraft({
        db,
        adminUserId: user.id,
        input: request.body,
        publicUrl: config.publicUrl,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/rest/v1/admin/drafts',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['claims'],
        summary:
          'Drafts waiting to be claimed, claimed or expired, newest first; test=true for test drafts (admins)',
        security: signedIn,
        querystring: draftListQuerySchema,
        response: { 200: draftListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await request.requireRole('admin');
      return listDrafts({ db, ...request.query });
    },
  );

  app.post(
    '/api/rest/v1/admin/drafts/:id/renew',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['claims'],
        summary: 'A new claim link for an unclaimed draft; the old link stops working (admins)',
        security: signedIn,
        params: draftIdParamsSchema,
        response: {
          200: claimDraftLinkSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return renewDraftLink({
        db,
        adminUserId: user.id,
        draftId: request.params.id,
        publicUrl: config.publicUrl,
      });
    },
  );

  app.get(
    '/api/rest/v1/claims/:token',
    {
      config: { caller: 'anyone' },
      schema: {
        tags: ['claims'],
        summary: 'What a claim link offers (no session needed); 404 unknown, 410 expired or used',
        params: claimTokenParamsSchema,
        response: {
          200: claimPreviewSchema,
          400: apiErrorSchema,
          404: claimRefusalSchema,
          410: claimRefusalSchema,
        },
      },
    },
    async (request) => getClaimPreview({ db, token: request.params.token }),
  );

  app.post(
    '/api/rest/v1/claims/:token/claim',
    {
      config: {
        caller: 'client',
        // Decision 0027: a filmmaker or admin cannot set up a client profile; tell them who claims jobs.
        wrongAccountMessage:
          'Jobs are claimed by client accounts. Sign in with a client account (or make one) to claim this job.',
      },
      schema: {
        tags: ['claims'],
        summary: "Take a drafted project and job as the signed-in client's own; a link works once",
        security: signedIn,
        params: claimTokenParamsSchema,
        response: {
          200: claimResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: claimRefusalSchema,
          409: claimRefusalSchema,
          410: claimRefusalSchema,
        },
      },
    },
    async (request) => {
      const { user, entityId } = await request.requireEntity('client');
      return claimDraft({ db, token: request.params.token, userId: user.id, clientId: entityId });
    },
  );
};
