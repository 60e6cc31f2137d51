import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  answerDisputeInputSchema,
  disputeDetailSchema,
  disputeListQuerySchema,
  disputeListSchema,
  disputeSchema,
  openDisputeInputSchema,
  ruleDisputeInputSchema,
} from '@reelhire/shared/disputes';
import { idParamsSchema } from '@reelhire/shared/id-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { idempotencyKeyHeaders } from '../../http/idempotency-key.ts';
import { hiringCaller } from '../applications/hiring-party.ts';
import { answerDispute } from './answer-dispute.ts';
import { getDispute } from './get-dispute.ts';
import { listDisputes } from './list-disputes.ts';
import { openDispute } from './open-dispute.ts';
import { ruleDispute } from './rule-dispute.ts';
import { withdrawDispute } from './withdraw-dispute.ts';

const idParams = idParamsSchema('dispute');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const transitionErrors = { ...errors, 409: apiErrorSchema };

/**
 * Disputes on bookings (decision 0061): a party opens one on funded milestones, freezing their escrow; the
 * other party answers (or the deadline passes); an admin rules and the ledger moves. DESIGN section 5:
 * transitions are POSTs that answer 409 `{ error, status }` when illegal; non-parties get 404.
 */
export const disputeRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/disputes',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['disputes'],
        summary:
          'Open a dispute on a booking’s funded milestones (all of them when none are named), with evidence',
        description:
          'Freezes the escrow of the disputed milestones: nothing releases or refunds it (approval, automatic ' +
          'release, cancellation) until the dispute is withdrawn or ruled on. Evidence files are uploaded first ' +
          'as kind `dispute_evidence` and named by id. The other party is emailed and has ' +
          '`respond_by` to answer.',
        body: openDisputeInputSchema,
        response: { 201: disputeSchema, ...transitionErrors },
      },
    },
    async (request, reply) => {
      const dispute = await openDispute({
        db,
        config,
        caller: await hiringCaller(request),
        input: request.body,
      });
      return reply.code(201).send(dispute);
    },
  );

  app.get(
    '/disputes',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['disputes'],
        summary: 'Disputes, newest first: a member’s own (of their bookings), every one for an admin',
        description: 'Keyset paged (`after`, `limit`). `status` filters; `booking_id` lists one booking’s.',
        querystring: disputeListQuerySchema,
        response: { 200: disputeListSchema, ...errors },
      },
    },
    async (request) => {
      const { status, booking_id, after, limit } = request.query;
      return listDisputes({
        db,
        caller: await hiringCaller(request),
        query: { status, bookingId: booking_id, after, limit },
      });
    },
  );

  app.get(
    '/disputes/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['disputes'],
        summary:
          'One dispute; for an admin with the booking’s whole record (contract, messages, deliverables, money)',
        params: idParams,
        response: { 200: disputeDetailSchema, ...errors },
      },
    },
    async (request) => getDispute({ db, config, caller: await hiringCaller(request), id: request.params.id }),
  );

  app.post(
    '/disputes/:id/answer',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['disputes'],
        summary: 'Give the other side of a dispute (the respondent, before the deadline), with evidence',
        params: idParams,
        body: answerDisputeInputSchema,
        response: { 200: disputeSchema, ...transitionErrors },
      },
    },
    async (request) =>
      answerDispute({
        db,
        config,
        caller: await hiringCaller(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.post(
    '/disputes/:id/withdraw',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['disputes'],
        summary: 'Withdraw a dispute you opened, before a ruling: its escrow is no longer frozen',
        params: idParams,
        response: { 200: disputeSchema, ...transitionErrors },
      },
    },
    async (request) =>
      withdrawDispute({ db, config, caller: await hiringCaller(request), id: request.params.id }),
  );

  app.post(
    '/disputes/:id/rule',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['disputes'],
        summary:
          'Rule on a dispute (admin; Idempotency-Key required): release, refund or split the frozen escrow',
        description:
          'Moves money: each disputed milestone’s escrow goes to the filmmaker (less their usual fee) and/or back ' +
          'to the client (with the service fee paid on it). A split names `release_minor` and `refund_minor`, ' +
          'which must add up to the frozen escrow. Both parties are emailed the ruling and its `reasoning`. ' +
          'A retry with the same key answers the dispute and moves nothing again.',
        params: idParams,
        headers: idempotencyKeyHeaders,
        body: ruleDisputeInputSchema,
        response: { 200: disputeSchema, ...transitionErrors },
      },
    },
    async (request) =>
      ruleDispute({
        db,
        config,
        caller: await hiringCaller(request),
        id: request.params.id,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );
};
