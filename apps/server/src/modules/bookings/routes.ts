import { idParamsSchema } from '@reelhire/shared/id-params';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  bookingListQuerySchema,
  bookingListSchema,
  bookingSchema,
  cancelBookingInputSchema,
  requestRevisionInputSchema,
  submitDeliverableInputSchema,
} from '@reelhire/shared/booking-records';
import {
  bookingTermsSchema,
  declineBookingRequestInputSchema,
  proposeBookingChangesInputSchema,
  reviseBookingRequestInputSchema,
} from '@reelhire/shared/booking-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { idempotencyKeyHeaders } from '../../http/idempotency-key.ts';
import { hiringCaller } from '../applications/hiring-party.ts';
import { acceptBookingRequest } from './accept-booking-request.ts';
import { answerExtraRevision } from './answer-extra-revision.ts';
import { declineBookingRequest } from './decline-booking-request.ts';
import { proposeBookingChanges } from './propose-booking-changes.ts';
import { requestBooking } from './request-booking.ts';
import { reviseBookingRequest } from './revise-booking-request.ts';
import { approveMilestone } from './approve-milestone.ts';
import { cancelBooking } from './cancel-booking.ts';
import { getBooking } from './get-booking.ts';
import { listBookings } from './list-bookings.ts';
import { requestRevision } from './request-revision.ts';
import { startMilestone } from './start-milestone.ts';
import { submitDeliverable } from './submit-deliverable.ts';

