import { idParamsSchema } from '@reelhire/shared/id-params';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { contractSchema } from '@reelhire/shared/contracts';
import {
  counterInputSchema,
  createOfferBodySchema,
  declineInputSchema,
  offerListQuerySchema,
  offerListSchema,
  offerSchema,
} from '@reelhire/shared/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { hiringCaller } from '../applications/hiring-party.ts';
import { acceptOffer } from './accept-offer.ts';
import { createOffer } from './create-offer.ts';
import { endOffer } from './end-offer.ts';
import { negotiateOffer } from './negotiate-offer.ts';
import { sendDirectOffer } from './send-direct-offer.ts';
import { getOffer, listOffers } from './read-offers.ts';

const idParams = idParamsSchema('offer');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const transitionErrors = { ...errors, 409: apiErrorSchema };

/** Offers (issue 12): terms a client sends an applicant, countered round by round until accepted. */
export const offerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/offers',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['offers'],
        summary: "Offer terms to a live applicant of the caller's job, or a direct offer to a filmmaker",
        description:
          'With `application_id`: the first round of terms to that live applicant (201). With `job_id` and ' +
          "`filmmaker_id` instead: a direct offer (decision 0028) on the caller's published job to a set-up, " +
          'verified filmmaker who has not applied: their application is created already `offered` (origin ' +
          '`direct_offer`) with this offer as round 1 (201). A retried direct offer answers the live offer ' +
          'already waiting for that filmmaker on that job as it stands (200, terms unchanged); a filmmaker ' +
          'who applied gets the offer on their application; an application that cannot take an offer ' +
          '(hired, rejected, withdrawn, closed) is a 409 with its status.',
        body: createOfferBodySchema,
        response: { 200: offerSchema, 201: offerSchema, ...transitionErrors },
      },
    },
    async (request, reply) => {
      const { user, entityId } = await request.requireEntity('client');
      const body = request.body;
      if ('application_id' in body) {
        const offer = await createOffer({
          db,
          clientId: entityId,
          userId: user.id,
          applicationId: body.application_id,
          terms: body.terms,
          message: body.message,
        });
        return reply.code(201).send(offer);
      }
      const { created, offer } = await sendDirectOffer({
        db,
        clientId: entityId,
        userId: user.id,
        jobId: body.job_id,
        filmmakerId: body.filmmaker_id,
        terms: body.terms,
        message: body.message,
      });
      return reply.code(created ? 201 : 200).send(offer);
    },
  );

  app.get(
    '/offers',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['offers'],
        summary:
          'The offers made on one application, newest first, for either party; paged by `after` and `limit`',
        querystring: offerListQuerySchema,
        response: { 200: offerListSchema, ...errors },
      },
    },
    async (request) => {
      const { application_id: applicationId, ...page } = request.query;
      return listOffers({ db, caller: await hiringCaller(request), applicationId, page });
    },
  );

  app.get(
    '/offers/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['offers'],
        summary: 'One offer with every round, for either party',
        params: idParams,
        response: { 200: offerSchema, ...errors },
      },
    },
    async (request) => getOffer({ db, caller: await hiringCaller(request), id: request.params.id }),
  );

  app.post(
    '/offers/:id/accept',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['offers'],
        summary: 'Accept the offer: it becomes a contract',
        params: idParams,
        response: { 200: z.object({ offer: offerSchema, contract: contractSchema }), ...transitionErrors },
      },
    },
    async (request) => acceptOffer({ db, caller: await hiringCaller(request), id: request.params.id }),
  );

  for (const transition of ['counter', 'revise'] as const) {
    app.post(
      `/offers/:id/${transition}`,
      {
        config: { caller: 'user' },
        schema: {
          tags: ['offers'],
          summary:
            transition === 'counter' ? 'Counter with new terms (filmmaker)' : 'Send new terms (client)',
          params: idParams,
          body: counterInputSchema,
          response: { 200: offerSchema, ...transitionErrors },
        },
      },
      async (request) =>
        negotiateOffer({
          db,
          caller: await hiringCaller(request),
          id: request.params.id,
          transition,
          terms: request.body.terms,
          message: request.body.message,
        }),
    );
  }

  for (const transition of ['decline', 'withdraw'] as const) {
    app.post(
      `/offers/:id/${transition}`,
      {
        config: { caller: 'user' },
        schema: {
          tags: ['offers'],
          summary:
            transition === 'decline' ? 'Decline the offer, with a reason' : 'Withdraw the offer (client)',
          params: idParams,
          ...(transition === 'decline' ? { body: declineInputSchema.nullish() } : {}),
          response: { 200: offerSchema, ...transitionErrors },
        },
      },
      async (request) =>
        endOffer({
          db,
          caller: await hiringCaller(request),
          id: request.params.id,
          transition,
          reason: (request.body as { reason?: string } | null | undefined)?.reason,
        }),
    );
  }
};
