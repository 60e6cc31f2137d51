import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  bookingListQuerySchema,
  bookingListSchema,
  bookingSchema,
  cancelBookingInputSchema,
  requestRevisionInputSchema,
  submitDeliverableInputSchema,
} from '@reelhire/shared/booking-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hiringCaller } from '../applications/hiring-party.ts';
import { answerExtraRevision } from './answer-extra-revision.ts';
import { cancelBooking } from './cancel-booking.ts';
import { getBooking } from './get-booking.ts';
import { listBookings } from './list-bookings.ts';
import { reviewMilestone } from './review-milestone.ts';
import { startMilestone } from './start-milestone.ts';
import { submitDeliverable } from './submit-deliverable.ts';

const idParams = z.object({ id: z.uuid() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const transitionErrors = { ...errors, 409: apiErrorSchema };

/**
 * Bookings and their milestones (issue 13): the work of an accepted contract, delivered milestone by
 * milestone. Every milestone transition answers with the whole booking, so a page redraws from one reply.
 */
export const bookingRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: "The caller's bookings as client or filmmaker (a 'both' account says which with `as`)",
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request) => {
      const { as, status, job_id: jobId, after, limit } = request.query;
      const { user } = await request.requireUser();
      const side = as ?? (user.userMetadata.user_type === 'client' ? 'client' : 'filmmaker');
      const { entityId } = await request.requireEntity(side);
      return listBookings({ db, query: { side, entityId, status, jobId, after, limit } });
    },
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One booking with its milestones, deliveries and timeline, for either party or an admin',
        params: idParams,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => getBooking({ db, config, caller: await hiringCaller(request), id: request.params.id }),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Cancel the booking, with a reason (a client cancelling after confirmation owes the kill fee)',
        params: idParams,
        body: cancelBookingInputSchema,
        response: { 200: bookingSchema, ...transitionErrors },
      },
    },
    async (request) =>
      cancelBooking({
        db,
        config,
        caller: await hiringCaller(request),
        id: request.params.id,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/milestones/:id/start',
    {
      schema: {
        tags: ['milestones'],
        summary: 'Start work on the milestone (filmmaker)',
        params: idParams,
        response: { 200: bookingSchema, ...transitionErrors },
      },
    },
    async (request) =>
      startMilestone({ db, config, caller: await hiringCaller(request), id: request.params.id }),
  );

  app.post(
    '/milestones/:id/submit',
    {
      schema: {
        tags: ['milestones'],
        summary: 'Submit a round of deliverables: a note and links (filmmaker)',
        params: idParams,
        body: submitDeliverableInputSchema,
        response: { 200: bookingSchema, ...transitionErrors },
      },
    },
    async (request) =>
      submitDeliverable({
        db,
        config,
        caller: await hiringCaller(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.post(
    '/milestones/:id/approve',
    {
      schema: {
        tags: ['milestones'],
        summary: 'Approve the submitted milestone (client); the last approval completes the booking',
        params: idParams,
        response: { 200: bookingSchema, ...transitionErrors },
      },
    },
    async (request) =>
      reviewMilestone({
        db,
        config,
        caller: await hiringCaller(request),
        id: request.params.id,
        review: { transition: 'approve' },
      }),
  );

  app.post(
    '/milestones/:id/request_revision',
    {
      schema: {
        tags: ['milestones'],
        summary:
          'Ask for a revision (client); beyond the included revisions it waits for the filmmaker to accept it',
        params: idParams,
        body: requestRevisionInputSchema,
        response: { 200: bookingSchema, ...transitionErrors },
      },
    },
    async (request) =>
      reviewMilestone({
        db,
        config,
        caller: await hiringCaller(request),
        id: request.params.id,
        review: { transition: 'request_revision', comments: request.body.comments },
      }),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/milestones/:id/${answer}_extra_revision`,
      {
        schema: {
          tags: ['milestones'],
          summary:
            answer === 'accept'
              ? 'Take on the extra revision the client asked for (filmmaker)'
              : 'Decline the extra revision the client asked for (filmmaker)',
          params: idParams,
          response: { 200: bookingSchema, ...transitionErrors },
        },
      },
      async (request) =>
        answerExtraRevision({
          db,
          config,
          caller: await hiringCaller(request),
          id: request.params.id,
          answer,
        }),
    );
  }
};
