import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  failPayoutInputSchema,
  markPayoutPaidInputSchema,
  payoutListQuerySchema,
  payoutListSchema,
  payoutSchema,
  requestPayoutInputSchema,
} from '@reelhire/shared/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { idempotencyKeyHeaders } from '../../http/idempotency-key.ts';
import { listPayouts } from './list-payouts.ts';
import { processPayout } from './process-payout.ts';
import { requestPayout } from './request-payout.ts';

const idParams = z.object({ id: z.uuid() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const transitionErrors = { ...errors, 409: apiErrorSchema };

/** Payouts (issue 14, decision 0043): filmmakers ask for their available earnings; admins pay them. */
export const payoutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/payouts',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Ask for a payout of available earnings (filmmaker; Idempotency-Key required)',
        description:
          'Moves the amount from the available balance to payouts in transit. At least the payout minimum; ' +
          'more than the available balance in that currency is a 409 `insufficient_funds`. A retry with ' +
          'the same Idempotency-Key answers the first payout and moves nothing more; the same key with ' +
          'another amount is a 409 `idempotency_key_reused`.',
        headers: idempotencyKeyHeaders,
        body: requestPayoutInputSchema,
        response: { 201: payoutSchema, ...transitionErrors },
      },
    },
    async (request, reply) => {
      const { user, entityId } = await request.requireEntity('filmmaker');
      const payout = await requestPayout({
        db,
        filmmakerId: entityId,
        userId: user.id,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(201).send(payout);
    },
  );

  app.get(
    '/payouts',
    {
      schema: {
        tags: ['payouts'],
        summary: "The caller's payouts (filmmaker), or every payout by status (admin), newest first",
        querystring: payoutListQuerySchema,
        response: { 200: payoutListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      if (user.userMetadata.user_type === 'admin') return listPayouts({ db, query: request.query });
      const { entityId } = await request.requireEntity('filmmaker');
      return listPayouts({ db, filmmakerId: entityId, query: request.query });
    },
  );

  app.post(
    '/payouts/:id/approve',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Approve a requested payout (admin)',
        params: idParams,
        response: { 200: payoutSchema, ...transitionErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return processPayout({
        db,
        adminUserId: user.id,
        id: request.params.id,
        step: { transition: 'approve' },
      });
    },
  );

  app.post(
    '/payouts/:id/mark_paid',
    {
      schema: {
        tags: ['payouts'],
        summary:
          'Mark an approved payout paid with the bank transfer’s reference (admin; Idempotency-Key required); emails the filmmaker',
        params: idParams,
        headers: idempotencyKeyHeaders,
        body: markPayoutPaidInputSchema,
        response: { 200: payoutSchema, ...transitionErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return processPayout({
        db,
        adminUserId: user.id,
        id: request.params.id,
        step: {
          transition: 'mark_paid',
          reference: request.body.reference,
          idempotencyKey: request.headers['idempotency-key'],
        },
      });
    },
  );

  app.post(
    '/payouts/:id/fail',
    {
      schema: {
        tags: ['payouts'],
        summary:
          'Mark a payout failed with a reason (admin; Idempotency-Key required): the money returns to the available balance',
        params: idParams,
        headers: idempotencyKeyHeaders,
        body: failPayoutInputSchema,
        response: { 200: payoutSchema, ...transitionErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return processPayout({
        db,
        adminUserId: user.id,
        id: request.params.id,
        step: {
          transition: 'fail',
          reason: request.body.reason,
          idempotencyKey: request.headers['idempotency-key'],
        },
      });
    },
  );
};
