import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { idParamsSchema } from '@reelhire/shared/id-params';
import {
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewReplyInputSchema,
  reviewSchema,
} from '@reelhire/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { hiringCaller } from '../applications/hiring-party.ts';
import { getReview } from './get-review.ts';
import { listReviews } from './list-reviews.ts';
import { replyToReview } from './reply-to-review.ts';
import { reviewViewer } from './review-viewer.ts';
import { writeReview } from './write-review.ts';

const tags = ['reviews'];
const security = [{ apikey: [], bearer: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = idParamsSchema('review');

/** Two-way reviews after a completed booking (decision 0060): blind until both wrote or the window closed. */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/reviews',
    {
      config: { caller: 'anyone' },
      schema: {
        tags,
        summary: 'Reviews of one booking, of one filmmaker, or the caller’s own',
        description:
          'Exactly one of: booking_id (its client, filmmaker and admins; a sealed review only for its author), ' +
          'filmmaker_id (anyone: the visible reviews by clients, newest first), or mine=received|given|to_write ' +
          'with as=client|filmmaker (signed in). Keyset paged with after and limit.',
        security,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      if (query.filmmaker_id) return listReviews({ db, viewer: null, query });
      if (query.mine) {
        const { entityId } = await request.requireEntity(query.as!);
        return listReviews({ db, viewer: await hiringCaller(request), query, sideId: entityId });
      }
      return listReviews({ db, viewer: await hiringCaller(request), query });
    },
  );

  app.get(
    '/reviews/:id',
    {
      config: { caller: 'anyone' },
      schema: {
        tags,
        summary: 'One review: anyone once it is visible, its author and admins while it is sealed',
        security,
        params: idParams,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) => getReview({ db, viewer: await reviewViewer(request), id: request.params.id }),
  );

  app.post(
    '/reviews',
    {
      config: { caller: 'user' },
      schema: {
        tags,
        summary: 'Write your side’s review of a completed booking (once, within the review window)',
        description:
          'The client scores communication, punctuality and craft_quality; the filmmaker clarity_of_brief, ' +
          'payment and communication; each 1 to 5, with an overall rating and text. Hidden from the other ' +
          'side until both have written or the window closes.',
        security,
        body: reviewInputSchema,
        response: { 201: reviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const review = await writeReview({ db, caller: await hiringCaller(request), input: request.body });
      return reply.code(201).send(review);
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      config: { caller: 'user' },
      schema: {
        tags,
        summary: 'Reply once, publicly, to a visible review about you',
        security,
        params: idParams,
        body: reviewReplyInputSchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) =>
      replyToReview({
        db,
        caller: await hiringCaller(request),
        id: request.params.id,
        body: request.body.body,
      }),
  );
};