const idParams = idParamsSchema('booking');
const milestoneParams = idParamsSchema('milestone');
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
      config: { caller: 'user' },
      schema: {
        tags: ['bookings'],
        summary: "The caller's bookings as client or filmmaker (a 'both' account says which with `as`)",
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request) => {
      const { as, status, after, limit, filmmaker_id, open_requests, job_id } = request.query;
      const { user } = await request.requireUser();
      const side = as ?? (user.userMetadata.user_type === 'client' ? 'client' : 'filmmaker');
      const { entityId } = await request.requireEntity(side);
      return listBookings({
        db,
        query: {
          side,
          entityId,
          status,
          after,
          limit,
          filmmakerId: filmmaker_id,
          openRequests: open_requests === 'true',
          jobId: job_id,
        },
      });
    },
  );

  app.post(
    '/bookings',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['bookings'],
        summary: "Request a booking from a filmmaker's portfolio (client): days, title, brief, place, budget",
        description:
          'Starts a booking in `requested` (decision 0034); the filmmaker accepts, declines or proposes ' +
          'changes. The client must be set up and verified (403), the filmmaker set up (404) and verified ' +
          '(409), and not the caller (400). A retry with the same terms while the request is open answers ' +
          'that request (200); a new one is a 201.',
        body: bookingTermsSchema,
        response: { 200: bookingSchema, 201: bookingSchema, ...transitionErrors },
      },
    },
    async (request, reply) => {
      const { user, entityId } = await request.requireEntity('client');
      const { created, booking } = await requestBooking({
        db,
        config,
        userId: user.id,
        clientId: entityId,
        terms: request.body,
      });
      return reply.code(created ? 201 : 200).send(booking);
    },
  );

  app.post(
    '/bookings/:id/accept',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          "Accept a booking request (filmmaker) or the filmmaker's proposed changes (client): it becomes a contract with one milestone and the booking is confirmed",
        params: idParams,
        response: { 200: bookingSchema, ...transitionErrors },
      },
    },
    async (request) =>
      acceptBookingRequest({ db, config, caller: await hiringCaller(request), id: request.params.id }),
  );

  app.post(
    '/bookings/:id/decline',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          "Decline a booking request (filmmaker) or the filmmaker's proposed changes (client), with a reason",
        params: idParams,
        body: declineBookingRequestInputSchema,
        response: { 200: bookingSchema, ...transitionErrors },
      },
    },
    async (request) =>
      declineBookingRequest({
        db,
        config,
        caller: await hiringCaller(request),
        id: request.params.id,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/bookings/:id/propose_changes',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['bookings'],
        summary: 'Answer a booking request with other days or another budget, and a message (filmmaker)',
        params: idParams,
        body: proposeBookingChangesInputSchema,
        response: { 200: bookingSchema, ...transitionErrors },
      },
    },
    async (request) =>
      proposeBookingChanges({
        db,
        config,
        caller: await hiringCaller(request),
        id: request.params.id,
        changes: request.body,
      }),
  );

  app.post(
    '/bookings/:id/revise',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['bookings'],
        summary: "Answer the filmmaker's proposed changes with a new request round (client)",
        params: idParams,
        body: reviseBookingRequestInputSchema,
        response: { 200: bookingSchema, ...transitionErrors },
      },
    },
    async (request) =>
      reviseBookingRequest({
        db,
        config,
        caller: await hiringCaller(request),
        id: request.params.id,
        revision: request.body,
      }),
  );

  app.get(
    '/bookings/:id',
    {
      config: { caller: 'user' },
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
      config: { caller: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          'Cancel the booking, with a reason (a client cancelling after confirmation owes the kill fee; Idempotency-Key required)',
        description:
          'Moves money when the booking holds escrow: the kill fee to the filmmaker, the rest back to the client. ' +
          'Requires an `Idempotency-Key` header (400 without): a retry with the same key answers the booking and ' +
          'moves nothing again; the same key for another request is a 409 `idempotency_key_reused`.',
        params: idParams,
        headers: idempotencyKeyHeaders,
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
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.post(
    '/milestones/:id/start',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['milestones'],
        summary: 'Start work on the milestone (filmmaker)',
        params: milestoneParams,
        response: { 200: bookingSchema, ...transitionErrors },
      },
    },
    async (request) =>
      startMilestone({ db, config, caller: await hiringCaller(request), id: request.params.id }),
  );

  app.post(
    '/milestones/:id/submit',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['milestones'],
        summary: 'Submit a round of deliverables: a note and links (filmmaker)',
        params: milestoneParams,
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
      config: { caller: 'user' },
      schema: {
        tags: ['milestones'],
        summary:
          'Approve the submitted milestone (client; Idempotency-Key required); the last approval completes the booking',
        description:
          'Releases the milestone’s escrow to the filmmaker. Requires an `Idempotency-Key` header (400 without): ' +
          'a retry with the same key answers the booking and releases nothing again; the same key for another ' +
          'request is a 409 `idempotency_key_reused`. A milestone with nothing in escrow is a 409 with code ' +
          '`milestone_unfunded` that changes nothing: fund and approve it with `POST /payments` ' +
          '(`purpose: milestone_funding`, `approve: true`) instead.',
        params: milestoneParams,
        headers: idempotencyKeyHeaders,
        response: { 200: bookingSchema, ...transitionErrors },
      },
    },
    async (request) =>
      approveMilestone({
        db,
        config,
        caller: await hiringCaller(request),
        id: request.params.id,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.post(
    '/milestones/:id/request_revision',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['milestones'],
        summary:
          'Ask for a revision (client); beyond the included revisions it waits for the filmmaker to accept it',
        params: milestoneParams,
        body: requestRevisionInputSchema,
        response: { 200: bookingSchema, ...transitionErrors },
      },
    },
    async (request) =>
      requestRevision({
        db,
        config,
        caller: await hiringCaller(request),
        id: request.params.id,
        comments: request.body.comments,
      }),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/milestones/:id/${answer}_extra_revision`,
      {
        config: { caller: 'user' },
        schema: {
          tags: ['milestones'],
          summary:
            answer === 'accept'
              ? 'Take on the extra revision the client asked for (filmmaker)'
              : 'Decline the extra revision the client asked for (filmmaker)',
          params: milestoneParams,
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
